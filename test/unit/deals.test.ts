import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { toCard, type ProductCardData } from "../../shared/card";
import { CATEGORY_IDS } from "../../shared/categories";
import type { PricePoint } from "../../shared/product";
import { dealOf, discountPercent } from "../../shared/prices/deal";
import { discountText } from "../../shared/prices/deal-text";
import { dealCandidates, dealShownAt, dealsShownAt, DEALS_PER_CATEGORY, type DealGroup } from "../../shared/home-deals";
import { priceStatsOf, type PriceStats } from "../../shared/prices/price-stats";
import { priceVerdict } from "../../shared/prices/price-verdict";
import { toSummary } from "../../shared/summary";
import { buildCategory } from "../../worker/data/catalogue-build";
import { normaliseRecord } from "../../worker/data/normalise";
import { SAMPLE_PRICES_AS_OF } from "../../worker/data/sample-clock";
import { sampleAt } from "../support/sample-prices";

/** `days` daily points ending 2026-10-01, each priced by `priceOf(dayIndex)`. */
function history(days: number, priceOf: (day: number) => number): PricePoint[] {
  const end = Date.parse("2026-10-01");
  return Array.from({ length: days }, (_, i) => ({
    date: new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    price: priceOf(i),
  }));
}

/** 90 days around 1 000 €: the median is 1 000 €, the lowest 950 €. */
const USUAL_1000: PriceStats = priceStatsOf(history(90, (i) => (i === 10 ? 950 : i % 2 ? 1000 : 1050)))!;

const HOUR = 3_600_000;
const NOW = Date.parse("2026-10-02T12:00:00Z");

describe("the deal rule", () => {
  it("is a good price clearly below the usual one: 5 % or more under the median", () => {
    expect(USUAL_1000.median).toBe(1000);
    expect(dealOf(USUAL_1000, 880)).toEqual({ percent: 12, usual: 1000 });
    expect(dealOf(USUAL_1000, 950)).toEqual({ percent: 5, usual: 1000 });
    // 4 % below, under the last 30 days' lowest: a good price, but not clearly below the usual one.
    expect(priceVerdict(USUAL_1000, { price: 960, fresh: true }).level).toBe("bueno");
    expect(dealOf(USUAL_1000, 960)).toBeUndefined();
    expect(priceVerdict(USUAL_1000, { price: 1020, fresh: true }).level).toBe("habitual");
    expect(dealOf(USUAL_1000, 1020)).toBeUndefined();
    expect(dealOf(USUAL_1000, 1000)).toBeUndefined();
  });

  it("is no deal for the lowest price of a flat history, nor for one as low as the last 30 days near the median", () => {
    const flat = priceStatsOf(history(90, () => 500))!;
    expect(priceVerdict(flat, { price: 500, fresh: true }).level).toBe("minimo");
    expect(dealOf(flat, 500)).toBeUndefined();
    // The last 30 days' lowest is 990 €: a good moment ("Buen precio"), but 1 % under the usual price.
    const recentLow = priceStatsOf(history(90, (i) => (i === 5 ? 900 : i === 80 ? 990 : 1000)))!;
    expect(priceVerdict(recentLow, { price: 990, fresh: true }).level).toBe("bueno");
    expect(dealOf(recentLow, 990)).toBeUndefined();
  });

  it("needs the verdict's minimum history", () => {
    const short = priceStatsOf(history(20, () => 1000))!;
    expect(dealOf(short, 500)).toBeUndefined();
    expect(dealOf(undefined, 500)).toBeUndefined();
    expect(dealOf(USUAL_1000, 0)).toBeUndefined();
    expect(dealOf(USUAL_1000, Number.NaN)).toBeUndefined();
  });

  it("rounds the percentage down to whole percent, so it never says more than the saving", () => {
    expect(discountPercent(1000, 880)).toBe(12);
    expect(discountPercent(1000, 875.5)).toBe(12); // 12,45 %
    expect(discountPercent(1000, 870.01)).toBe(12); // 12,999 %
    expect(discountPercent(1000, 880.01)).toBe(11); // 11,999 %
    // Exact in cents, not in binary fractions: 37 % of 999,99 €.
    expect(discountPercent(999.99, 629.99)).toBe(37);
    expect(discountPercent(1492.99, 1418.34)).toBe(5);
  });

  it("writes the figure as Spanish does: a minus sign and a non-breaking space before %", () => {
    expect(discountText(12)).toBe("\u221212\u00a0%");
  });
});

function dealCard(id: string, deal: number, checkedAt: number, price = 100): ProductCardData {
  return {
    id,
    categoryId: "tv",
    brand: "Marca",
    model: id,
    price,
    priceCurrency: "EUR",
    priceClaim: "bueno",
    priceCheckedAt: new Date(checkedAt).toISOString(),
    deal,
    offers: [[price, checkedAt, 1]],
    image: "/img/x.webp",
    chips: [],
  };
}

describe("which deals a page shows", () => {
  it("never shows a deal on a stale price", () => {
    expect(dealShownAt(dealCard("a", 12, NOW - HOUR), NOW)).toBe(true);
    expect(dealShownAt(dealCard("a", 12, NOW - 49 * HOUR), NOW)).toBe(false);
    // With a longer configured limit the same price is still current.
    expect(dealShownAt(dealCard("a", 12, NOW - 49 * HOUR), NOW, 72)).toBe(true);
    const noDeal = { ...dealCard("b", 12, NOW - HOUR), deal: undefined };
    expect(dealShownAt(noDeal, NOW)).toBe(false);
  });

  it("shows nothing once another shop's price is the current one", () => {
    const card = dealCard("a", 12, NOW - 49 * HOUR);
    // The deal's offer went stale; another shop's fresh, dearer offer is what the card shows now.
    const moved = { ...card, offers: [card.offers![0], [130, NOW - HOUR, 1]] as ProductCardData["offers"] };
    expect(dealShownAt(moved, NOW)).toBe(false);
  });

  it("keeps per category the first current deals, at most DEALS_PER_CATEGORY, and leaves out a category with none", () => {
    const stale = NOW - 60 * HOUR;
    const fresh = NOW - HOUR;
    const groups: DealGroup[] = [
      { categoryId: "tv", deals: [20, 15, 12, 10, 8].map((d, i) => ({ card: dealCard(`tv${i}`, d, i === 0 ? stale : fresh), usual: 120 })) },
      { categoryId: "laptop", deals: [{ card: dealCard("l0", 9, stale), usual: 110 }] },
    ];
    const shown = dealsShownAt(groups, NOW);
    expect(shown.map((g) => [g.categoryId, g.deals.map((d) => d.card.id)])).toEqual([["tv", ["tv1", "tv2", "tv3"]]]);
    expect(shown[0].deals).toHaveLength(DEALS_PER_CATEGORY);
  });

  it("lets a build keep prices current then before larger discounts on prices already stale", () => {
    const cards = [dealCard("old", 30, NOW - 60 * HOUR), dealCard("new", 6, NOW - HOUR), { ...dealCard("none", 0, NOW), deal: undefined }];
    expect(dealCandidates(cards, () => 100, NOW).map((d) => d.card.id)).toEqual(["new", "old"]);
  });
});

/** The sample catalogue as the bundled source serves it at its own moment (no day shifted): a build then. */
const SAMPLE_NOW = Date.parse(SAMPLE_PRICES_AS_OF);
const sampleProducts = (category: (typeof CATEGORY_IDS)[number]) =>
  SAMPLE_CATALOGUE[category].flatMap((record) => {
    const result = normaliseRecord(category, record.id, sampleAt(record, SAMPLE_NOW));
    return result.ok ? [result.product] : [];
  });

describe("the sample catalogue's deals", () => {
  it("are these products, with these percentages", () => {
    const deals = Object.fromEntries(
      CATEGORY_IDS.map((category) => [
        category,
        Object.fromEntries(
          sampleProducts(category)
            .map((product) => toCard(toSummary(product, SAMPLE_NOW)))
            .filter((card) => card.deal !== undefined)
            .map((card) => [card.id, card.deal]),
        ),
      ]),
    );
    expect(deals).toEqual({
      tv: { "xiaomi-tv-a-32-2025": 10, "xiaomi-tv-a-pro-55-2025": 7, "lg-oled77g45lw": 6, "lg-oled55c54la": 6 },
      laptop: {
        "hp-victus-15-fb1": 11,
        "apple-macbook-pro-16-m4-max": 11,
        "lenovo-ideapad-slim-3-15iah8": 10,
        "lenovo-ideapad-slim-3-chromebook-14m868": 7,
        "acer-swift-go-14-sfg14-72": 6,
        "apple-macbook-air-15-m4": 5,
        "asus-rog-zephyrus-g14-ga403uv": 5,
        "razer-blade-16-2024": 5,
      },
      mobile: {
        "samsung-galaxy-s25": 11,
        "samsung-galaxy-a36-5g": 9,
        "oneplus-13": 9,
        "samsung-galaxy-s25-ultra": 8,
        "google-pixel-9a": 5,
        "xiaomi-15": 5,
        "sony-xperia-1-vi": 5,
      },
      tablet: { "samsung-galaxy-tab-s10-ultra": 7, "apple-ipad-pro-11-m4": 6, "apple-ipad-mini-a17-pro": 6, "apple-ipad-air-11-m3": 5 },
      headphones: { "samsung-galaxy-buds3-pro": 11, "sony-wh-1000xm6": 10, "sony-wh-1000xm5": 6, "apple-airpods-pro-3": 5 },
      camera: {
        "hasselblad-x2d-100c": 14,
        "panasonic-lumix-s9": 12,
        "nikon-zf": 9,
        "sony-zv-e10-ii": 8,
        "nikon-z5-ii": 8,
        "fujifilm-x-s20": 6,
        "panasonic-lumix-s5ii": 6,
        "canon-eos-r5-mark-ii": 6,
        "sony-zv-1-ii": 5,
        "sony-alpha-7c-ii": 5,
        "nikon-z8": 5,
        "om-system-om-1-mark-ii": 5,
      },
      smartwatch: {
        "xiaomi-watch-s3": 8,
        "amazfit-balance": 8,
        "google-pixel-watch-3-45mm": 6,
        "garmin-fenix-8-47mm-amoled": 6,
        "apple-watch-ultra-2": 5,
        "huawei-watch-fit-4-pro": 5,
        "oneplus-watch-2": 5,
      },
      speaker: {
        "apple-homepod-2": 16,
        "sonos-era-300": 9,
        "jbl-go-4": 6,
        "tribit-stormbox-micro-2": 6,
        "jbl-clip-5": 6,
        "sony-ult-field-1": 6,
        "marshall-willen-ii": 6,
      },
    });
  });

  it("give the home page these three per category, none on a stale price", async () => {
    const groups: DealGroup[] = [];
    for (const category of CATEGORY_IDS) {
      const build = await buildCategory(category, sampleProducts(category), new Date(SAMPLE_NOW));
      groups.push({ categoryId: category, deals: build.manifest.deals ?? [] });
    }
    const shown = dealsShownAt(groups, SAMPLE_NOW);
    expect(Object.fromEntries(shown.map((g) => [g.categoryId, g.deals.map((d) => `${d.card.id} −${d.card.deal} %`)]))).toEqual({
      tv: ["xiaomi-tv-a-32-2025 −10 %", "xiaomi-tv-a-pro-55-2025 −7 %", "lg-oled77g45lw −6 %"],
      laptop: ["hp-victus-15-fb1 −11 %", "apple-macbook-pro-16-m4-max −11 %", "lenovo-ideapad-slim-3-15iah8 −10 %"],
      mobile: ["samsung-galaxy-s25 −11 %", "samsung-galaxy-a36-5g −9 %", "oneplus-13 −9 %"],
      tablet: ["samsung-galaxy-tab-s10-ultra −7 %", "apple-ipad-pro-11-m4 −6 %", "apple-ipad-mini-a17-pro −6 %"],
      headphones: ["samsung-galaxy-buds3-pro −11 %", "sony-wh-1000xm6 −10 %", "sony-wh-1000xm5 −6 %"],
      camera: ["hasselblad-x2d-100c −14 %", "panasonic-lumix-s9 −12 %", "nikon-zf −9 %"],
      smartwatch: ["xiaomi-watch-s3 −8 %", "amazfit-balance −8 %", "google-pixel-watch-3-45mm −6 %"],
      speaker: ["apple-homepod-2 −16 %", "sonos-era-300 −9 %", "jbl-go-4 −6 %"],
    });
    // The one sample deal on a price not checked recently is kept by the build, never shown.
    const speaker = groups.find((g) => g.categoryId === "speaker")!.deals.find((d) => d.card.id === "marshall-willen-ii")!;
    expect(speaker).toBeDefined();
    expect(dealShownAt(speaker.card, SAMPLE_NOW)).toBe(false);
    // Every deal shown is one its card claims, against the usual price it names.
    for (const { deals } of shown) for (const { card, usual } of deals) expect(usual).toBeGreaterThan(card.price);
  });
});
