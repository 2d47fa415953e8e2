import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { connectChromium, sharedServerUrl } from "./support/shared";
import { availabilityLabel } from "../../shared/availability";
import { chooseOffer, offersOf, type OfferSource } from "../../shared/prices/offers";
import { isPriceFresh } from "../../shared/prices/freshness";
import { sampleShiftDays, shiftSamplePrices } from "../../worker/data/sample-clock";
import { TEXT } from "../../shared/texts";
import { clickWhenSettled, openPage, unnamedControls, waitForHydration } from "./support/page-checks";

/**
 * Issue 15, part B, in a real browser at a phone's 375×812 and a desktop's 1440×900, on the sample
 * catalogue: the header search (a WAI-ARIA combobox that forgives typos), "N resultados en
 * Móviles", the listing's chips, counts, drawer button, price typing, availability on cards, the
 * way back to a listing, two cards a row on phones, and the search hint.
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
  for (const { width } of SIZES) {
    it(`works by keyboard as a combobox: ArrowDown/ArrowUp move, Enter opens the product, Escape closes (${width} px)`, async () => {
      // On a product page at 375 px, on the home page at 1440 px: the search is in the header everywhere.
      const { page, errors } = await open(width, width === 375 ? `/productos/tv/${SAMPLE_CATALOGUE.tv[0].id}` : "/");
      const box = combobox(page);
      await expect(box.getAttribute("aria-expanded")).resolves.toBe("false");
      await box.focus();
      // Fewer than 3 characters ask for nothing, even after the pause, and the pause itself:
      // test/ui/header-search.test.tsx, with fake timers.
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
  }

  it('forgives what shoppers type: "iphone 15" and "galaxy s24" show the nearest models, accents and case never matter (375 px)', async () => {
    const { page } = await open(375, "/categoria/tv");
    await suggest(page, "iphone 15");
    await expect
      .poll(() => optionNames(page))
      .toEqual([
        expect.stringMatching(/^Apple iPhone 15\b/),
        expect.stringMatching(/^Apple iPhone 16\b/),
        expect.stringMatching(/^Apple iPhone 16 Pro\b/),
        expect.stringMatching(/^Apple iPhone 16e\b/),
      ]);
    expect((await headings(page))[0]).toMatch(/^Móviles/);
    await suggest(page, "GALÁXY S24");
    await expect
      .poll(async () => (await optionNames(page)).map((n) => n.replace(/\s*[\d.,]+\s*€$/, "")))
      .toEqual(["Samsung Galaxy S25", "Samsung Galaxy S25 Ultra", "Samsung Galaxy S25+"]);
    // A press outside closes the list.
    await page.mouse.click(200, 600);
    await expect.poll(() => listbox(page).isVisible()).toBe(false);
  });

  it("Enter with no suggestion chosen goes to the results page on the client, whose group links to the listing with the term (1440 px)", async () => {
    const { page, errors } = await open(1440, "/");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await suggest(page, "iphone 15");
    await combobox(page).press("Enter");
    await page.waitForURL(`${server.url}/buscar?q=iphone+15`);
    await page.getByRole("heading", { level: 1, name: "Resultados de «iphone 15»" }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    await page.getByRole("link", { name: "Ver el resultado en Móviles" }).click();
    await page.waitForURL(`${server.url}/categoria/mobile?q=iphone+15`);
    await expect.poll(() => count(page)).toBe(products(1));
    expect(errors).toEqual([]);
  });
});

describe("a search with no results here says where it has some", () => {
  const iphones = SAMPLE_CATALOGUE.mobile.filter((r) => String(r.model).toLowerCase().includes("iphone")).length;
  for (const { width } of SIZES) {
    it(`"${iphones} resultados en Móviles" under the seed's empty text, a link to that listing (${width} px)`, async () => {
      const { page, errors } = await open(width, "/categoria/tv?q=iphone");
      await page.getByText("No se encontraron productos").waitFor();
      await page.getByText('No hay resultados para "iphone"').waitFor();
      const link = page.getByRole("link", { name: `${iphones} resultados en Móviles` });
      await link.click();
      await page.waitForURL(`${server.url}/categoria/mobile?q=iphone`);
      await expect.poll(() => count(page)).toBe(products(iphones));
      expect(errors).toEqual([]);
    });
  }
});

describe("the listing's filters in view", () => {
  const tvs = SAMPLE_CATALOGUE.tv;
  const price = (r: (typeof tvs)[number]) => Number((r as unknown as { amazon: { price: number } }).amazon.price);

  for (const { width } of SIZES) {
    it(`shows active filters as chips that remove them, 'Limpiar' with more than one (${width} px)`, async () => {
      const { page, errors } = await open(width, "/categoria/tv?marca=LG&marca=Samsung&precio=300..1000");
      const chips = page.getByRole("list", { name: "Filtros activos" }).getByRole("button");
      await expect(chips.allTextContents()).resolves.toEqual(["Marca: LG", "Marca: Samsung", "Precio: 300–1.000 €"]);
      await page.getByRole("button", { name: "Quitar Marca: Samsung" }).click();
      await page.waitForURL((url) => !url.search.includes("Samsung"));
      const lg = tvs.filter((r) => r.brand === "LG" && price(r) >= 300 && price(r) <= 1000).length;
      await expect.poll(() => count(page)).toBe(products(lg));
      await expect(chips.allTextContents()).resolves.toEqual(["Marca: LG", "Precio: 300–1.000 €"]);
      await page.getByRole("button", { name: "Limpiar todos los filtros" }).click();
      await expect.poll(() => count(page)).toBe(products(tvs.length));
      await expect(page.getByRole("list", { name: "Filtros activos" }).count()).resolves.toBe(0);
      expect(new URL(page.url()).search).toBe("");
      // One chip: no 'Limpiar' beside it.
      await page.goto(`${server.url}/categoria/tv?marca=LG`);
      await waitForHydration(page);
      await expect(chips.count()).resolves.toBe(1);
      await expect(page.getByRole("button", { name: "Limpiar todos los filtros" }).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    });
  }

  it("counts the active filters on the phone's 'Filtros' button, and 'Ver N resultados' closes the drawer (375 px)", async () => {
    const { page } = await open(375, "/categoria/tv?marca=LG&precio=300..1000");
    const toggle = page.locator("#filters-toggle");
    await expect(toggle.textContent()).resolves.toBe(" Filtros (2)");
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

  for (const { width } of SIZES) {
    it(`applies the price range as the shopper types, with no Enter and without leaving the box (${width} px)`, async () => {
      const { page } = await open(width, "/categoria/tv");
      if (width === 375) {
        await page.locator("#filters-toggle").click();
        await page.locator("#filters").waitFor();
      }
      const max = page.getByRole("spinbutton", { name: "Precio máximo (€)" });
      await max.click();
      await max.pressSequentially("1000", { delay: 60 });
      await page.waitForURL(/precio=\.\.1000/);
      await expect.poll(() => count(page)).toBe(products(tvs.filter((r) => price(r) <= 1000).length));
      // The box kept the focus and what was typed: the shopper can go on typing.
      await expect(max.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(max.inputValue()).resolves.toBe("1000");
      // "100" is below every TV's price: while the shopper is still typing it waits (no flash of
      // 'Ver 0 resultados'); leaving the box applies it as typed.
      await max.press("Backspace");
      await expect(max.inputValue()).resolves.toBe("100");
      await page.waitForTimeout(1_000);
      expect(new URL(page.url()).searchParams.get("precio")).toBe("..1000");
      await max.press("Tab");
      await page.waitForURL(/precio=\.\.100(?!0)/);
      await expect.poll(() => count(page)).toBe(products(0));
    });
  }
});

describe("cards and the way back", () => {
  for (const { width } of SIZES) {
    it(`cards say when a product is not in stock: Agotado, Pre-orden, Stock limitado (${width} px)`, async () => {
      // With offers from several shops no one sample category has all three any more (the TV on
      // pre-order is in stock at another shop): TVs and laptops together do.
      const labels = new Set<string>();
      const now = Date.now();
      for (const category of ["tv", "laptop"] as const) {
        const { page } = await open(width, `/categoria/${category}`);
        await expect.poll(() => visibleCards(page)).toBe(width === 375 ? 20 : SAMPLE_CATALOGUE[category].length);
        const shown = await page.locator(".product-grid--category .product-card").evaluateAll((cards) =>
          cards
            .filter((c) => (c as HTMLElement).offsetParent !== null)
            .map((c) => ({
              id: c.querySelector("a")!.getAttribute("href")!.split("/").pop()!,
              availability: c.querySelector(".product-card__availability")?.textContent ?? null,
            })),
        );
        for (const { id, availability } of shown) {
          // A card's availability is that of the offer whose price it shows (the best current offer
          // across shops, as served: the sample's price dates moved to today), not Amazon's alone.
          const record = shiftSamplePrices(
            SAMPLE_CATALOGUE[category].find((r) => r.id === id)!,
            sampleShiftDays(now),
          );
          const choice = chooseOffer(offersOf(record as unknown as OfferSource), (offer) => isPriceFresh(offer.checkedAt, now));
          const value = choice?.fresh ? choice.offer.availability : undefined;
          expect(availability, id).toBe(value && value !== "InStock" ? availabilityLabel(value) : null);
          if (availability) labels.add(availability);
        }
      }
      expect([...labels].sort()).toEqual(["Agotado", "Pre-orden", "Stock limitado"]);
    });
  }

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
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
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
    await expect.poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(Math.round(before));

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

  it("going back returns the scroll position on a desktop too (1440 px)", async () => {
    const { page } = await open(1440, "/categoria/laptop");
    const cells = page.locator(".product-grid--category > li");
    const target = cells.nth(13);
    await target.scrollIntoViewIfNeeded();
    const before = await target.evaluate((el) => el.getBoundingClientRect().top);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await target.locator("a").first().click();
    await page.waitForURL(/\/productos\/laptop\//);
    await page.goBack();
    await page.waitForURL(`${server.url}/categoria/laptop`);
    await expect.poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(Math.round(before));
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

  for (const { width } of SIZES) {
    it(`the 'Introduce al menos 3 caracteres' hint goes once the term is long enough (${width} px)`, async () => {
      const { page } = await open(width, "/categoria/tv");
      const search = page.getByRole("searchbox", { name: "Buscar en televisores" });
      const hint = page.getByText(TEXT.searchHint);
      await expect(hint.isVisible()).resolves.toBe(true);
      await search.fill("sa");
      await expect(hint.isVisible()).resolves.toBe(true);
      await search.fill("sam");
      await expect.poll(() => hint.count()).toBe(0);
      await search.fill("  sa ");
      await expect.poll(() => hint.isVisible()).toBe(true);
    });
  }
});
