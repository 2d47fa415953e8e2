import { findShop } from "../../shared/shops";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_CATALOGUE, type SampleRecord } from "../../data/catalogue";
import { availabilityLabel } from "../../shared/availability";
import type { CategoryId } from "../../shared/categories";
import type { Product, ShopOffer } from "../../shared/product";
import { DEFAULT_PRICE_FRESH_HOURS } from "../../shared/prices/freshness";
import { offersOf, offerTotal, priceBoard } from "../../shared/prices/offers";
import { SAMPLE_PRICES_AS_OF } from "../../worker/data/sample-clock";
import { formatPrice, formatRelative } from "../../shared/format";
import { sampleAt, sampleBestOffer } from "../support/sample-prices";
import { element, elements } from "./html";
import { useSampleWorker } from "./support";

/** Offers from several shops on the product page, and prices that show their age at the time of the request. */
const { source, get: publicGet } = useSampleWorker();
/** Requests as the operator sends them: only then does Server-Timing say whether the location's cache answered. */
const get = (path: string) => publicGet(path, { "X-Operator-Token": "test-admin-token" });
const tvId = SAMPLE_CATALOGUE.tv[0].id;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A start that does not cross the sample's daily re-dating in the next hours (worker/data/sample-clock.ts). */
function startTime(): number {
  const now = Date.now();
  const intoDay = (now - Date.parse(SAMPLE_PRICES_AS_OF)) % DAY;
  return intoDay > DAY - 3 * HOUR ? now - 4 * HOUR : now;
}

const shop = (shopId: string, shopName: string, price: number, checkedAt: number, extra: Partial<ShopOffer> = {}): ShopOffer => ({
  shopId,
  shopName,
  price,
  priceCurrency: "EUR",
  availability: "InStock",
  link: `https://www.${findShop(shopId)?.hosts[0] ?? `${shopId}.example`}/producto/1`,
  checkedAt: new Date(checkedAt).toISOString(),
  ...extra,
});

/** The purchase box of a page: what the first screen says. */
const purchaseBox = (html: string) => panel(html, "purchase");
const whereToBuy = (html: string) => panel(html, "where-to-buy");

/** A page's `<section class="panel NAME">` up to its own end tag: panels hold sections of their own (the price verdict). */
function panel(html: string, name: string): string {
  const start = html.indexOf(`<section class="panel ${name}"`);
  expect(start, name).toBeGreaterThanOrEqual(0);
  const tags = /<section\b|<\/section>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === "</section>" ? -1 : 1;
    if (depth === 0) return html.slice(start, tags.lastIndex);
  }
  throw new Error(`the ${name} panel is not closed`);
}

describe("'Dónde comprar' and the purchase box, at the time of the request", () => {
  afterEach(() => vi.useRealTimers());

  it("a page stored at the edge while a price was fresh shows it stale once the limit passes", async () => {
    const t0 = startTime();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(t0);
    source.overrides.set(tvId, (p: Product) => ({
      ...p,
      amazon: { ...p.amazon, price: 1099, availability: "InStock", lastPriceUpdate: new Date(t0 - HOUR).toISOString() },
      offers: [shop("pccomponentes", "PcComponentes", 999, t0 - 47 * HOUR, { shipping: 0 }), shop("mediamarkt", "MediaMarkt", 1020, t0 - 30 * DAY)],
    }));
    const path = `/productos/tv/${tvId}`;

    const readsBefore = source.reads;
    const first = await get(path);
    const fresh = await first.text();
    expect(first.headers.get("Server-Timing")).toMatch(/cache;desc="miss"/);
    // Built from this test's source (with its override), not from what a test before left in storage.
    expect(source.reads, "reads of the test's source").toBeGreaterThan(readsBefore);
    expect(purchaseBox(fresh)).toContain(`<p class="purchase__price">${formatPrice(999)}</p>`);
    expect(purchaseBox(fresh)).toContain("Mejor precio en PcComponentes (envío gratis) · comparado en 2 tiendas");
    expect(purchaseBox(fresh)).toContain(">Ver en PcComponentes</a>");
    const where = whereToBuy(fresh);
    // Current offers by total price, each with its link in a new tab, sponsored; the stale one apart.
    expect(where.indexOf("PcComponentes")).toBeLessThan(where.indexOf("Amazon"));
    expect(where).toContain('href="https://www.pccomponentes.com/producto/1" target="_blank" rel="sponsored noopener noreferrer">Ver en PcComponentes');
    expect(where).toContain("comprobado hace 1 hora");
    expect(where).toContain("Precios sin comprobar recientemente");
    expect(where).toContain(`Último precio visto: ${formatPrice(1020)} (${formatRelative(new Date(t0 - 30 * DAY).toISOString(), new Date(t0))})`);
    expect(where).toContain("Comprobar precio en MediaMarkt");
    expect(where).not.toContain("Ver en MediaMarkt");

    // Still fresh: the location's copy is served.
    const again = await get(path);
    expect(again.headers.get("Server-Timing")).toMatch(/cache;desc="hit"/);
    await again.text();

    // One millisecond past PcComponentes' limit: same data (same ETag), but not the stored page.
    vi.setSystemTime(t0 + HOUR + 1);
    const later = await get(path);
    expect(later.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(later.headers.get("Server-Timing")).toMatch(/cache;desc="miss"/);
    const stale = await later.text();
    expect(purchaseBox(stale)).toContain(`<p class="purchase__price">${formatPrice(1099)}</p>`);
    expect(purchaseBox(stale)).toContain(">Ver en Amazon</a>");
    expect(whereToBuy(stale)).toContain("Comprobar precio en PcComponentes");
    expect(whereToBuy(stale)).not.toContain(">Ver en PcComponentes");

    // Every price stale: the product still shows, its last price with its age, no badge, no 'Ver en'.
    vi.setSystemTime(t0 + 47 * HOUR + 1);
    const allStale = await (await get(path)).text();
    const box = purchaseBox(allStale);
    expect(box).toContain(`Último precio visto: <strong>${formatPrice(1099)}</strong>`);
    expect(box).toContain(`>(${formatRelative(new Date(t0 - HOUR).toISOString(), new Date(t0 + 47 * HOUR + 1))})</time>`);
    expect(box).toContain("Ninguna tienda tiene un precio comprobado recientemente");
    expect(box).toContain(">Comprobar precio en Amazon</a>");
    expect(box).not.toContain("availability--");
    expect(box).not.toContain("Precio más bajo de los 30 días anteriores");
    expect(whereToBuy(allStale)).toContain("Ninguna tienda tiene un precio comprobado en las últimas 48 horas.");
  });

  it("a bad offer is left out; the product and its other offers stay", async () => {
    source.overrides.set(tvId, (p: Product) => ({
      ...p,
      amazon: { ...p.amazon, lastPriceUpdate: new Date().toISOString() },
      offers: [
        shop("fnac", "Fnac", 10, Date.now(), { link: "javascript:alert(1)" }),
        shop("tiendafalsa", "Falsa", 5, Date.now()),
        shop("elcorteingles", "El Corte Inglés", 12, Date.now()),
      ],
    }));
    const response = await get(`/productos/tv/${tvId}`);
    expect(response.status).toBe(200);
    const where = whereToBuy(await response.text());
    expect(where).toContain("Ver en El Corte Inglés");
    expect(where).not.toContain("Fnac");
    expect(where).not.toContain("Falsa");
    expect(where).not.toContain("javascript:");
  });

  it("a record with 40 offers (ten per shop, some hostile) shows one per shop, and its JSON-LD counts what the page shows", async () => {
    const shops = [
      ["pccomponentes", "PcComponentes"],
      ["mediamarkt", "MediaMarkt"],
      ["elcorteingles", "El Corte Inglés"],
      ["fnac", "Fnac"],
    ] as const;
    const offers = shops.flatMap(([id, name], s) =>
      Array.from({ length: 10 }, (_, i) =>
        i % 3 === 2
          ? shop(id, `<script>alert(${i})</script>`, -1, Date.now(), { link: "javascript:alert(1)" })
          : shop(id, name, 100 + s * 10 + i, Date.now(), { link: `https://www.${findShop(id)!.hosts[0]}/p/${i}` }),
      ),
    );
    expect(offers).toHaveLength(40);
    source.overrides.set(tvId, (p: Product) => ({ ...p, amazon: { ...p.amazon, lastPriceUpdate: new Date().toISOString() }, offers }));
    const response = await get(`/productos/tv/${tvId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const where = whereToBuy(html);
    for (const [, name] of shops) expect(where.split(`Ver en ${name}`).length - 1, name).toBe(1);
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<script>alert");
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
    const product = ld.find((item) => item["@type"] === "Product") as { offers: { offerCount: number; offers: { seller: { name: string } }[] } };
    // Amazon and the first valid offer of each of the four shops.
    expect(product.offers.offerCount).toBe(5);
    expect(product.offers.offers.map((o) => o.seller.name).sort()).toEqual(["Amazon", ...shops.map(([, name]) => name)].sort());
  });
});

/** The sample's products as a shopper is served them: every shop's offer, the price dates moved to today. */
describe("'Dónde comprar' and the purchase box on the sample's products", () => {
  const all = (Object.keys(SAMPLE_CATALOGUE) as CategoryId[]).flatMap((category) => SAMPLE_CATALOGUE[category].map((record) => ({ category, record })));
  const boardOf = (record: SampleRecord) => priceBoard(offersOf(sampleAt(record)), Date.now());

  it("lists every current offer of the product with the most shops, cheapest total first, each with its availability, age and a sponsored link in a new tab", async () => {
    const { category, record } = [...all].sort((a, b) => boardOf(b.record).current.length - boardOf(a.record).current.length)[0];
    const { current } = boardOf(record);
    expect(current.length).toBeGreaterThan(2);
    const html = await (await publicGet(`/productos/${category}/${record.id}`)).text();
    const where = whereToBuy(html);
    const rows = await elements(where, "ol.offers > li");
    expect(rows).toHaveLength(current.length);
    expect((await elements(where, "ol.offers .offer__shop")).map((shop) => shop.text)).toEqual(current.map((offer) => offer.shopName));
    // Texts as elements() reads them: whitespace collapsed, the euro's no-break space included.
    expect((await elements(where, "ol.offers .offer__price")).map((price) => price.text)).toEqual(
      current.map((offer) => formatPrice(offer.price).replace(/\s/g, " ")),
    );
    const totals = current.map(offerTotal);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const links = await elements(where, "ol.offers a.offer__link");
    expect(links.map((link) => link.attributes)).toEqual(
      current.map((offer) => expect.objectContaining({ href: new URL(offer.link).href, target: "_blank", rel: "sponsored noopener noreferrer" })),
    );
    for (const [i, offer] of current.entries()) {
      expect(links[i].text).toContain(`Ver en ${offer.shopName}`);
      expect(rows[i].text, offer.shopName).toMatch(/comprobado (hace|ayer)/);
      expect(rows[i].text, offer.shopName).toContain("Enlace de afiliado");
      if (offer.availability) expect(rows[i].text, offer.shopName).toContain(availabilityLabel(offer.availability));
    }
    expect((await elements(where, ".where-to-buy__disclosure")).map((p) => p.text).join(" ")).toContain("podemos recibir una comisión");
    // The purchase box of the first screen: the best of them, and how many shops have a current price.
    const box = purchaseBox(html);
    expect((await element(box, ".purchase__shops")).text).toMatch(
      new RegExp(`^Mejor precio en ${current[0].shopName}.* · comparado en ${current.length} tiendas$`),
    );
    expect((await element(box, ".purchase__cta")).text).toBe(`Ver en ${current[0].shopName}`);
  });

  it("shows a product whose every price is stale, clearly marked, with nothing offered as current", async () => {
    const { category, record } = all.find(({ record }) => !sampleBestOffer(record).fresh)!;
    const best = sampleBestOffer(record);
    const html = await (await publicGet(`/productos/${category}/${record.id}`)).text();
    const box = purchaseBox(html);
    expect((await element(box, ".purchase__last-seen")).text).toMatch(
      new RegExp(`^Último precio visto: ${formatPrice(best.price).replace(/\s/g, " ").replace(/\./g, "\\.")} \\(hace .+\\)$`),
    );
    expect(box).not.toContain("availability--");
    expect((await element(box, ".purchase__cta")).text).toBe(`Comprobar precio en ${best.shopName}`);
    const where = whereToBuy(html);
    expect((await element(where, ".where-to-buy__none")).text).toBe(
      `Ninguna tienda tiene un precio comprobado en las últimas ${DEFAULT_PRICE_FRESH_HOURS} horas.`,
    );
    expect(where).not.toMatch(/>Ver en /);
  });
});
