import type { CategoryId } from "../../shared/categories";
import type { Product, ProductRecord } from "../../shared/product";
import { inspectRecord } from "../../shared/validation";
import { sanitiseProduct } from "./sanitise";

/** Firestore gives Dates (timestamps) and class instances; the site only ever sees plain JSON. */
export function toPlainJson(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (value !== null && typeof value === "object") {
    // fromEntries defines own properties: a stored key "__proto__" stays data, never a prototype.
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toPlainJson(inner)]));
  }
  return value;
}

/** `dropped`: the parts of a valid record left out (a bad offer, a malformed code), one line each. */
export type NormaliseResult = { ok: true; product: Product; dropped?: string[] } | { ok: false; id: string; errors: string[] };

/**
 * Turns a raw stored document into a Product: plain JSON, the document id and the category it
 * was read from attached. Records that fail the category's validator are rejected with the report.
 */
export function normaliseRecord(category: CategoryId, id: string, raw: unknown): NormaliseResult {
  const plain = toPlainJson(raw);
  const { report, droppedSpecs } = inspectRecord(category, plain, id);
  if (!report.valid) return { ok: false, id, errors: report.errors };
  const {
    id: _storedId,
    categoryId: _storedCategory,
    ...record
  } = plain as ProductRecord & {
    id?: unknown;
    categoryId?: unknown;
  };
  const dropped = report.warnings.filter((line) => line.startsWith("Offer dropped") || line.startsWith("Field dropped"));
  return { ok: true, product: sanitiseProduct({ ...record, id, categoryId: category } as Product, droppedSpecs), ...(dropped.length ? { dropped } : {}) };
}

/** Keeps the valid records and logs the rejected ones, so one bad document never hides a category. */
export function keepValid(category: CategoryId, results: NormaliseResult[]): Product[] {
  const products: Product[] = [];
  for (const result of results) {
    if (result.ok) {
      products.push(result.product);
      for (const line of result.dropped ?? []) console.warn(`[catalogue] ${category}/${result.product.id}: ${line}`);
    } else console.warn(`[catalogue] ${category}/${result.id} rejected: ${result.errors.join("; ")}`);
  }
  return products;
}
