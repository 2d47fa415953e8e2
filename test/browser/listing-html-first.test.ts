import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { waitForHydration } from "./support/page-checks";
import { SIZES, type ScreenSize } from "./support/sizes";

/**
 * The category listing as HTML first, what only a browser shows of it: with JavaScript off the filters
 * are in reach (on a phone 'Filtros' opens the drawer as the link's `:target`, on a desktop they are
 * beside the results) and their 'Aplicar filtros' sends them, the sort shows its whole choice beside
 * 'Filtros', a control that needs the script is not shown, and the grid shows one page of cards for the
 * width; and a tap made before the page hydrates (the entry script held back, as on a slow network) is
 * applied once it has. What the worker's HTML decides (the form's fields and the answers to them, the
 * chips, 'Comparar' and 'Cargar más Productos' as links, `?pagina=N`): test/worker/listing-html-first.test.ts.
 */
const sample = { url: sharedServerUrl() };
const pool = usePagePool();

const tvs = SAMPLE_CATALOGUE.tv;
const priceOf = (r: (typeof tvs)[number]) => Number((r as unknown as { amazon: { price: number } }).amazon.price);
const products = (n: number) => (n === 1 ? "1 producto" : `${n} productos`);
const count = (page: Page) => page.locator(".category__count").textContent();
const visibleCards = (page: Page) =>
  page.locator(".product-grid--category .product-card").evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);
const shownPrices = (page: Page) =>
  page.locator(".product-grid--category .product-card").evaluateAll((els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) =>
        Number(
          e
            .querySelector(".product-card__price")!
            .textContent!.replace(/[^\d,]/g, "")
            .replace(",", "."),
        ),
      ),
  );

/** A page with JavaScript off (as a visitor who disabled it, or a browser whose script failed). */
async function openWithoutScript(size: ScreenSize, url: string): Promise<Page> {
  const { page } = await pool.pages.open(url, {
    viewport: { width: size.width, height: size.height },
    javaScriptEnabled: false,
    isMobile: size.phone,
    hasTouch: size.phone,
  });
  await expect(page.evaluate(() => document.documentElement.dataset.hydrated)).resolves.toBeUndefined();
  return page;
}

describe.each(SIZES)("the listing with JavaScript off at $name", (size) => {
  it(
    size.phone
      ? "'Filtros' opens the drawer by its link, and its 'Aplicar filtros' sends the brand ticked and the top price typed"
      : "the filters are beside the results, with their 'Aplicar filtros'",
    async () => {
      const page = await openWithoutScript(size, `${sample.url}/categoria/tv`);
      const filters = page.locator("#filters");
      const apply = page.getByRole("button", { name: "Aplicar filtros" });
      if (!size.phone) {
        await expect(filters.isVisible()).resolves.toBe(true);
        await expect(apply.isVisible()).resolves.toBe(true);
        return;
      }
      await expect(filters.isVisible()).resolves.toBe(false);
      await page.getByRole("button", { name: /^Filtros/ }).tap();
      await page.waitForURL(/#filters$/);
      await expect.poll(() => filters.isVisible()).toBe(true);
      await filters.getByRole("checkbox", { name: /^LG/ }).check();
      await page.getByRole("spinbutton", { name: "Precio máximo (€)" }).fill("1000");
      await apply.tap();
      // The answer to the form's URL is the worker's (test/worker/listing-html-first.test.ts).
      await page.waitForURL((url) => url.searchParams.get("marca") === "LG" && url.searchParams.getAll("precio").includes("1000"));
    },
  );

  it("the sort shows its whole choice beside 'Filtros' and a whole 'Ordenar'; no dead 'Ocultar filtros'; the grid shows one page for the width", async () => {
    // With filters applied 'Filtros (N)' is wider on a phone: the sort still shares its row.
    for (const path of size.phone ? ["/categoria/tv", "/categoria/tv?marca=LG&display.panelType=OLED"] : ["/categoria/tv"]) {
      await sortShowsItsChoice(size, path);
    }
  });

  async function sortShowsItsChoice(size: ScreenSize, path: string): Promise<void> {
    const page = await openWithoutScript(size, sample.url + path);
    const select = page.getByRole("combobox", { name: "Ordenar por" });
    if (size.phone) {
      const filters = await page.getByRole("button", { name: /^Filtros/ }).boundingBox();
      // The same row give or take a border; the next row would be a control's height (44 px) further down.
      expect(Math.abs((await select.boundingBox())!.y - filters!.y), `${path}: the sort beside 'Filtros'`).toBeLessThan(8);
    }
    for (const choice of ["relevancia", "puntuacion"]) {
      await select.selectOption(choice);
      // The chosen words against the room the box gives them (its width less padding and arrow).
      const { text, room } = await select.evaluate((box) => {
        const style = getComputedStyle(box);
        const chosen = (box as unknown as { selectedOptions: { text: string }[] }).selectedOptions[0];
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const ARROW = 20;
        return {
          text: context.measureText(chosen.text).width,
          room: box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW,
        };
      });
      expect(room, `"${choice}" fits its box`).toBeGreaterThanOrEqual(text);
    }
    // A control that needs the script is not offered without it.
    await expect(page.getByRole("button", { name: "Ocultar filtros" }).isVisible()).resolves.toBe(false);
    const submit = await page.getByRole("button", { name: "Ordenar", exact: true }).boundingBox();
    expect(submit!.x).toBeGreaterThanOrEqual(0);
    expect(submit!.x + submit!.width).toBeLessThanOrEqual(size.width);
    if (path !== "/categoria/tv") return;
    // The page holds the widest grid's first page; CSS shows what this width's does: 10 rows of two
    // cards on a phone, and the link to the next page; all 22 TVs at four a row on a desktop.
    await expect(visibleCards(page)).resolves.toBe(size.phone ? 20 : tvs.length);
    if (size.phone) await expect(page.getByRole("link", { name: "Cargar más Productos" }).isVisible()).resolves.toBe(true);
  }
});

describe("a tap before the page has hydrated is not lost (375 px, the entry script held back)", () => {
  /** Holds the page's entry script until `release()`: the page is painted, the app is not running. */
  async function openBeforeHydration(path: string): Promise<{ page: Page; release: () => void }> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page } = await pool.pages.open(`${sample.url}/`, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await waitForHydration(page);
    await page.route(/\/assets\/entry-[^/]+\.js$/, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(sample.url + path, { waitUntil: "commit" });
    await page.locator(".product-grid--category .product-card").first().waitFor();
    await expect(page.evaluate(() => document.documentElement.dataset.hydrated)).resolves.toBeUndefined();
    return { page, release };
  }

  it("'Filtros' then 'OLED' tapped before hydration: the drawer opens at once, and the filter applies once the app runs", async () => {
    const { page, release } = await openBeforeHydration("/categoria/tv");
    await page.getByRole("button", { name: "Filtros", exact: true }).tap();
    await expect.poll(() => page.locator("#filters").isVisible()).toBe(true);
    const oled = page.locator("#filters").getByRole("group", { name: "Tipo de panel" }).locator("label").filter({ hasText: /^OLED/ });
    await oled.locator(".filter__option-label").tap();
    await expect(oled.getByRole("checkbox").isChecked()).resolves.toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    release();
    await waitForHydration(page);
    await page.waitForURL(/display\.panelType=OLED/);
    const oleds = tvs.filter((r) => (r.specs as { display: { panelType?: string } }).display.panelType === "OLED").length;
    await expect.poll(() => count(page)).toBe(products(oleds));
    // The drawer stays open, now the modal dialog, with the option still ticked.
    await expect.poll(() => page.locator("#filters").evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
    await expect(oled.getByRole("checkbox").isChecked()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: `Ver ${oleds} resultados` }).isVisible()).resolves.toBe(true);
  });

  it("a sort chosen and a term typed before hydration apply once the app runs", async () => {
    const { page, release } = await openBeforeHydration("/categoria/tv");
    await page.getByRole("combobox", { name: "Ordenar por" }).selectOption("precio-asc");
    await page.getByRole("searchbox", { name: "Buscar en televisores" }).fill("samsung");
    release();
    await waitForHydration(page);
    await page.waitForURL((url) => url.searchParams.get("orden") === "precio-asc" && url.searchParams.get("q") === "samsung");
    const samsungs = tvs.filter((r) => r.brand === "Samsung").map(priceOf);
    await expect.poll(() => count(page)).toBe(products(samsungs.length));
    await expect.poll(() => shownPrices(page)).toEqual([...samsungs].sort((a, b) => a - b));
  });
});
