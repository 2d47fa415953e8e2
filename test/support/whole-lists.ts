import type { DeepReadonly } from "../../shared/deep-readonly";
import { filterPositions } from "../../shared/filters/apply";
import { facetCountsIndexed } from "../../shared/filters/facet-counts";
import { buildFilterIndex } from "../../shared/filters/filter-index";
import type { FacetCounts } from "../../shared/filters/option-tally";
import type { AppliedFilters, FilterDefinition } from "../../shared/filters/types";
import type { Product } from "../../shared/product";
import type { PriceSchedule } from "../../shared/prices/offers";
import { buildSearchIndex, searchPositions, type Searchable } from "../../shared/search";
import { RELATED_SHOWN, similarByPrice, similarBySpecs } from "../../shared/similarity";
import type { ProductSummary } from "../../shared/summary";
import { FEATURES, type Feature } from "../../shared/verdict/features";

/*
 * The domain's functions over a whole list at once, for tests: the site builds each index once per
 * category and keeps it, so these one-off forms have no place in it.
 */

/** Filters and ranks `items` for `term` (PRODUCT-RULES.md, Filters and search). */
export function searchProducts<T extends Searchable>(items: readonly T[], term: string): T[] {
  return searchPositions(buildSearchIndex(items), term).map((i) => items[i]);
}

/** Filters a list (building its index first). */
export function applyFilters<T extends ProductSummary>(
  products: readonly T[],
  definitions: readonly FilterDefinition[],
  applied: DeepReadonly<AppliedFilters>,
): T[] {
  return filterPositions(buildFilterIndex(products, definitions), applied).map((i) => products[i]);
}

/** The options' counts of a list under `applied` (building its index first). */
export function facetCounts(products: readonly ProductSummary[], definitions: readonly FilterDefinition[], applied: DeepReadonly<AppliedFilters>): FacetCounts {
  return facetCountsIndexed(buildFilterIndex(products, definitions), applied);
}

/** Both related lists of a product, trimmed to the cards a page shows. */
export function relatedProducts(product: ProductSummary, pool: readonly ProductSummary[]): { similarSpecs: ProductSummary[]; similarPrice: ProductSummary[] } {
  return { similarSpecs: similarBySpecs(product, pool).slice(0, RELATED_SHOWN), similarPrice: similarByPrice(product, pool).slice(0, RELATED_SHOWN) };
}

/** The features of a product's category, each with what the product says (null: not stated). */
export function productFeatures(product: Product): { feature: Feature; has: boolean | null }[] {
  const table = FEATURES[product.categoryId] as Feature[];
  return table.map((feature) => ({ feature, has: feature.has(product.specs ?? {}, product) }));
}

/** The price a schedule gives at `cutoff`, read the plain way (the listing reads it from its columns). */
export function scheduledPrice(schedule: PriceSchedule, cutoff: number): number {
  let price = schedule.base;
  for (const change of schedule.changes) if (change.after < cutoff) price = change.price;
  return price;
}
