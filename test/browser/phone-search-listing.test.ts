import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { connectChromium, sharedServerUrl } from "./support/shared";
import { clickWhenSettled, openPage, unnamedControls } from "./support/page-checks";
import { afterFrames } from "./support/listing-scroll";

/**
 * Searching and listing on a phone, in a real browser on the sample catalogue, at a phone's 375×812 where the behaviour
 * is the same at every width and at 1440×900 too where it differs: the header search as a WAI-ARIA
 * combobox, the listing's chips and the phone's 'Filtros (N)' drawer on the client, the way back to a
 * listing, two cards a row on phones. What the worker's HTML and answers decide (the suggestions, the
 * chips as links, availability on cards, the search hint): test/worker/search-suggest.test.ts,
 * listing-html-first.test.ts; the search box's hint as it is typed: test/ui/search-box.test.tsx; the
 * price range as it is typed: listing-thumb-layout.test.ts; a search with no results here:
 * search-intent.test.ts.
 */
const server = { url: sharedServerUrl() };
let browser: Browser;

beforeAll(async () => {
  browser = await connectChromium();
  // Build every category once, before any test waits on a suggestion (a cold build takes seconds).
  expect((await fetch(`${server.url}/api/search/suggest?q=samsung`, { signal: AbortSignal.timeout(100_000) })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

const open = (width: number, path: string) =>
  openPage(
    browser,
    server.url + path,
    SIZES.find((s) => s.width === width)!,
  );

const combobox = (page: Page) => page.getByRole("combobox", { name: "Buscar productos en todas las categorías" });
const listbox = (page: Page) => page.getByRole("listbox", { name: "Sugerencias de búsqueda" });
/** The products suggested (each group's heading is an option too: its category's listing). */
const optionNames = (page: Page) => listbox(page).locator(".site-search__option").allTextContents();
const headings = (page: Page) => listbox(page).locator(".site-search__heading").allTextContents();
const count = (page: Page) => page.locator(".category__count").textContent();
const visibleCards = (page: Page) =>
  page.locator(".product-grid--category .product-card").evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);
const products = (n: number) => (n === 1 ? "1 producto" : `${n} productos`);

/** Types a term into the header search and waits for its suggestions (they come 500 ms after typing stops). */
async function suggest(page: Page, term: string): Promise<void> {
  await combobox(page).fill(term);
  await listbox(page).waitFor();
}

describe("the header search, from any page, across every category", () => {
  it("works by keyboard as a combobox: ArrowDown/ArrowUp move, Enter opens the product, Escape or a press outside closes (375 px)", async () => {
    // On a product page: the search is in the header everywhere.
    const { page, errors } = await open(375, `/productos/tv/${SAMPLE_CATALOGUE.tv[0].id}`);
    const box = combobox(page);
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("false");
    await box.focus();
    // Fewer than 3 characters ask for nothing, even after the pause, and the pause itself:
    // test/ui/header-search.test.tsx, with fake timers. What is suggested: test/worker/search-suggest.test.ts.
    await suggest(page, "samsumg");
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(box.getAttribute("aria-controls")).resolves.toBe(await listbox(page).getAttribute("id"));
    const names = await optionNames(page);
    expect(names.length).toBeGreaterThan(5);
    expect(names.every((n) => n.startsWith("Samsung "))).toBe(true);
    // Grouped under the categories' Spanish names.
    const groups = await headings(page);
    expect(groups.some((h) => h.startsWith("Televisores"))).toBe(true);
    expect(groups.some((h) => h.startsWith("Móviles"))).toBe(true);
    await expect(listbox(page).getByRole("group").count()).resolves.toBe(groups.length);

    // A press outside closes the list: in the page's left margin at the bottom of the screen, below the list.
    await page.mouse.click(4, 812 - 4);
    await expect.poll(() => listbox(page).isVisible()).toBe(false);
    await expect(box.getAttribute("aria-expanded")).resolves.toBe("false");

    const options = listbox(page).getByRole("option");
    await box.press("ArrowDown");
    await expect.poll(() => box.getAttribute("aria-activedescendant")).toBe(await options.nth(0).getAttribute("id"));
    await expect(options.nth(0).getAttribute("aria-selected")).resolves.toBe("true");
    await box.press("ArrowDown");
    await expect.poll(() => box.getAttribute("aria-activedescendant")).toBe(await options.nth(1).getAttribute("id"));
    await box.press("ArrowUp");
    await expect.poll(() => box.getAttribute("aria-activedescendant")).toBe(await options.nth(0).getAttribute("id"));
    await box.press("Escape");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("false");
    await expect(box.getAttribute("aria-activedescendant")).resolves.toBeNull();
    await expect(listbox(page).isVisible()).resolves.toBe(false);

    // ArrowDown reopens on the first (the first group's heading), the next is its first product;
    // Enter opens it, on the client (no page load).
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await box.press("ArrowDown");
    await expect.poll(() => box.getAttribute("aria-activedescendant")).toBe(await options.nth(0).getAttribute("id"));
    await box.press("ArrowDown");
    await expect.poll(() => box.getAttribute("aria-activedescendant")).toBe(await options.nth(1).getAttribute("id"));
    const first = (await options.nth(1).textContent())!;
    await box.press("Enter");
    await page.waitForURL(/\/productos\/[a-z]+\/[^/]+$/);
    await page
      .getByRole("heading", { level: 1 })
      .filter({ hasText: first.replace(/\s*[\d.,]+\s*€$/, "").replace(/^Samsung\s*/, "") })
      .first()
      .waitFor();
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    expect(await unnamedControls(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("the listing's filters in view", () => {
  const tvs = SAMPLE_CATALOGUE.tv;
  const price = (r: (typeof tvs)[number]) => Number((r as unknown as { amazon: { price: number } }).amazon.price);

  it("takes a chip off on the client, and 'Limpiar' takes them all (375 px)", async () => {
    const { page, errors } = await open(375, "/categoria/tv?marca=LG&marca=Samsung&precio=300..1000");
    const chips = page.getByRole("list", { name: "Filtros activos" }).getByRole("button", { name: /^Quitar / });
    await showAllChips(page);
    await expect(chips.allTextContents()).resolves.toEqual(["Marca: LG", "Marca: Samsung", "Precio: 300–1.000 €"]);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("button", { name: "Quitar Marca: Samsung" }).click();
    await page.waitForURL((url) => !url.search.includes("Samsung"));
    const lg = tvs.filter((r) => r.brand === "LG" && price(r) >= 300 && price(r) <= 1000).length;
    await expect.poll(() => count(page)).toBe(products(lg));
    await expect(chips.allTextContents()).resolves.toEqual(["Marca: LG", "Precio: 300–1.000 €"]);
    await page.getByRole("button", { name: "Limpiar todos los filtros" }).click();
    await expect.poll(() => count(page)).toBe(products(tvs.length));
    await expect(page.getByRole("list", { name: "Filtros activos" }).count()).resolves.toBe(0);
    expect(new URL(page.url()).search).toBe("");
    // On the client: the page that was loaded is still the one showing. (Which chips and links the
    // worker draws, 'Limpiar' with more than one: test/worker/listing-html-first.test.ts.)
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("counts the active filters on the phone's 'Filtros' button, and 'Ver N resultados' closes the drawer (375 px)", async () => {
    const { page } = await open(375, "/categoria/tv?marca=LG&precio=300..1000");
    const toggle = page.locator("#filters-toggle");
    await expect(toggle.textContent()).resolves.toBe(" Filtros (2)");
    await showAllChips(page);
    await page.getByRole("button", { name: "Quitar Precio: 300–1.000 €" }).click();
    await expect.poll(() => toggle.textContent()).toBe(" Filtros (1)");
    await toggle.click();
    await page.locator("#filters").waitFor();
    await page.getByRole("checkbox", { name: /^Samsung/ }).check();
    const shown = tvs.filter((r) => r.brand === "LG" || r.brand === "Samsung").length;
    const apply = page.getByRole("button", { name: `Ver ${shown} resultados` });
    await apply.waitFor();
    await expect.poll(() => toggle.textContent()).toBe(" Filtros (1)");
    await apply.click();
    await expect.poll(() => page.locator("#filters").isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("filters-toggle");
    await expect(count(page)).resolves.toBe(products(shown));
  });

  it("has no 'Ver N resultados' beside the desktop sidebar, where the results are in view (1440 px)", async () => {
    const { page } = await open(1440, "/categoria/tv?marca=LG");
    await expect(page.getByRole("button", { name: /^Ver \d+ resultados?$/ }).isVisible()).resolves.toBe(false);
  });
});

describe("cards and the way back", () => {
  it("going back from a product returns the listing to the pages and the card the shopper had; a new visit starts at the top (375 px)", async () => {
    const { page } = await open(375, "/categoria/tv");
    const tvs = SAMPLE_CATALOGUE.tv.length;
    await expect.poll(() => visibleCards(page)).toBe(20);
    await clickWhenSettled(page.getByRole("link", { name: "Cargar más Productos" }));
    await expect.poll(() => visibleCards(page)).toBe(tvs);
    const cells = page.locator(".product-grid--category > li");
    const target = cells.nth(tvs - 1);
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -150));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    // Cards that came into view take their drawn height in the next frames: measure once they have.
    await afterFrames(page);
    const before = await target.evaluate((el) => el.getBoundingClientRect().top);
    const href = (await target.locator("a").first().getAttribute("href"))!;
    await target.locator("a").first().click();
    await page.waitForURL(server.url + href);
    // A new view starts at the top (PRODUCT-RULES.md, Screens and routes).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(`${server.url}/categoria/tv`);
    await expect.poll(() => visibleCards(page)).toBe(tvs);
    await expect(page.getByRole("link", { name: "Cargar más Productos" }).count()).resolves.toBe(0);
    // Where it was, to the pixel: scroll positions are whole pixels, layout is not, so a card whose
    // top was at 474.5 px may come back at 474.4.
    await expect.poll(() => target.evaluate((el, top) => Math.abs(el.getBoundingClientRect().top - top), before)).toBeLessThanOrEqual(1);

    // Choosing the category again is a new visit: the top, and the first page only. (Scrolled down a
    // listing, the header has slid away: the shopper scrolls up to it.)
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("navigation", { name: "Categorías" }).first().getByRole("link", { name: "Portátiles" }).click();
    await page.waitForURL(`${server.url}/categoria/laptop`);
    await page.getByRole("navigation", { name: "Categorías" }).first().getByRole("link", { name: "Televisores" }).click();
    await page.waitForURL(`${server.url}/categoria/tv`);
    await expect.poll(() => visibleCards(page)).toBe(20);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  });

  it("shows two cards a row at 375 px, so the first screen holds more than two products; four at 1440 px", async () => {
    for (const { width, height } of SIZES) {
      const { page } = await open(width, "/categoria/tv");
      await expect.poll(() => visibleCards(page)).toBe(width === 375 ? 20 : SAMPLE_CATALOGUE.tv.length);
      const boxes = await page.locator(".product-grid--category .product-card").evaluateAll((cards) =>
        cards.slice(0, 6).map((c) => {
          const r = c.getBoundingClientRect();
          return { top: Math.round(r.top), left: Math.round(r.left), width: r.width };
        }),
      );
      const perRow = boxes.filter((b) => b.top === boxes[0].top).length;
      expect(perRow, `${width} px`).toBe(width === 375 ? 2 : 4);
      expect(Math.min(...boxes.map((b) => b.width)), `${width} px`).toBeGreaterThan(150);
      const inFirstScreen = await page
        .locator(".product-grid--category .product-card")
        .evaluateAll((cards, h) => cards.filter((c) => c.getBoundingClientRect().top < h).length, height);
      expect(inFirstScreen, `${width} px`).toBeGreaterThan(2);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(width);
    }
  });
});

/** On a phone the chips that do not fit wait behind '+N' (uses.test.ts tests it): opened, when there. */
async function showAllChips(page: Page): Promise<void> {
  const more = page.getByRole("button", { name: /^Ver \d+ filtros? más$/ });
  if (await more.count()) await more.click();
  await expect.poll(() => more.count()).toBe(0);
}
