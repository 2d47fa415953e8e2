import type { CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";

/** Where the catalogue comes from: Firestore in production, the bundled sample otherwise. */
export interface CatalogueSource {
  readonly name: string;
  /**
   * Where the data comes from, stable across requests ("bundled", "firestore-<project>"): part of
   * every KV key, so snapshots of one source are never served for another. Letters, digits, '-'.
   */
  readonly id: string;
  /** Every valid product of a category. Throws SourceError when the source cannot answer. */
  listCategory(category: CategoryId): Promise<Product[]>;
  /** One product, or null when it does not exist. Throws SourceError when the source cannot answer. */
  getProduct(category: CategoryId, id: string): Promise<Product | null>;
  /** Several products by id, in as few requests as the source can (null where missing or invalid); `readProducts` falls back to getProduct. */
  getProducts?(category: CategoryId, ids: readonly string[]): Promise<Map<string, Product | null>>;
}

/** Products by id from a source: its batch read when it has one, else one getProduct at a time. */
export async function readProducts(source: CatalogueSource, category: CategoryId, ids: readonly string[]): Promise<Map<string, Product | null>> {
  if (source.getProducts) return source.getProducts(category, ids);
  const products = new Map<string, Product | null>();
  for (const id of ids) products.set(id, await source.getProduct(category, id));
  return products;
}

/** The source could not answer (network, auth, timeout); distinct from "not found". */
export class SourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SourceError";
  }
}

/** A source id made safe for KV keys: lower case letters, digits and '-'. */
export const sourceIdOf = (...parts: string[]): string =>
  parts
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, ""),
    )
    .filter(Boolean)
    .join("-");
