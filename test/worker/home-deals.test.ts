import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORIES } from "../../shared/categories";
import { formatPrice } from "../../shared/format";
import { discountPercent } from "../../shared/prices/deal";
import { DEALS_PER_CATEGORY, type DealGroup } from "../../shared/home-deals";
import { priceStatsOf } from "../../shared/prices/price-stats";
import { categoryPath, productPath } from "../../shared/routes";
import { amazonOnly } from "../support/sample-prices";
import { decodeEntities, element, elements } from "./html";
import { useSampleWorker } from "./support";

/**
 * 'Mejores ofertas ahora' on the home page and the discount badge on cards, as the worker draws
 * them: the HTML a browser without JavaScript is given. The deal rule itself is test/unit/deals.test.ts's.
 */
const { source, get } = useSampleWorker();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Three TVs priced against their own usual price (their Amazon history's median); every other TV at its usual price. */
const [BIG, STALE, SMALL] = [SAMPLE_CATALOGUE.tv[3].id, SAMPLE_CATALOGUE.tv[5].id, SAMPLE_CATALOGUE.tv[8].id];
const PLAN: Record<string, { share: number; checkedAgo: number }> = {
  [BIG]: { share: 0.85, checkedAgo: HOUR },
  // A bigger discount, on a price checked ten days ago: never a deal.
  [STALE]: { share: 0.7, checkedAgo: 10 * DAY },
  [SMALL]: { share: 0.92, checkedAgo: HOUR },
};

/** Sets the TVs' prices; gives each planned TV's price and usual price. */
function controlTvPrices(): Map<string, { price: number; usual: number }> {
  const set = new Map<string, { price: number; usual: number }>();
  const now = Date.now();
  for (const record of SAMPLE_CATALOGUE.tv) {
    source.overrides.set(record.id, (p) => {
      const usual = priceStatsOf(p.amazon.priceHistory)!.median;
      const plan = PLAN[record.id] ?? { share: 1, checkedAgo: HOUR };
      const price = Math.round(usual * plan.share * 100) / 100;
      set.set(record.id, { price, usual });
      return amazonOnly(p, { price, lastPriceUpdate: new Date(now - plan.checkedAgo).toISOString() });
    });
  }
  return set;
}

/** "−12 %" as the page's text reads once its spaces are collapsed (the HTML reader turns the non-breaking one into a space). */
const percentText = (percent: number) => `\u2212${percent} %`;
const plain = (text: string) => decodeEntities(text).replace(/\s+/g, " ");

describe("'Mejores ofertas ahora' on the home page", () => {
  it("comes above the seed's 'Productos Añadidos Recientemente', after the hero, in the page's HTML", async () => {
    const html = await (await get("/")).text();
    const hero = html.indexOf('class="hero"');
    const deals = html.indexOf('id="deals-title"');
    const latest = html.indexOf('id="latest-title"');
    const cta = html.indexOf('id="cta-title"');
    expect(hero).toBeGreaterThan(-1);
    expect(deals).toBeGreaterThan(hero);
    expect(latest).toBeGreaterThan(deals);
    expect(cta).toBeGreaterThan(latest);
    expect((await element(html, "h2#deals-title")).text).toBe("Mejores ofertas ahora");
    expect((await element(html, "h2#latest-title")).text).toBe("Productos Añadidos Recientemente");
    // Every group: a category's name, its listing sorted by deal, at most three deals, each with its figures in words.
    const groups = await elements(html, ".deals__group h3");
    expect(groups.length).toBeGreaterThan(0);
    const names = CATEGORIES.map((c) => c.name);
    expect(groups.map((g) => names.indexOf(g.text))).toEqual([...groups.map((g) => names.indexOf(g.text))].sort((a, b) => a - b));
    const more = await elements(html, ".deals__more");
    expect(more.map((a) => a.attributes.href)).toEqual(groups.map((g) => `${categoryPath(CATEGORIES.find((c) => c.name === g.text)!.id)}?orden=ofertas`));
    const items = await elements(html, ".deals__item");
    expect(items.length).toBeLessThanOrEqual(groups.length * DEALS_PER_CATEGORY);
    const notes = await elements(html, ".deals__item .deals__note");
    expect(notes).toHaveLength(items.length);
    for (const note of notes) {
      expect(plain(note.text)).toMatch(/^−\d+ % frente a su precio habitual Habitual: \d[\d.]*,\d{2} €; ahora, \d[\d.]*,\d{2} € menos\.$/);
    }
    // Each deal's card carries the badge.
    expect(await elements(html, ".deals__item .deal-badge")).toHaveLength(items.length);
  });

  it("shows a category's current deals, the largest first, with the discount as a percentage and in euros, never on a stale price", async () => {
    const prices = controlTvPrices();
    const html = await (await get("/")).text();
    expect((await elements(html, ".deals__group h3")).map((h) => h.text)).toContain("Televisores");
    const links = (await elements(html, ".deals__item .product-card__link")).map((a) => a.attributes.href).filter((href) => href.startsWith("/productos/tv/"));
    expect(links).toEqual([productPath("tv", BIG), productPath("tv", SMALL)]);
    const notes = (await elements(html, ".deals__note")).map((note) => plain(note.text));
    for (const id of [BIG, SMALL]) {
      const { price, usual } = prices.get(id)!;
      const percent = discountPercent(usual, price);
      expect(percent).toBeGreaterThanOrEqual(id === BIG ? 14 : 7);
      const saving = formatPrice(Math.round((usual - price) * 100) / 100);
      expect(notes).toContain(plain(`${percentText(percent)} frente a su precio habitual Habitual: ${formatPrice(usual)}; ahora, ${saving} menos.`));
    }
  });

  it("is also GET /api/deals for a browser arriving at the home page by its own navigation: each build's deals", async () => {
    const api = await get("/api/deals");
    expect(api.status).toBe(200);
    const groups = (await api.json()) as DealGroup[];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) for (const deal of group.deals) expect(deal.card.deal).toBeGreaterThanOrEqual(5);
  });
});

describe("the discount badge on a listing's cards", () => {
  it("is on the cards whose current price is a deal, and on no other", async () => {
    const prices = controlTvPrices();
    const html = await (await get("/categoria/tv")).text();
    const cards = await elements(html, ".product-grid--category .product-card__link");
    expect(cards).toHaveLength(SAMPLE_CATALOGUE.tv.length);
    const badged = (await elements(html, ".product-grid--category .product-card__link")).filter((card) => card.text.includes("frente a su precio habitual"));
    expect(badged.map((card) => card.attributes.href).sort()).toEqual([productPath("tv", BIG), productPath("tv", SMALL)].sort());
    const badges = (await elements(html, ".product-grid--category .deal-badge")).map((b) => plain(b.text));
    const expected = [BIG, SMALL].map((id) => `${percentText(discountPercent(prices.get(id)!.usual, prices.get(id)!.price))} frente a su precio habitual`);
    expect(badges.sort()).toEqual(expected.sort());
  });
});
