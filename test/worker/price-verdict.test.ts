import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { ProductCardData } from "../../shared/card";
import type { Product } from "../../shared/product";
import { discountFromMedian, priceStatsOf } from "../../shared/prices/price-stats";
import { isPriceFresh } from "../../shared/prices/freshness";
import { amazonOnly } from "../support/sample-prices";
import { elements } from "./html";
import { useSampleWorker } from "./support";

const { source, get } = useSampleWorker();

interface ListingAnswer {
  positions: number[];
  cards: ProductCardData[];
}

const listing = async (path: string) => (await (await get(path)).json()) as ListingAnswer;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Every sample TV with its Amazon offer and history only, checked when `checkedAt` says: the
 * sample's other shops, their best-price history and its moving price dates would otherwise decide
 * which price is current and what it is measured against, not the test.
 */
function controlTvPrices(checkedAt: (index: number) => number): Map<string, number> {
  const checked = new Map(SAMPLE_CATALOGUE.tv.map((r, i) => [r.id, checkedAt(i)]));
  for (const [id, at] of checked) {
    source.overrides.set(id, (p) => amazonOnly(p, { lastPriceUpdate: new Date(at).toISOString() }));
  }
  return checked;
}

/** The sample's TVs by discount against their own median, as 'Mejores ofertas ahora' must list them. */
function byDiscount(now: number, checked: Map<string, number>): string[] {
  const rows = SAMPLE_CATALOGUE.tv.map((r, i) => {
    const product = r as unknown as Product;
    const discount = discountFromMedian(priceStatsOf(product.amazon.priceHistory), product.amazon.price);
    return {
      id: r.id,
      i,
      fresh: isPriceFresh(new Date(checked.get(r.id)!).toISOString(), now),
      deal: discount === undefined ? -Infinity : Math.round(discount * 1000),
    };
  });
  return rows.sort((a, b) => Number(b.fresh) - Number(a.fresh) || b.deal - a.deal || a.i - b.i).map((r) => r.id);
}

describe("'Mejores ofertas ahora' and the price verdict", () => {
  it("sorts by the discount against each product's own median, current prices first", async () => {
    const now = Date.now();
    // Every third price unconfirmed (checked ten days ago), the others checked an hour ago.
    const checked = controlTvPrices((i) => (i % 3 === 0 ? now - 10 * DAY : now - HOUR));
    const { cards } = await listing("/api/categories/tv/products?orden=ofertas");
    const ids = cards.map((c) => c.id);
    const expected = byDiscount(now, checked);
    // Equal discounts keep the canonical order, so compare the discount sequence, not the ids.
    const dealOf = new Map(
      SAMPLE_CATALOGUE.tv.map((r) => {
        const p = r as unknown as Product;
        return [r.id, Math.round((discountFromMedian(priceStatsOf(p.amazon.priceHistory), p.amazon.price) ?? -1) * 1000)];
      }),
    );
    expect(ids.map((id) => dealOf.get(id))).toEqual(expected.map((id) => dealOf.get(id)));
    expect(new Set(ids)).toEqual(new Set(SAMPLE_CATALOGUE.tv.map((r) => r.id)));
  });

  it("puts a product whose price was just checked before better deals on unconfirmed prices", async () => {
    const now = Date.now();
    // Every price unconfirmed (checked ten days ago) but the worst deal's, checked just now.
    const checked = controlTvPrices(() => now - 10 * DAY);
    const stalest = byDiscount(now, checked).at(-1)!;
    source.overrides.set(stalest, (p) => amazonOnly(p, { lastPriceUpdate: new Date().toISOString() }));
    const { cards } = await listing("/api/categories/tv/products?orden=ofertas");
    expect(cards[0].id).toBe(stalest);
  });

  it("keeps a bad sort value harmless: the default order, no error", async () => {
    const plain = await listing("/api/categories/tv/products");
    for (const bad of ["ofertas2", "OFERTAS", "", "%00", "__proto__"]) {
      const response = await get(`/api/categories/tv/products?orden=${bad}`);
      expect(response.status, bad).toBe(200);
      expect(((await response.json()) as ListingAnswer).positions, bad).toEqual(plain.positions);
    }
    const page = await get("/categoria/tv?orden=nada");
    expect(page.status).toBe(200);
  });

  it("offers the sort on the listing page, chosen from the URL", async () => {
    const html = await (await get("/categoria/tv?orden=ofertas")).text();
    expect(html).toMatch(/<option value="ofertas" selected="">Mejores ofertas ahora<\/option>/);
  });

  it("draws the listing sorted by 'Mejores ofertas ahora' in the order the listing's API gives", async () => {
    const { cards } = await listing("/api/categories/tv/products?orden=ofertas");
    const html = await (await get("/categoria/tv?orden=ofertas")).text();
    const links = await elements(html, ".product-grid--category .product-card__link");
    expect(links.length).toBeGreaterThan(0);
    expect(links.map((link) => link.attributes.href)).toEqual(cards.slice(0, links.length).map((card) => `/productos/tv/${card.id}`));
  });

  it("tells on the product page whether it is a good time to buy, and never on a stale price", async () => {
    const record = SAMPLE_CATALOGUE.tv[0];
    // Every TV's price unconfirmed, so no other product's card on the page claims a deal either.
    const tenDaysAgo = Date.now() - 10 * DAY;
    controlTvPrices(() => tenDaysAgo);
    // Its history's lowest price, checked ten days ago: a deal if it were current, so it must not be called one.
    const lowest = priceStatsOf((record as unknown as Product).amazon.priceHistory)!.lowest;
    source.overrides.set(record.id, (p) => amazonOnly(p, { price: lowest, lastPriceUpdate: new Date(tenDaysAgo).toISOString() }));
    const stale = await (await get(`/productos/tv/${record.id}`)).text();
    // Once: the purchase box holds a single verdict.
    expect(stale.split("¿Es buen momento para comprar?")).toHaveLength(2);
    expect(stale.includes("<summary>¿Cómo lo calculamos?</summary>")).toBe(true);
    expect(stale.includes("Precio sin confirmar")).toBe(true);
    expect(stale.includes("Buen precio")).toBe(false);
  });

  it("calls a just-checked price at the history's lowest a good price, on the page and on its card", async () => {
    const record = SAMPLE_CATALOGUE.tv[0];
    controlTvPrices(() => Date.now() - 10 * DAY);
    const lowest = priceStatsOf((record as unknown as Product).amazon.priceHistory)!.lowest;
    source.overrides.set(record.id, (p) => amazonOnly(p, { price: lowest, lastPriceUpdate: new Date().toISOString() }));
    const fresh = await (await get(`/productos/tv/${record.id}`)).text();
    expect(fresh.includes("Buen precio: el más bajo de los últimos 90 días")).toBe(true);
    const { cards } = await listing("/api/categories/tv/products");
    expect(cards.find((c) => c.id === record.id)?.priceClaim).toBe("minimo");
    const category = await (await get("/categoria/tv")).text();
    expect(category.includes('class="price-badge price-badge--minimo"')).toBe(true);
  });

  it("measures the page's verdict against the best price across shops, as the card's claim is", async () => {
    const record = SAMPLE_CATALOGUE.tv[0];
    controlTvPrices(() => Date.now() - 10 * DAY);
    const amazonHistory = (record as unknown as Product).amazon.priceHistory!;
    // Amazon's median, just checked: its usual price against Amazon's own history, but the lowest
    // the best price across shops has been, whose days were never below it.
    const usual = priceStatsOf(amazonHistory)!.median;
    const bestPriceHistory = amazonHistory.map((point) => ({ ...point, price: Math.max(point.price, usual) }));
    source.overrides.set(record.id, (p) => ({ ...amazonOnly(p, { price: usual, lastPriceUpdate: new Date().toISOString() }), bestPriceHistory }));
    const { cards } = await listing("/api/categories/tv/products");
    expect(cards.find((c) => c.id === record.id)?.priceClaim).toBe("minimo");
    const page = await (await get(`/productos/tv/${record.id}`)).text();
    expect(page).toContain("Buen precio: el más bajo de los últimos 90 días");
    expect(page).not.toContain('<p class="price-verdict__label">Precio habitual</p>');
    const compare = await (await get(`/comparar?pids=${record.id},${SAMPLE_CATALOGUE.tv[1].id}`)).text();
    expect(compare).toContain('class="price-badge price-badge--minimo"');
  });
});
