import type { CategoryId } from "../../shared/categories";
import { buildFacets } from "../../shared/facets";
import { buildFilterDefinitions } from "../../shared/filters/build";
import type { Product } from "../../shared/product";
import type { CategorySnapshot } from "../../shared/snapshot";
import { toSummary } from "../../shared/summary";
import { contentHash } from "./hash";

export interface BuiltCategory {
  snapshot: CategorySnapshot;
  /** Content hash per product id, to skip rewriting unchanged product documents. */
  revisions: Record<string, string>;
}

/** A product's content revision: what decides whether its stored document is current. */
export const productRevision = (product: Product): Promise<string> => contentHash(JSON.stringify(product));

/** Pure: products in, snapshot and per-product revisions out. Products are ordered by brand then model. */
export async function buildCategorySnapshot(
  category: CategoryId,
  products: readonly Product[],
  builtAt: Date,
): Promise<BuiltCategory> {
  const collator = new Intl.Collator("es", { sensitivity: "base", numeric: true });
  const ordered = [...products].sort(
    (a, b) => collator.compare(a.brand, b.brand) || collator.compare(a.model, b.model) || a.id.localeCompare(b.id),
  );
  const revisionList = await Promise.all(ordered.map(productRevision));
  const revisions = Object.fromEntries(ordered.map((p, i) => [p.id, revisionList[i]]));
  const summaries = ordered.map(toSummary);
  return {
    revisions,
    snapshot: {
      categoryId: category,
      builtAt: builtAt.toISOString(),
      version: await contentHash(revisionList.join(",")),
      products: summaries,
      facets: buildFacets(summaries),
      filters: buildFilterDefinitions(category, summaries),
    },
  };
}
