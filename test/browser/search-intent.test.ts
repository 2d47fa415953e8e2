import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { axeViolations } from "./support/axe";
import { openPage, waitForHydration } from "./support/page-checks";
import { sharedServerUrl, useChromium, usePagePool } from "./support/shared";

/**
 * The header search that understands a category and its spec words, in Chromium at a phone's 375 px:
 * "tv oled 55" lands on Televisores with both filters, on the client; the suggestions offer that listing
 * first, and each group's heading opens its listing with the term; "anc" in the TV listing says where
 * there are results (Auriculares). What the worker answers (the 302 from /buscar, the listing's chips and
 * cards, the counts per category): test/worker/search-intent.test.ts and search-elsewhere.test.ts.
 */
const server = { url: sharedServerUrl() };
const PHONE = { width: 375, height: 812 };
const chromium = useChromium();
const pool = usePagePool();

beforeAll(async () => {
  // Build every category once before the tests (a cold build takes seconds).
  expect((await fetch(`${server.url}/api/search/suggest?q=samsung`, { signal: AbortSignal.timeout(100_000) })).status).toBe(200);
}, 180_000);

type TvSpecs = { display: { panelType: string; sizeInches: number } };
const oled55 = SAMPLE_CATALOGUE.tv
  .filter((r) => (r.specs as TvSpecs).display.panelType === "OLED" && (r.specs as TvSpecs).display.sizeInches === 55)
  .map((r) => `${r.brand} ${r.model}`)
  .sort();
const withAnc = SAMPLE_CATALOGUE.headphones.filter((r) => (r.specs as { audio: { noiseCancellation: { active: boolean } } }).audio.noiseCancellation.active);

const headerBox = (page: Page) => page.locator("header .site-search__input");
const listbox = (page: Page) => page.getByRole("listbox", { name: "Sugerencias de búsqueda" });
const chips = (page: Page) => page.locator(".active-filters__chip").allTextContents();
const cardNames = (page: Page) =>
  page
    .locator(".product-grid--category .product-card")
    .evaluateAll((cards) =>
      cards.map((c) => `${c.querySelector(".product-card__brand")?.textContent} ${c.querySelector(".product-card__model")?.textContent}`).sort(),
    );

/** The TV listing the header's "tv oled 55" leads to: both filters as chips, and only the 55-inch OLED TVs. */
async function expectOled55(page: Page): Promise<void> {
  await expect.poll(() => chips(page)).toEqual(['Tamaño de pantalla: 55"', "Tipo de panel: OLED"]);
  await expect.poll(() => cardNames(page)).toEqual(oled55);
  await expect(page.locator(".category__count").textContent()).resolves.toBe(`${oled55.length} productos`);
  await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Televisores");
}

describe("the header's search for a category and its spec words (375 px)", () => {
  it("'tv oled 55' sent from the header opens Televisores filtered on the client, and the results page is not left in the history", async () => {
    expect(oled55.length).toBeGreaterThan(1);
    const { page, errors } = await openPage(chromium.browser, `${server.url}/`, PHONE);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await headerBox(page).fill("tv oled 55");
    await headerBox(page).press("Enter");
    await page.waitForURL(`${server.url}/categoria/tv?q=oled+55`);
    await expectOled55(page);
    // On the client, without a page load; Back goes to where the search was made, not to /buscar.
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    await page.goBack();
    await page.waitForURL(`${server.url}/`);
    expect(errors).toEqual([]);
  });

  it("the suggestions offer that listing first, reached with the keyboard", async () => {
    // CSP bypassed for axe-core's script only.
    const { page, errors } = await pool.pages.open(`${server.url}/`, { viewport: PHONE, bypassCSP: true });
    await waitForHydration(page);
    const box = headerBox(page);
    await box.fill("tv oled 55");
    const listing = listbox(page).locator(".site-search__listing");
    await expect.poll(() => listing.textContent()).toBe(`Ver Televisores: Tamaño de pantalla: 55" · Tipo de panel: OLED ${oled55.length} resultados`);
    await expect(listing.getAttribute("role")).resolves.toBe("option");
    // Options and groups as the combobox pattern has them, named, and the rest of the page clean too.
    expect(await axeViolations(page)).toEqual([]);
    await box.press("ArrowDown");
    await expect.poll(() => box.getAttribute("aria-activedescendant")).toBe(await listing.getAttribute("id"));
    await box.press("Enter");
    await page.waitForURL(`${server.url}/categoria/tv?q=oled+55`);
    await expectOled55(page);
    expect(errors).toEqual([]);
  });

  it("a group's heading is an option that opens its category's listing with the term", async () => {
    const { page, errors } = await openPage(chromium.browser, `${server.url}/`, PHONE);
    const box = headerBox(page);
    await box.fill("samsung");
    const heading = listbox(page).locator(".site-search__heading").first();
    await heading.waitFor();
    await expect(heading.getAttribute("role")).resolves.toBe("option");
    const group = (await heading.textContent())!;
    const category = Object.entries({ Televisores: "tv", Móviles: "mobile", Tablets: "tablet", Auriculares: "headphones" }).find(([name]) =>
      group.startsWith(name),
    );
    expect(category, group).toBeDefined();
    await box.press("ArrowDown");
    await expect.poll(() => box.getAttribute("aria-activedescendant")).toBe(await heading.getAttribute("id"));
    await box.press("Enter");
    await page.waitForURL(`${server.url}/categoria/${category![1]}?q=samsung`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(category![0]);
    expect(errors).toEqual([]);
  });

  it("'anc' typed in the TV listing finds nothing there and links to the noise-cancelling headphones", async () => {
    expect(withAnc.length).toBeGreaterThan(0);
    const { page, errors } = await openPage(chromium.browser, `${server.url}/categoria/tv`, PHONE);
    await page.getByLabel("Buscar en televisores").fill("anc");
    await page.getByRole("heading", { name: "No se encontraron productos" }).waitFor();
    await expect(page.getByText('No hay resultados para "anc"').isVisible()).resolves.toBe(true);
    const link = page.getByRole("link", { name: `${withAnc.length} resultados en Auriculares` });
    await expect(link.getAttribute("href")).resolves.toBe("/categoria/headphones?q=anc");
    await link.click();
    await page.waitForURL(/\/categoria\/headphones\?/);
    await expect.poll(() => page.locator(".category__count").textContent()).toBe(`${withAnc.length} productos`);
    expect(errors).toEqual([]);
  });
});
