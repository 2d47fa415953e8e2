import { CATEGORY_IDS } from "../../shared/categories";
import { deepFreeze } from "../../shared/deep-freeze";
import type { CategorySnapshot } from "../../shared/snapshot";
import type { ProductDetail } from "../../shared/product";
import { relatedProducts, type RelatedProducts } from "../../shared/similarity";
import { toLatestItem, type LatestItem } from "../../shared/summary";
import type { CategoryId } from "../../shared/categories";
import type { CatalogueCache } from "./catalogue-cache";
import { CatalogueUnavailableError } from "./catalogue-cache";
import { contentHash } from "./hash";

/**
 * Seed 000 §7 "get latest products": every category, items with lastUpdated only, newest first,
 * a failed category skipped. Throws only when every category failed.
 */
export async function latestProducts(catalogue: CatalogueCache, n: number): Promise<LatestProducts> {
  const { snapshots, failed } = await catalogue.getCategories(CATEGORY_IDS);
  if (snapshots.length === 0 && failed.length > 0) throw new CatalogueUnavailableError(failed[0]);
  if (lastLatest && lastLatest.n === n && sameSnapshots(lastLatest.snapshots, snapshots)) return lastLatest.answer;
  const items = snapshots
    .flatMap((s) => s.products.map(toLatestItem))
    .filter((item) => item !== null)
    .sort((a, b) => b.lastUpdated.localeCompare(a.lastUpdated) || a.id.localeCompare(b.id))
    .slice(0, n);
  const answer = deepFreeze({ items, version: await contentHash(snapshots.map((s) => s.version).join(",") + `:${n}`) });
  lastLatest = { snapshots, n, answer };
  return answer;
}

interface LatestProducts {
  items: LatestItem[];
  version: string;
}

/**
 * The last answer of this isolate. The home page asks on every render, and the answer only changes
 * with a snapshot: merging and sorting every category's products was 8 % of the page's CPU in
 * workerd. The snapshots are the isolate's parsed (frozen) copies, so the same objects mean the
 * same data; any new snapshot is a new object. Frozen, as shared data is (shared/deep-freeze.ts).
 */
let lastLatest: { snapshots: readonly CategorySnapshot[]; n: number; answer: LatestProducts } | null = null;

const sameSnapshots = (a: readonly CategorySnapshot[], b: readonly CategorySnapshot[]) =>
  a.length === b.length && a.every((snapshot, i) => snapshot === b[i]);

/** Related lists from the category snapshot, or null when the product is not listed. */
export async function relatedFor(
  catalogue: CatalogueCache,
  category: CategoryId,
  id: string,
): Promise<{ related: RelatedProducts; version: string } | null> {
  const snapshot = await catalogue.getCategory(category);
  const product = snapshot.products.find((p) => p.id === id);
  if (!product) return null;
  return { related: relatedProducts(product, snapshot.products), version: `${snapshot.version}-${id}` };
}

/**
 * Full products for ids from any category, in the order asked; ids no snapshot lists come back as
 * missing. When a category could not be read, an id not found elsewhere may be in it: that is not
 * "missing" but unavailable, so the answer is an error (a 503), never a cacheable wrong list.
 */
export async function productsByIds(
  catalogue: CatalogueCache,
  ids: readonly string[],
): Promise<{ products: ProductDetail[]; missing: string[]; version: string }> {
  const { snapshots, failed } = await catalogue.getCategories(CATEGORY_IDS);
  const located = ids.map((id) => snapshots.find((s) => s.products.some((p) => p.id === id))?.categoryId);
  if (failed.length > 0 && located.some((category) => category === undefined)) throw new CatalogueUnavailableError(failed[0]);
  const documents = await Promise.all(
    ids.map((id, i) => (located[i] ? catalogue.getProduct(located[i], id) : Promise.resolve(null))),
  );
  return {
    products: documents.flatMap((d) => (d ? [d.product] : [])),
    missing: ids.filter((_, i) => !documents[i]),
    version: await contentHash(ids.map((id, i) => `${id}:${documents[i]?.revision ?? "-"}`).join(",")),
  };
}
