import { relatedProducts } from "../support/whole-lists";
import { describe, expect, it } from "vitest";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import type { ProductRecord } from "../../shared/product";
import { isValidProductId } from "../../shared/routes";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { buildFilterDefinitions } from "../../shared/filters/build";
import { toSummary } from "../../shared/summary";
import { BundledSource } from "../../worker/data/bundled-source";

/** The spec groups PRODUCT-RULES.md (Product records) lists per category; every sample record fills all of them. */
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

describe("the sample catalogue", () => {
  it("holds at least 20 products per category and 160 in all, with unique valid ids", () => {
    const ids = CATEGORY_IDS.flatMap((c) => SAMPLE_CATALOGUE[c].map((r) => r.id));
    for (const category of CATEGORY_IDS) expect(SAMPLE_CATALOGUE[category].length, category).toBeGreaterThanOrEqual(20);
    expect(ids.length).toBeGreaterThanOrEqual(160);
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

describe("the sample catalogue makes filters and similarity meaningful", () => {
  const source = new BundledSource();
  const summaries = async (category: CategoryId) => (await source.listCategory(category)).map((p) => toSummary(p));
  /** Two spellings of one thing look alike once case, accents, punctuation and remarks in brackets go. */
  const spellingKey = (value: string) =>
    value
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .replace(/\([^)]*\)/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9+]+/g, "");

  it("TVs come in HD, Full HD, 4K and 8K, so the resolution filter and its labels appear", async () => {
    const tvs = await summaries("tv");
    const resolutions = new Set(tvs.map((p) => (p.specs as { display?: { resolution?: string } }).display?.resolution));
    for (const resolution of ["1366x768", "1920x1080", "3840x2160", "7680x4320"]) expect(resolutions).toContain(resolution);
    const filter = buildFilterDefinitions("tv", tvs).find((d) => d.id === "display.resolution");
    expect(filter?.options?.map((o) => o.label)).toEqual(expect.arrayContaining(["HD", "Full HD", "4K UHD", "8K"]));
  });

  it("the phones' processor filter appears: SoCs are shared across models", async () => {
    const filter = buildFilterDefinitions("mobile", await summaries("mobile")).find((d) => d.id === "hardware.soc");
    expect(filter?.options?.length).toBeGreaterThanOrEqual(5);
  });

  for (const category of CATEGORY_IDS) {
    it(`${category}: every product has similar-price and similar-spec neighbours, at least 2 Flagship products and 3 years`, async () => {
      const products = await summaries(category);
      for (const product of products) {
        const related = relatedProducts(product, products);
        expect(related.similarPrice.length, `${product.id} similar price`).toBeGreaterThan(0);
        expect(related.similarSpecs.length, `${product.id} similar specs`).toBeGreaterThan(0);
      }
      expect(products.filter((p) => p.priceSegment === "Flagship").length).toBeGreaterThanOrEqual(2);
      expect(new Set(products.map((p) => p.year)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(products.map((p) => p.brand)).size).toBeGreaterThanOrEqual(5);
    });

    it(`${category}: one spelling per filterable value (no two options differ only in case, punctuation or remarks)`, async () => {
      const definitions = buildFilterDefinitions(category, await summaries(category));
      const clashes = definitions.flatMap((definition) => {
        const seen = new Map<string, string>();
        return (definition.options ?? []).flatMap((option) => {
          const key = spellingKey(option.value);
          const earlier = seen.get(key);
          seen.set(key, option.value);
          return earlier ? [`${definition.id}: "${earlier}" / "${option.value}"`] : [];
        });
      });
      expect(clashes).toEqual([]);
    });
  }

  it("laptop storage types are a few canonical words, camera mounts one name per system", async () => {
    const laptops = await summaries("laptop");
    const storage = new Set(laptops.map((p) => (p.specs as { hardware?: { storage?: { type?: string } } }).hardware?.storage?.type));
    expect(storage.size).toBeLessThanOrEqual(3);
    const mounts = new Set((await summaries("camera")).map((p) => (p.specs as { lens?: { mount?: string } }).lens?.mount));
    expect([...mounts].filter((m) => m && /\(/.test(m))).toEqual([]);
    expect(mounts).toContain("Canon RF");
  });
});
