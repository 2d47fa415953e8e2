import type { Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { startDevServer, type RunningDevServer } from "../../scripts/lib/dev-server";
import { sharedServerUrl, usePagePool } from "./support/shared";
import { waitForHydration } from "./support/page-checks";

/**
 * The category listing as HTML first: with JavaScript off its filters, sort and search are a GET form
 * the worker answers, 'Filtros' opens the drawer as a link to it, 'Cargar más Productos' is a link to
 * `?pagina=N`, the chips and 'Comparar' are links; and a tap made before the page hydrates (the entry
 * script held back, as on a slow network) is applied once it has.
 */
const sample = { url: sharedServerUrl() };
const pool = usePagePool();
const SYNTHETIC_TVS = 120;
let large: RunningDevServer;

beforeAll(async () => {
  large = await startDevServer({ vars: { SYNTHETIC_PRODUCTS: String(SYNTHETIC_TVS) } });
  expect((await fetch(`${large.url}/api/categories/tv`, { signal: AbortSignal.timeout(120_000) })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await large?.stop();
});

const SIZES = [
  { width: 375, height: 812, phone: true },
  { width: 1440, height: 900, phone: false },
] as const;
type Size = (typeof SIZES)[number];

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
/**
 * Follows a link on a page without script, clicking it again if no navigation came of the click: cards
 * below it take their real height as they near the screen (content-visibility) and move it, and a
 * click can land where it was. (clickWhenSettled waits on animation frames, which need the page's script.)
 */
async function followLink(page: Page, link: Locator, url: RegExp): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await link.click();
    try {
      await page.waitForURL(url, { timeout: 15_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function openWithoutScript(size: Size, url: string): Promise<Page> {
  const { page } = await pool.pages.open(url, {
    viewport: { width: size.width, height: size.height },
    javaScriptEnabled: false,
    isMobile: size.phone,
    hasTouch: size.phone,
  });
  await expect(page.evaluate(() => document.documentElement.dataset.hydrated)).resolves.toBeUndefined();
  return page;
}

/** On a phone the filters are in the drawer: 'Filtros' is a link to it (#filters). */
async function openDrawerWithoutScript(page: Page, size: Size): Promise<void> {
  if (!size.phone) return;
  await expect(page.locator("#filters").isVisible()).resolves.toBe(false);
  await page.getByRole("button", { name: /^Filtros/ }).click();
  await page.waitForURL(/#filters$/);
  await expect.poll(() => page.locator("#filters").isVisible()).toBe(true);
}

describe.each(SIZES)("the listing with JavaScript off at $width px", (size) => {
  it("filters with the drawer's form: a brand and a top price, sent with 'Aplicar filtros'", async () => {
    const page = await openWithoutScript(size, `${sample.url}/categoria/tv`);
    await openDrawerWithoutScript(page, size);
    await page.locator("#filters").getByRole("checkbox", { name: /^LG/ }).check();
    await page.getByRole("spinbutton", { name: "Precio máximo (€)" }).fill("1000");
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await page.waitForURL((url) => url.searchParams.get("marca") === "LG");
    const expected = tvs.filter((r) => r.brand === "LG" && priceOf(r) <= 1000).length;
    await expect(count(page)).resolves.toBe(products(expected));
    await expect(page.getByRole("list", { name: "Filtros activos" }).getByRole("button").allTextContents()).resolves.toEqual([
      "Marca: LG",
      "Precio: hasta 1.000 €",
    ]);
    // A chip is a link to the listing without it.
    await page.getByRole("button", { name: "Quitar Marca: LG" }).click();
    await page.waitForURL((url) => !url.searchParams.has("marca"));
    await expect(count(page)).resolves.toBe(products(tvs.filter((r) => priceOf(r) <= 1000).length));
  });

  it("sorts with the sort's own submit, keeping the filters", async () => {
    const page = await openWithoutScript(size, `${sample.url}/categoria/tv?marca=Samsung`);
    await page.getByRole("combobox", { name: "Ordenar por" }).selectOption("precio-asc");
    await page.getByRole("button", { name: "Ordenar", exact: true }).click();
    await page.waitForURL(/orden=precio-asc/);
    expect(new URL(page.url()).searchParams.get("marca")).toBe("Samsung");
    const prices = await shownPrices(page);
    expect(prices.length).toBe(tvs.filter((r) => r.brand === "Samsung").length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("the sort shows its whole choice, its 'Ordenar' is whole on the screen, and no dead 'Ocultar filtros' shows", async () => {
    // With filters applied 'Filtros (N)' is wider: the sort still shares its row.
    for (const path of ["/categoria/tv", "/categoria/tv?marca=LG&display.panelType=OLED"]) await sortShowsItsChoice(size, path);
  });

  async function sortShowsItsChoice(size: Size, path: string): Promise<void> {
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
  }

  it("searches on Enter, and the empty result's 'Borrar búsqueda' is a link back", async () => {
    const page = await openWithoutScript(size, `${sample.url}/categoria/tv`);
    const search = page.getByRole("searchbox", { name: "Buscar en televisores" });
    await search.fill("samsung");
    await search.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === "samsung");
    await expect(count(page)).resolves.toBe(products(tvs.filter((r) => r.brand === "Samsung").length));
    await search.fill("zzzzzz");
    // The header's search has a 'Buscar' submit of its own; this is the listing's.
    await page.locator(".search-box").getByRole("button", { name: "Buscar", exact: true }).click();
    await page.getByText('No hay resultados para "zzzzzz"').waitFor();
    await page.getByRole("button", { name: "Borrar búsqueda" }).last().click();
    await page.waitForURL((url) => !url.searchParams.has("q"));
    await expect(count(page)).resolves.toBe(products(tvs.length));
  });

  it("'Cargar más Productos' is a link to the next page, rendered with the pages before it", async () => {
    const perPage = size.phone ? 20 : 40;
    const page = await openWithoutScript(size, `${large.url}/categoria/tv?orden=precio-desc`);
    await expect(visibleCards(page)).resolves.toBe(perPage);
    const more = page.getByRole("link", { name: "Cargar más Productos" });
    await followLink(page, more, /pagina=2/);
    expect(new URL(page.url()).searchParams.get("orden")).toBe("precio-desc");
    await expect(visibleCards(page)).resolves.toBe(2 * perPage);
    const prices = await shownPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await followLink(page, more, /pagina=3/);
    await expect(visibleCards(page)).resolves.toBe(Math.min(3 * perPage, SYNTHETIC_TVS));
  });

  it("'Comparar' on a card opens the comparison of that product", async () => {
    const page = await openWithoutScript(size, `${sample.url}/categoria/tv`);
    const first = page.locator(".product-grid--category .product-card").first();
    const id = (await first.locator("a.product-card__link").getAttribute("href"))!.split("/").pop()!;
    await first.getByRole("button", { name: /^Comparar / }).click();
    await page.waitForURL(`${sample.url}/comparar?pids=${id}`);
    await page.getByRole("heading", { level: 1, name: "Comparar productos" }).waitFor();
  });
});

describe("?pagina on a listing's address", () => {
  it.each([
    ["abc", 1],
    ["0", 1],
    ["-3", 1],
    ["1.5", 1],
    ["2", 2],
    ["999999999", 3],
  ])("pagina=%s answers 200 with the pages it can show (%s of 50 cards on the widest grid)", async (pagina, pages) => {
    const response = await fetch(`${large.url}/categoria/tv?pagina=${pagina}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const cards = html.match(/class="product-card"/g)?.length ?? 0;
    expect(cards).toBe(Math.min(SYNTHETIC_TVS, 50 * pages));
  });
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
