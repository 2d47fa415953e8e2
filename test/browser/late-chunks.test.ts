import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { comparePath } from "../../shared/routes";
import { waitForHydration } from "./support/page-checks";
import { sharedServerUrl, usePagePool } from "./support/shared";

/**
 * What the first scripts leave out comes later, and the page works before it does: the listing's
 * filter panel (its own chunk, fetched while the page hydrates) and the comparison's row rules
 * (fetched once it has). Each chunk is held back here, as on a slow link, while the shopper taps.
 */
const server = { url: sharedServerUrl() };
const pool = usePagePool();

const FILTER_PANEL_CHUNK = /\/assets\/chunks\/FilterSidebar-[^/]+\.js$/;
const COMPARISON_RULES_CHUNK = /\/assets\/chunks\/compare-[^/]+\.js$/;
const USES_CHUNK = /\/assets\/chunks\/UsesRow-[^/]+\.js$/;
const COMPARISON_SUMMARY_CHUNK = /\/assets\/chunks\/CompareVerdictSection-[^/]+\.js$/;

const tvs = SAMPLE_CATALOGUE.tv;
const oleds = tvs.filter((r) => (r.specs as { display: { panelType?: string } }).display.panelType === "OLED").length;
const products = (n: number) => (n === 1 ? "1 producto" : `${n} productos`);
const count = (page: Page) => page.locator(".category__count").textContent();
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated);

/** Holds every request for a chunk matching `pattern` until `release()`. */
async function holdChunk(page: Page, pattern: RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return { release };
}

/** A link to `path` followed as the app follows its own links (a client navigation), from `page`. */
const followLink = (page: Page, path: string) =>
  page.evaluate((href) => {
    const link = Object.assign(document.createElement("a"), { href, textContent: href });
    document.body.appendChild(link);
    link.click();
  }, path);

/**
 * Opens `path` with the chunk matching `pattern` held until `release()`; resolves once the page has
 * asked for it (the rest of its scripts are running by then).
 */
async function openWithChunkHeld(
  path: string,
  pattern: RegExp,
  options: { width: number; height: number; phone: boolean },
): Promise<{ page: Page; errors: string[]; asked: Promise<number>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let markAsked = (_at: number) => {};
  const asked = new Promise<number>((resolve) => (markAsked = resolve));
  const { page, errors } = await pool.pages.open(`${server.url}/`, {
    viewport: { width: options.width, height: options.height },
    isMobile: options.phone,
    hasTouch: options.phone,
  });
  await waitForHydration(page);
  await page.route(pattern, async (route: Route) => {
    markAsked(Date.now());
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto(server.url + path, { waitUntil: "commit" });
  return { page, errors, asked, release };
}

describe("the listing's filter panel arriving late (375 px, touch)", () => {
  const phone = { width: 375, height: 812, phone: true };
  const oledOption = (page: Page) => page.locator("#filters").getByRole("group", { name: "Tipo de panel" }).locator("label").filter({ hasText: /^OLED/ });

  it("'Filtros' and 'OLED' tapped before it arrives: the drawer opens at once, the filter applies when it has", async () => {
    const { page, errors, asked, release } = await openWithChunkHeld("/categoria/tv", FILTER_PANEL_CHUNK, phone);
    await asked;
    await page.getByRole("button", { name: "Filtros", exact: true }).tap();
    await expect.poll(() => page.locator("#filters").isVisible()).toBe(true);
    await oledOption(page).locator(".filter__option-label").tap();
    await expect(oledOption(page).getByRole("checkbox").isChecked()).resolves.toBe(true);
    expect(await hydrated(page), "the page waits for its filter panel").toBeUndefined();
    await expect(count(page)).resolves.toBe(products(tvs.length));

    release();
    await waitForHydration(page);
    await page.waitForURL(/display\.panelType=OLED/);
    await expect.poll(() => count(page)).toBe(products(oleds));
    // The drawer stays open, now the modal dialog, the option still ticked.
    await expect.poll(() => page.locator("#filters").evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
    await expect(oledOption(page).getByRole("checkbox").isChecked()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("'Aplicar filtros' before it arrives sends the form: the worker answers with the filter applied", async () => {
    const { page, asked, release } = await openWithChunkHeld("/categoria/tv", FILTER_PANEL_CHUNK, phone);
    await asked;
    await page.getByRole("button", { name: "Filtros", exact: true }).tap();
    await oledOption(page).locator(".filter__option-label").tap();
    await page.getByRole("button", { name: "Aplicar filtros" }).tap();
    await page.waitForURL(/display\.panelType=OLED/);
    await expect.poll(() => count(page)).toBe(products(oleds));
    release();
    await waitForHydration(page);
    await expect(count(page)).resolves.toBe(products(oleds));
  });
});

/** Each card of the listing's first row: its height and what it shows. */
const firstRow = (page: Page) =>
  page
    .locator(".product-grid--category .product-grid__cell")
    .evaluateAll((cells) =>
      cells.slice(0, 4).map((cell) => `${cell.getBoundingClientRect().height}: ${(cell as HTMLElement).innerText.replace(/\n/g, " | ")}`),
    );

describe("the listing's filter panel arriving late on a client navigation (1440 px)", () => {
  it("the cards take the results' column at once and keep their place when the panel arrives beside them", async () => {
    const { page, errors } = await pool.pages.open(`${server.url}/`, { viewport: { width: 1440, height: 900 } });
    await waitForHydration(page);
    const { release } = await holdChunk(page, FILTER_PANEL_CHUNK);
    await followLink(page, "/categoria/tv?marca=LG");
    const firstCard = page.locator(".product-grid--category .product-grid__cell").first();
    await firstCard.waitFor();
    const before = await firstCard.boundingBox();
    const rowBefore = await firstRow(page);
    expect(before!.x, "the card starts right of the panel's column").toBeGreaterThan(280);
    release();
    await page.locator("#filters[data-live]").waitFor({ state: "attached" });
    // A row is as tall as its tallest card: what each card of the first row showed says which changed.
    expect(await firstCard.boundingBox(), JSON.stringify({ before: rowBefore, after: await firstRow(page) })).toEqual(before);
    expect(errors).toEqual([]);
  });
});

describe("the listing's filter panel arriving late: filters changed outside it", () => {
  it("a chip taken off before it arrives stays off once it has (the chip loads the listing without it)", async () => {
    const { page, errors, asked, release } = await openWithChunkHeld("/categoria/tv?marca=LG", FILTER_PANEL_CHUNK, { width: 375, height: 812, phone: true });
    await asked;
    const lgs = tvs.filter((r) => r.brand === "LG").length;
    await expect.poll(() => count(page)).toBe(products(lgs));
    await page.getByRole("button", { name: "Quitar Marca: LG" }).tap();
    await page.waitForURL((url) => url.pathname === "/categoria/tv" && !url.searchParams.has("marca"));
    await expect.poll(() => count(page)).toBe(products(tvs.length));
    release();
    await waitForHydration(page);
    // Hydrated, the panel's fields are applied: form-replay.ts runs on the same promise as the code that
    // sets data-hydrated (App.tsx), right after it, so before the test can read it. None says LG any more.
    expect(new URL(page.url()).searchParams.has("marca")).toBe(false);
    await expect(count(page)).resolves.toBe(products(tvs.length));
    expect(errors).toEqual([]);
  });
});

describe("the listing's filter panel arriving late (1440 px)", () => {
  it("a sort chosen before it arrives applies at once, and the panel beside the results stays as the server drew it", async () => {
    const { page, errors, asked, release } = await openWithChunkHeld("/categoria/tv", FILTER_PANEL_CHUNK, { width: 1440, height: 900, phone: false });
    await asked;
    const panelOptions = () => page.locator("#filters input[type=checkbox]").count();
    const before = await panelOptions();
    expect(before).toBeGreaterThan(0);
    await page.getByRole("combobox", { name: "Ordenar por" }).selectOption("precio-asc");
    await page.waitForURL((url) => url.searchParams.get("orden") === "precio-asc");
    await expect.poll(() => count(page)).toBe(products(tvs.length));
    expect(await page.locator("#filters").isVisible()).toBe(true);
    await expect(panelOptions()).resolves.toBe(before);
    expect(await hydrated(page)).toBeUndefined();

    release();
    await waitForHydration(page);
    // Now the panel answers in place, once it has taken over the server's HTML (it says so: panel-live.ts).
    await page.locator("#filters[data-live]").waitFor({ state: "attached" });
    const oled = page.locator("#filters").getByRole("group", { name: "Tipo de panel" }).locator("label").filter({ hasText: /^OLED/ });
    await oled.click();
    await page.waitForURL((url) => url.searchParams.get("display.panelType") === "OLED");
    expect(new URL(page.url()).searchParams.get("orden")).toBe("precio-asc");
    await expect.poll(() => count(page)).toBe(products(oleds));
    expect(errors).toEqual([]);
  });
});

describe("the uses row arriving late (375 px, touch)", () => {
  it("shows as the server drew it, a use tapped opens the listing with its filters, and the use is marked once its code is in", async () => {
    const { page, asked, release } = await openWithChunkHeld("/categoria/tv", USES_CHUNK, { width: 375, height: 812, phone: true });
    await asked;
    const gaming = page.locator(".uses__link", { hasText: "Para gaming" });
    await expect(gaming.isVisible()).resolves.toBe(true);
    const href = (await gaming.getAttribute("href"))!;
    expect(href).toMatch(/^\/categoria\/tv\?/);
    await Promise.all([page.waitForURL(server.url + href), gaming.tap()]);
    release();
    await expect.poll(() => page.locator(".uses__link[aria-current]").textContent()).toContain("Para gaming");
    await expect.poll(() => hydrated(page)).toBe("true");
  });
  it("on a client navigation, shows at once as plain links while its code downloads, so the cards below never move when it arrives", async () => {
    const { page, errors } = await pool.pages.open(`${server.url}/`, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await waitForHydration(page);
    const { release } = await holdChunk(page, USES_CHUNK);
    await page.locator(".category-tabs a", { hasText: "Televisores" }).first().tap();
    const firstCard = page.locator(".product-grid--category .product-grid__cell").first();
    await firstCard.waitFor();
    await expect(page.locator(".uses:not([data-live]) .uses__link", { hasText: "Para gaming" }).isVisible()).resolves.toBe(true);
    const before = await firstCard.boundingBox();
    release();
    await page.locator(".uses[data-live]").waitFor();
    expect(await firstCard.boundingBox()).toEqual(before);
    expect(errors).toEqual([]);
  });
});

describe("the comparison's row rules arriving late", () => {
  const trio = ["samsung-ue43cu7172", "philips-55oled809", "lg-oled65c44la"];

  it("are fetched once the page has hydrated; until then the table shows the worker's rows and 'Solo diferencias' works, and a comparison built in the browser waits for them", async () => {
    const { page, errors, asked, release } = await openWithChunkHeld(comparePath(trio), COMPARISON_RULES_CHUNK, { width: 375, height: 812, phone: true });
    await waitForHydration(page);
    const table = page.locator("table.compare-table");
    expect(await table.locator("td.compare-table__best").count()).toBeGreaterThan(0);
    const allRows = await table.locator("tbody tr").count();
    const differences = page.getByRole("button", { name: "Solo diferencias" });
    await differences.tap();
    await expect.poll(() => table.locator("tbody tr").count()).toBeLessThan(allRows);
    await expect(differences.getAttribute("aria-pressed")).resolves.toBe("true");
    await differences.tap();
    await expect.poll(() => table.locator("tbody tr").count()).toBe(allRows);

    // The page hydrated with the rules held back, and asked for them only after it had.
    const askedAt = await asked;
    const hydratedAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName("comparador:hydrated")[0].startTime);
    expect(askedAt).toBeGreaterThanOrEqual(Math.floor(hydratedAt));

    // A comparison the browser builds itself waits for the rules, with the view's outline meanwhile.
    const [first] = SAMPLE_CATALOGUE.tv.filter((r) => r.id === trio[0]);
    await page.getByRole("button", { name: `Quitar ${first.brand} ${first.model} de la comparación` }).tap();
    await page.waitForURL(server.url + comparePath(trio.slice(1)));
    // Its products are in (the view no longer loads its data) while its rules are still held: the
    // view's outline shows, never the notice that the page failed.
    await page.locator('main[aria-busy="false"]').waitFor({ state: "attached" });
    await page.locator('.view-skeleton[data-view="compare"]:visible').waitFor();
    await expect(page.locator("main .notice--error").count()).resolves.toBe(0);
    release();
    await expect.poll(() => table.locator("thead th.compare-table__product").count()).toBe(2);
    expect(await table.locator("td.compare-table__best").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

describe("the comparison's summary arriving late on a client navigation (375 px, touch)", () => {
  it("the comparison waits for it and shows with it, so 'Solo diferencias' and the table never move down under a finger", async () => {
    const trio = ["samsung-ue43cu7172", "philips-55oled809", "lg-oled65c44la"];
    const { page, errors } = await pool.pages.open(`${server.url}/`, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await waitForHydration(page);
    const { release } = await holdChunk(page, COMPARISON_SUMMARY_CHUNK);
    // Where 'Solo diferencias' is the moment it enters the page (a mutation observer runs before the next paint).
    await page.evaluate(() => {
      const found = window as unknown as { firstActionsTop?: number };
      new MutationObserver((_, observer) => {
        const actions = document.querySelector(".compare__actions");
        if (!actions) return;
        found.firstActionsTop = actions.getBoundingClientRect().top + window.scrollY;
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await followLink(page, comparePath(trio));
    await page.waitForURL(server.url + comparePath(trio));
    await page.locator('.view-skeleton[data-view="compare"]:visible').waitFor();
    release();
    await page.locator("#compare-verdict-title").waitFor();
    const [first, now] = await page.evaluate(() => [
      (window as unknown as { firstActionsTop?: number }).firstActionsTop,
      document.querySelector(".compare__actions")!.getBoundingClientRect().top + window.scrollY,
    ]);
    expect(first).toBe(now);
    expect(errors).toEqual([]);
  });
});
