import { describe, expect, it } from "vitest";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import type { ProductRecord } from "../../shared/product";
import { isValidProductId } from "../../shared/routes";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";

/** The spec groups seed 001 §3 lists per category; every sample record fills all of them. */
const SPEC_GROUPS: Record<CategoryId, string[]> = {
  tv: ["display", "performance", "audio", "connectivity", "gaming", "physical"],
  laptop: ["display", "hardware", "connectivity", "ports", "battery", "dimensions", "webcam", "keyboard"],
  mobile: ["display", "hardware", "camera", "connectivity", "durability"],
  tablet: ["display", "performance", "battery", "connectivity", "camera", "accessories", "dimensions", "audio"],
  headphones: ["audio", "connectivity", "battery", "physical", "controls", "microphone"],
  camera: ["sensor", "performance", "lens", "video", "focus", "display", "connectivity", "physical"],
  smartwatch: ["display", "hardware", "healthSensors", "activityTracking", "connectivity", "durability", "dimensions", "strap"],
  speaker: ["audio", "connectivity", "battery", "smartFeatures", "durability", "physical"],
};

const words = (markdown: string) => markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe("the sample catalogue (issue 2, item 4)", () => {
  it("holds at least 12 products per category and 96 in all, with unique valid ids", () => {
    const ids = CATEGORY_IDS.flatMap((c) => SAMPLE_CATALOGUE[c].map((r) => r.id));
    for (const category of CATEGORY_IDS) expect(SAMPLE_CATALOGUE[category].length).toBeGreaterThanOrEqual(12);
    expect(ids.length).toBeGreaterThanOrEqual(96);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !isValidProductId(id))).toEqual([]);
  });

  for (const category of CATEGORY_IDS) {
    describe(category, () => {
      const records = SAMPLE_CATALOGUE[category] as unknown as (ProductRecord & { id: string })[];

      it("fills every spec group of the category", () => {
        const missing = records.flatMap((r) =>
          SPEC_GROUPS[category]
            .filter((group) => {
              const value = (r.specs as Record<string, unknown>)[group];
              return !value || typeof value !== "object" || Object.keys(value).length === 0;
            })
            .map((group) => `${r.id}: ${group}`),
        );
        expect(missing).toEqual([]);
      });

      it("has a long-form Spanish analysis: a top-level heading, then at least 200 words", () => {
        for (const r of records) {
          const [heading, ...rest] = r.general.description.split("\n");
          expect(heading, r.id).toMatch(/^# \S/);
          expect(words(rest.join("\n")), r.id).toBeGreaterThanOrEqual(200);
        }
      });

      it("has ≥ 6 pros and cons, expert/user/retailer scores, overall, ≥ 5 category scores and a benchmark", () => {
        for (const r of records) {
          expect(r.reviews?.pros?.length, r.id).toBeGreaterThanOrEqual(6);
          expect(r.reviews?.cons?.length, r.id).toBeGreaterThanOrEqual(6);
          expect(r.reviews?.expertScore, r.id).toBeGreaterThanOrEqual(0);
          expect(r.reviews?.expertScore, r.id).toBeLessThanOrEqual(10);
          expect(r.reviews?.userScore, r.id).toBeLessThanOrEqual(10);
          expect(r.amazon.rating, r.id).toBeGreaterThanOrEqual(1);
          expect(r.amazon.rating, r.id).toBeLessThanOrEqual(5);
          expect(r.score?.overall, r.id).toBeLessThanOrEqual(100);
          expect(Object.keys(r.score?.categories ?? {}).length, r.id).toBeGreaterThanOrEqual(5);
          expect(r.score?.benchmark?.priceSegment, r.id).toMatch(/^(Budget|Mid-range|Premium|Flagship)$/);
          expect(Math.abs(r.score?.benchmark?.comparedToMarketAvg ?? 99), r.id).toBeLessThanOrEqual(50);
        }
      });

      it("mixes availability states and price segments", () => {
        expect(new Set(records.map((r) => r.amazon.availability)).size).toBeGreaterThanOrEqual(2);
        expect(new Set(records.map((r) => r.score?.benchmark?.priceSegment)).size).toBeGreaterThanOrEqual(3);
      });

      it("has lastUpdated, an https affiliate link and a local picture for every product", () => {
        for (const r of records) {
          expect(Number.isNaN(Date.parse(r.lastUpdated ?? "")), r.id).toBe(false);
          expect(r.amazon.affiliateLink, r.id).toMatch(/^https:\/\//);
          expect(r.amazon.image, r.id).toBe(`/img/products/${category}/${r.id}.svg`);
          expect(r.amazon.priceCurrency).toBe("EUR");
        }
      });

      it("has a daily price history of at least 90 days ending at the current price", () => {
        for (const r of records) {
          const history = r.amazon.priceHistory ?? [];
          expect(history.length, r.id).toBeGreaterThanOrEqual(90);
          for (let i = 1; i < history.length; i++) {
            const gap = Date.parse(history[i].date) - Date.parse(history[i - 1].date);
            expect(gap, `${r.id} ${history[i].date}`).toBe(86_400_000);
          }
          expect(history.at(-1)?.price, r.id).toBe(r.amazon.price);
        }
      });
    });
  }

  it("covers every availability state across the catalogue", () => {
    const states = new Set(CATEGORY_IDS.flatMap((c) => SAMPLE_CATALOGUE[c].map((r) => (r as unknown as ProductRecord).amazon.availability)));
    expect([...states].sort()).toEqual(["InStock", "Limited", "OutOfStock", "PreOrder"]);
  });

});
