import { relatedProducts } from "../support/whole-lists";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { syntheticRecords } from "../../scripts/lib/synthetic-catalogue";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import { canonicalOrder } from "../../shared/listing";
import { RELATED_POOL, relatedForAll } from "../../shared/related-pools";
import { toSummary } from "../../shared/summary";
import { BundledSource } from "../../worker/data/bundled-source";
import { normaliseRecord } from "../../worker/data/normalise";
import { scaled } from "../support/property-scale";

/** Well past the pool size (RELATED_POOL), so every product's lists come from capped pools. */
const LARGE = scaled(1500);

describe("related products over capped candidate pools", () => {
  it.each(CATEGORY_IDS)("%s (sample catalogue, under the pool size): exactly PRODUCT-RULES.md (Limits) over the whole category", async (category) => {
    const products = canonicalOrder((await new BundledSource().listCategory(category)).map((p) => toSummary(p)));
    expect(products.length).toBeLessThanOrEqual(RELATED_POOL);
    const related = relatedForAll(products);
    products.forEach((product, i) => {
      const exact = relatedProducts(product, products);
      expect(
        related[i].specs.map((p) => products[p].id),
        product.id,
      ).toEqual(exact.similarSpecs.map((p) => p.id));
      expect(
        related[i].price.map((p) => products[p].id),
        product.id,
      ).toEqual(exact.similarPrice.map((p) => p.id));
    });
    expect(SAMPLE_CATALOGUE[category].length).toBe(products.length);
  });

  it(`at ${LARGE} products every product still gets both lists, and the price list stays within its segment`, () => {
    const category: CategoryId = "tv";
    const products = canonicalOrder(
      syntheticRecords(category, LARGE, 3).flatMap((r) => {
        const result = normaliseRecord(category, r.id, r);
        return result.ok ? [toSummary(result.product)] : [];
      }),
    );
    const related = relatedForAll(products);
    related.forEach(({ specs, price }, i) => {
      expect(specs.length, products[i].id).toBe(10);
      expect(price.length, products[i].id).toBe(10);
      expect(specs).not.toContain(i);
      for (const p of price) expect(products[p].priceSegment).toBe(products[i].priceSegment);
    });
  }, 120_000);
});
