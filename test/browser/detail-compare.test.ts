import type { BrowserContext, ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE, type SampleRecord } from "../../data/catalogue";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import { formatPrice, formatRelative } from "../../shared/format";
import { currentPrice } from "../../shared/prices/current-price";
import { offersOf, priceBoard } from "../../shared/prices/offers";
import { priceStatsOf } from "../../shared/prices/price-stats";
import { priceVerdict } from "../../shared/prices/price-verdict";
import { verdictHistory } from "../../shared/prices/verdict-history";
import type { Product } from "../../shared/product";
import { sampleAt, sampleBestOffer } from "../support/sample-prices";
import { PagePool, type PooledPageOptions } from "./support/page-pool";
import { sharedServerUrl, useChromium } from "./support/shared";
import { clickWhenSettled, waitForHydration } from "./support/page-checks";
import { PHONE } from "./support/site-phone";

/**
 * The product and comparison pages in Chromium, hydrated, on a phone unless a test says otherwise:
 * what a thumb can reach in the purchase box and 'Dónde comprar', the price verdict judged again in
 * the browser, the bars beside the comparison's aspect rows, the links the pages' answers and
 * carousels offer (opened on the client), pictures that fail, times read from the visitor's clock,
 * the comparison journey, the not-found and static views. What their HTML says is tested in
 * test/worker (product-page, compare-page, offers, price-verdict, verdict-pages and pages.test.ts).
 */
const server = { url: sharedServerUrl() };
const chromium = useChromium();
const pool = {} as { pages: PagePool };
beforeAll(() => {
  pool.pages = new PagePool(chromium.browser);
});

/** A hydrated page of the pool at `path` (a phone's by default), collecting its uncaught errors. */
async function open(path: string, options: PooledPageOptions = PHONE): Promise<{ page: Page; errors: string[] }> {
  const opened = await pool.pages.open(server.url + path, options);
  await waitForHydration(opened.page);
  return opened;
}

/** How much wider than the window the page is (it then scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** A mark on the page's window: still there after a click, the click was handled on the client, with no page load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
const windowStayed = (page: Page) => page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed === true);

const all = (Object.keys(SAMPLE_CATALOGUE) as CategoryId[]).flatMap((category) => SAMPLE_CATALOGUE[category].map((record) => ({ category, record })));
const boardOf = (record: SampleRecord) => priceBoard(offersOf(sampleAt(record)), Date.now());

describe("'Dónde comprar' at 375×812", () => {
  it("gives every current offer a 'Ver en {tienda}' a finger can hit, whole on the screen", async () => {
    // The product with the most shops at a current price.
    const many = [...all].sort((a, b) => boardOf(b.record).current.length - boardOf(a.record).current.length)[0];
    const { current } = boardOf(many.record);
    expect(current.length).toBeGreaterThan(2);
    const { page } = await open(`/productos/${many.category}/${many.record.id}`);
    const links = page.getByRole("region", { name: "Dónde comprar" }).locator("ol.offers > li").getByRole("link");
    await expect(links.count()).resolves.toBe(current.length);
    for (let i = 0; i < current.length; i++) {
      const link = links.nth(i);
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
    }
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  it("a product whose every price is stale says so in the first screen", async () => {
    const stale = all.find(({ record }) => !sampleBestOffer(record).fresh)!;
    const { page } = await open(`/productos/${stale.category}/${stale.record.id}`);
    const box = (await page.locator(".purchase__last-seen").boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

describe("the price verdict at 375×812", () => {
  it("the purchase box says whether it is a good time to buy, judged at the browser's time, with its method in a disclosure within the screen", async () => {
    const product = { ...(sampleAt(SAMPLE_CATALOGUE.tv[0]) as unknown as Product), id: SAMPLE_CATALOGUE.tv[0].id };
    // React reports a hydration mismatch on the console: listened to from before the page loads.
    const consoleErrors: string[] = [];
    const onConsole = (message: ConsoleMessage) => void (message.type() === "error" && consoleErrors.push(message.text()));
    const { page, errors } = await open(`/productos/tv/${product.id}`, {
      ...PHONE,
      prepare: async (context) => {
        context.on("console", onConsole);
        return { dispose: () => context.off("console", onConsole) };
      },
    });
    const panel = page.locator(".price-verdict");
    await expect.poll(() => panel.locator("h3").textContent()).toBe("¿Es buen momento para comprar?");
    const expected = priceVerdict(priceStatsOf(verdictHistory(product)), currentPrice(product, Date.now()));
    expect(await panel.locator(".price-verdict__label").textContent()).toBe(expected.label);
    const method = panel.locator("details");
    expect(await method.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await method.locator("summary").click();
    await expect.poll(() => method.locator("li").first().isVisible()).toBe(true);
    expect(await panel.evaluate((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)).toBe(false);
    expect([...errors, ...consoleErrors]).toEqual([]);
  });
});

describe("the product page's related carousel at 375×812", () => {
  it("'siguientes' scrolls it along by 250 px", async () => {
    const { page, errors } = await open("/productos/tv/lg-oled65c44la");
    const similar = page.getByRole("list", { name: "Especificaciones Similares" });
    await clickWhenSettled(page.getByRole("button", { name: "Especificaciones Similares: siguientes" }));
    // A smooth scroll: it ends a few frames later.
    await expect.poll(() => similar.evaluate((el) => el.scrollLeft)).toBeGreaterThan(200);
    expect(errors).toEqual([]);
  });
});

describe("the comparison's verdict at 375×812", () => {
  it("two best-scored phones: each aspect row's figures with a bar drawn beside them, the page no wider than the screen", async () => {
    const { page, errors } = await open("/comparar?pids=samsung-galaxy-s25-ultra,xiaomi-15-ultra");
    const camera = page.locator(".compare-table tr", { has: page.locator('th[scope="row"]', { hasText: /^Cámara$/ }) });
    await camera.scrollIntoViewIfNeeded();
    const widths = await camera.locator("svg.compare-table__bar").evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().width));
    expect(widths).toHaveLength(2);
    for (const width of widths) expect(width).toBeGreaterThan(40);
    expect(await overflow(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it("a mixed pair: the link to compare one category alone opens it on the client", async () => {
    const { page, errors } = await open("/comparar?pids=apple-iphone-16-pro,samsung-qe55s90d");
    await markWindow(page);
    await page.getByRole("link", { name: "Móviles: Apple iPhone 16 Pro" }).click();
    await page.waitForURL(`${server.url}/comparar?pids=apple-iphone-16-pro`);
    await expect.poll(() => page.locator(".compare-table__product").count()).toBe(1);
    expect(await windowStayed(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("the product page's answers at 375×812", () => {
  it("'Alternativas' opens the cheaper product on the client, and its related carousel opens another", async () => {
    const { page, errors } = await open("/productos/mobile/apple-iphone-16");
    expect(await overflow(page)).toBe(0);
    await markWindow(page);
    await page.getByRole("link", { name: "Google Pixel 9", exact: true }).and(page.locator(".fit a")).click();
    await page.waitForURL(`${server.url}/productos/mobile/google-pixel-9`);
    await page.getByRole("heading", { level: 1, name: "Google Pixel 9", exact: true }).waitFor();
    await page.locator(".fit").waitFor();

    // The new page's related products, fetched on the client: a card opens its product there too.
    const card = page.getByRole("list", { name: "Especificaciones Similares" }).locator(".product-card__link").first();
    const href = (await card.getAttribute("href"))!;
    expect(href).toMatch(/^\/productos\/mobile\//);
    await clickWhenSettled(card);
    await page.waitForURL(server.url + href);
    await expect.poll(() => page.locator("h1").textContent()).not.toBe("Google Pixel 9");
    expect(await windowStayed(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("PRODUCT-RULES.md (Screens and routes): a picture that fails shows 'Sin Imagen', even when it failed before hydration", () => {
  /** A hydrated page whose product pictures (SVG drawings) all fail to load, as with images blocked. */
  const openWithoutPictures = (path: string) =>
    open(path, { viewport: { width: 1280, height: 900 }, prepare: (context) => context.route("**/*.svg", (route) => route.abort()) });

  // At 1280 px, where the listing's first page shows every sample TV.
  it("every card of a category listing", async () => {
    const { page, errors } = await openWithoutPictures("/categoria/tv");
    const cards = page.locator(".product-card");
    await expect(cards.count()).resolves.toBe(SAMPLE_CATALOGUE.tv.length);
    // Pictures below the fold load (and fail) only as they near the screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.locator(".product-card .product-card__image--missing").count()).toBe(SAMPLE_CATALOGUE.tv.length);
    await expect(page.locator(".product-card img").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it("the product page's own picture and its related cards", async () => {
    const record = SAMPLE_CATALOGUE.tv[0];
    const { page } = await openWithoutPictures(`/productos/tv/${record.id}`);
    await expect.poll(() => page.locator(".product__media").getByText("Sin Imagen").count()).toBe(1);
    await expect(page.locator(".product__media img").count()).resolves.toBe(0);
    const related = page.getByRole("list", { name: "Especificaciones Similares" });
    await related.scrollIntoViewIfNeeded();
    await expect.poll(() => related.locator(".product-card").first().getByText("Sin Imagen").count()).toBe(1);
    // Cards further along the carousel load lazily, when scrolled to: none may show a broken picture.
    await expect.poll(() => page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth === 0).length)).toBe(0);
  });
});

describe("times measured from the visitor's clock, though the page was rendered earlier (304s, pages cached per isolate)", () => {
  const DAY_MS = 86_400_000;
  const HOUR_MS = 3_600_000;
  /** The product whose best current price was checked last: fresh when the page is rendered. */
  const [category, record] = CATEGORY_IDS.flatMap((c) => SAMPLE_CATALOGUE[c].map((r) => [c, r] as [CategoryId, SampleRecord]))
    .filter(([, r]) => sampleBestOffer(r).fresh)
    .sort(([, a], [, b]) => Date.parse(sampleBestOffer(b).checkedAt!) - Date.parse(sampleBestOffer(a).checkedAt!))[0];

  // One context for these tests, its clock the visitor's: each test sets the time it needs before its
  // page loads (a clock is installed on a context for good, so not on the pool's shared pages).
  const clock = {} as { context: BrowserContext; page: Page };
  beforeAll(async () => {
    clock.context = await chromium.browser.newContext();
    clock.page = await clock.context.newPage();
    await clock.page.clock.install({ time: Date.now() });
  });
  afterAll(async () => {
    await clock.context?.close();
  });

  /** The clock's page loaded at `path` in a browser whose clock reads `time`, hydrated, collecting page errors and React's console errors. */
  async function openAt(time: number, path: string): Promise<{ page: Page; errors: string[] }> {
    const { page } = clock;
    page.removeAllListeners();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.clock.setSystemTime(time);
    await page.goto(server.url + path);
    await waitForHydration(page);
    return { page, errors };
  }

  it("a page rendered while its price was fresh, seen two days later, shows the price as last seen, with its age, once hydrated", async () => {
    const renderedAt = Date.now();
    const viewedAt = renderedAt + 2 * DAY_MS;
    const { page, errors } = await openAt(viewedAt, `/productos/${category}/${record.id}`);
    // Every price of the page is older than the limit by then: the last one seen, never as current.
    const seen = currentPrice(sampleAt(record, renderedAt), viewedAt);
    expect(seen.fresh).toBe(false);
    const lastSeen = page.locator(".purchase__last-seen");
    await expect
      .poll(() => lastSeen.textContent())
      .toBe(`Último precio visto: ${formatPrice(seen.price)} (${formatRelative(seen.checkedAt, new Date(viewedAt))})`);
    await expect(page.locator(".purchase .availability").count()).resolves.toBe(0);
    await expect(page.locator(".purchase__cta").textContent()).resolves.toBe(`Comprobar precio en ${seen.shopName}`);

    // And it keeps up while the page stays open.
    await page.clock.fastForward(3 * DAY_MS);
    await expect
      .poll(() => lastSeen.textContent())
      .toBe(`Último precio visto: ${formatPrice(seen.price)} (${formatRelative(seen.checkedAt, new Date(viewedAt + 3 * DAY_MS))})`);
    expect(errors).toEqual([]);
  });

  it("a page viewed within the freshness limit of the price check judges the price itself", async () => {
    const tv: Product[] = SAMPLE_CATALOGUE.tv.map((r) => ({ ...(sampleAt(r) as unknown as Product), id: r.id }));
    // The TV whose price is furthest below its median: at its check time, a real verdict shows.
    const product = [...tv].sort((a, b) => {
      const gap = (p: Product) => p.amazon.price / (priceStatsOf(verdictHistory(p))?.median ?? p.amazon.price);
      return gap(a) - gap(b);
    })[0];
    const viewedAt = Date.parse(product.amazon.lastPriceUpdate!) + HOUR_MS;
    const expected = priceVerdict(priceStatsOf(verdictHistory(product)), currentPrice(product, viewedAt));
    expect(expected.level, "the chosen product must get a verdict at its check time").not.toBe("sin-confirmar");
    const { page, errors } = await openAt(viewedAt, `/productos/tv/${product.id}`);
    await expect.poll(() => page.locator(".price-verdict__label").textContent()).toBe(expected.label);
    expect(errors).toEqual([]);
  });

  it("the footer's year is the current one, with no hydration mismatch", async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const { page, errors } = await openAt(Date.UTC(nextYear, 5, 1), "/");
    await expect.poll(() => page.locator(".site-footer__copyright").textContent()).toContain(`© ${nextYear} `);
    expect(errors).toEqual([]);
  });
});

describe("the comparison journey at 375×812", () => {
  it("compares two products side by side, shows only differences, removes one", async () => {
    const [a, b] = SAMPLE_CATALOGUE.laptop;
    const { page, errors } = await open(`/productos/laptop/${a.id}`);
    await page.getByRole("button", { name: `Comparar ${a.brand} ${a.model}`, exact: true }).click();
    await page.goto(`${server.url}/productos/laptop/${b.id}`);
    await waitForHydration(page);
    await page
      .getByRole("button", { name: `Comparar ${b.brand} ${b.model}`, exact: true })
      .first()
      .click();
    await page.getByRole("button", { name: "Comparar 2 de 3 productos elegidos" }).click();
    await page.getByRole("button", { name: "Comparar 2 productos" }).click();
    await page.waitForURL(`${server.url}/comparar?pids=${a.id},${b.id}`);

    const table = page.locator("table.compare-table");
    const escaped = String(a.model).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await table.getByRole("columnheader", { name: new RegExp(escaped) }).waitFor();
    const allRows = await table.locator("tbody tr").count();
    const differences = page.getByRole("button", { name: "Solo diferencias" });
    await expect(differences.getAttribute("aria-pressed")).resolves.toBe("false");
    await differences.click();
    await expect.poll(() => differences.getAttribute("aria-pressed")).toBe("true");
    expect(await table.locator("tbody tr").count()).toBeLessThan(allRows);
    // The address keeps it, without a history entry: a reload or a shared link shows the same rows.
    expect(page.url()).toBe(`${server.url}/comparar?pids=${a.id},${b.id}&diferencias=1`);
    // The radar is a lazy section: after the client navigation its chunk may still be on its way.
    await expect.poll(() => page.locator(".radar svg polygon[fill]").count()).toBe(2);

    await page.getByRole("button", { name: `Quitar ${a.brand} ${a.model} de la comparación` }).click();
    await page.waitForURL(`${server.url}/comparar?pids=${b.id}&diferencias=1`);
    await page.getByRole("link", { name: "Añadir otro producto" }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("the not-found and static views", () => {
  it("375×812: 'Volver atrás' on the not-found view goes back to the page before", async () => {
    const { page } = await open("/");
    const response = await page.goto(`${server.url}/algo/raro`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Volver atrás" }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it("1280×900: shows a static page's content, loaded lazily, and its links navigate on the client", async () => {
    // On a wide screen: the cookie policy's table is wider than a phone's, which zooms the page out.
    const { page } = await open("/cookie-policy", { viewport: { width: 1280, height: 900 } });
    await page.getByRole("heading", { level: 1, name: "Política de Cookies" }).waitFor();
    await expect(page.locator(".static-page").textContent()).resolves.toMatch(/localStorage/);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await page.locator(".static-page a[href='/privacy-policy']").first().click();
    await page.getByRole("heading", { level: 1, name: "Política de Privacidad" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
  });
});
