import type { CategoryId } from "../categories";
import type { Product } from "../product";
import type { ProductRef } from "./apply";

/**
 * What a feed row may name a product by (its GTIN, its ASIN, a shop's own code), one record per
 * product. Each category's build keeps these in KV (worker/data/catalogue-writer.ts), so that the
 * daily pull matches a feed without reading every product from Firestore again.
 */
export interface FeedKeyRecord {
  id: string;
  gtin?: string;
  asin?: string;
  /** [shop id, the shop's code] of each offer that has a code. */
  codes?: [string, string][];
}

export function feedKeyRecord(product: Product): FeedKeyRecord {
  const codes = (product.offers ?? []).filter((offer) => offer.shopCode).map((offer): [string, string] => [offer.shopId, offer.shopCode!]);
  return {
    id: product.id,
    ...(product.gtin ? { gtin: product.gtin } : {}),
    ...(product.amazon.asin ? { asin: product.amazon.asin } : {}),
    ...(codes.length ? { codes } : {}),
  };
}

/** The records in the shape `feedKeys` reads from a stored document's fields. */
export function asStoredKeys(category: CategoryId, records: readonly FeedKeyRecord[]): { ref: ProductRef; data: Record<string, unknown> }[] {
  return records.map((record) => ({
    ref: { category, id: record.id },
    data: {
      gtin: record.gtin,
      amazon: { asin: record.asin },
      offers: (record.codes ?? []).map(([shopId, shopCode]) => ({ shopId, shopCode })),
    },
  }));
}
