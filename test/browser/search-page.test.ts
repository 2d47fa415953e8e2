import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { TEXT } from "../../shared/texts";
import { axeViolations } from "./support/axe";
import { keyboardWalk } from "./support/focus-checks";
import { waitForHydration } from "./support/page-checks";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { SIZES } from "./support/sizes";

/**
 * The header search's results page (/buscar) at a phone's 375×812 and a desktop's 1440×900: reached
 * from the home page's header form with JavaScript off (a plain GET form), and on the client with it.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();

beforeAll(async () => {
  // Build every category once before the tests (a cold build takes seconds).
  expect((await fetch(`${server.url}/api/search/suggest?q=samsung`, { signal: AbortSignal.timeout(100_000) })).status).toBe(200);
}, 180_000);

const samsung = (category: keyof typeof SAMPLE_CATALOGUE) => SAMPLE_CATALOGUE[category].filter((r) => r.brand === "Samsung").length;
const headerBox = (page: Page) => page.locator("header .site-search__input");

/** Whether a shopper sees it: in the layout, not clipped to a pixel as screen-reader-only text is. */
const seen = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 20 && box.height > 8 && getComputedStyle(el).visibility === "visible";
    });

describe.each(SIZES)("/buscar without JavaScript at $name", (size) => {
  const open = (path: string) =>
    pool.pages.open(server.url + path, {
      viewport: { width: size.width, height: size.height },
      isMobile: size.phone,
      hasTouch: size.phone,
      javaScriptEnabled: false,
    });

  /** Types into the home page's header search and sends it with its button, as a shopper would. */
  async function searchFromHome(term: string): Promise<Page> {
    const { page } = await open("/");
    await headerBox(page).fill(term);
    await Promise.all([page.waitForURL(/\/buscar\?/), page.locator("header").getByRole("button", { name: "Buscar" }).click()]);
    return page;
  }

  it("the header form leads to the results, grouped by category, each group to its listing with the term", async () => {
    const page = await searchFromHome("samsung");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/buscar?q=samsung");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Resultados de «samsung»");
    const groups = await page.locator(".search-page__group h2").allTextContents();
    expect(groups).toEqual(expect.arrayContaining([`Televisores ${samsung("tv")} resultados`, `Móviles ${samsung("mobile")} resultados`]));
    for (const heading of await page.locator(".search-page__group h2").all()) expect(await heading.isVisible()).toBe(true);
    await expect(page.locator(".search-page__group").first().locator(".product-card").count()).resolves.toBeGreaterThan(0);

    // The TV group's link opens the TV listing with the term, rendered by the worker.
    const link = page.getByRole("link", { name: `Ver los ${samsung("tv")} resultados en Televisores` });
    await expect(link.getAttribute("href")).resolves.toBe("/categoria/tv?q=samsung");
    await Promise.all([page.waitForURL(`${server.url}/categoria/tv?q=samsung`), link.click()]);
    await expect(page.locator(".category__count").textContent()).resolves.toBe(`${samsung("tv")} productos`);
  });

  it("says in visible text that nothing matched, and hints a too-short term", async () => {
    const page = await searchFromHome("zxqwvz");
    await expect(seen(page, "No se encontraron productos")).resolves.toBe(true);
    await expect(seen(page, 'No hay resultados para "zxqwvz"')).resolves.toBe(true);
    // A term long enough to search needs no hint under the box.
    await expect(page.locator("#search-page-hint").count()).resolves.toBe(0);

    // The results page's own form sends a new term without JavaScript too.
    await page.getByLabel("Marca o modelo").fill("ab");
    await Promise.all([page.waitForURL(/\/buscar\?q=ab$/), page.getByRole("main").getByRole("button", { name: "Buscar" }).click()]);
    await expect(page.locator(".search-page .notice").textContent()).resolves.toBe(TEXT.searchHint);
    await expect(seen(page, TEXT.searchHint)).resolves.toBe(true);
    await expect(page.locator("#search-page-hint").textContent()).resolves.toBe(TEXT.searchHint);
  });

  it("has no sideways scroll", async () => {
    const page = await searchFromHome("samsung");
    await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBe(0);
  });
});

describe.each(SIZES)("/buscar with JavaScript at $name", (size) => {
  const open = (path: string, bypassCSP = false) =>
    pool.pages.open(server.url + path, { viewport: { width: size.width, height: size.height }, isMobile: size.phone, hasTouch: size.phone, bypassCSP });

  it("the page's own form searches again on the client, and a group link opens the listing", async () => {
    const { page, errors } = await open("/buscar?q=samsung");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    // The hint under the box follows what is typed: none for "samsung", shown for "ip", gone again.
    const hint = page.locator("#search-page-hint");
    await expect(hint.count()).resolves.toBe(0);
    await page.getByLabel("Marca o modelo").fill("ip");
    await expect.poll(() => hint.textContent()).toBe(TEXT.searchHint);
    await expect(page.getByLabel("Marca o modelo").getAttribute("aria-describedby")).resolves.toBe("search-page-hint");
    await page.getByLabel("Marca o modelo").fill("iphone");
    await expect.poll(() => hint.count()).toBe(0);
    await page.getByLabel("Marca o modelo").press("Enter");
    await page.waitForURL(`${server.url}/buscar?q=iphone`);
    await page.getByRole("heading", { level: 1, name: "Resultados de «iphone»" }).waitFor();
    const iphones = SAMPLE_CATALOGUE.mobile.filter((r) => String(r.model).toLowerCase().includes("iphone")).length;
    await page.getByRole("link", { name: `Ver los ${iphones} resultados en Móviles` }).click();
    await page.waitForURL(`${server.url}/categoria/mobile?q=iphone`);
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("has no axe-core violations, and a keyboard walk shows focus at every stop", async () => {
    const { page } = await open("/buscar?q=samsung", true);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    const { page: walked } = await open("/buscar?q=samsung");
    await waitForHydration(walked);
    expect(await keyboardWalk(walked, 60)).toEqual([]);
  });
});
