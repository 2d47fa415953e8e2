import { facetCountsIndexed, filterPositions, type FacetCounts } from "./filters/apply";
import { buildFilterIndex, type FilterIndex } from "./filters/filter-index";
import type { FilterDefinition } from "./filters/types";
import { type ListingQuery, type SortId } from "./listing-query";
import { buildSearchIndex, normaliseSearchTerm, searchPositions, type SearchIndex } from "./search";
import type { ProductSummary } from "./summary";

const scoreOf = (p: ProductSummary) => p.overall ?? (p.expertScore !== undefined ? p.expertScore * 10 : -1);
const popularity = (p: ProductSummary) => (p.reviewCount ?? 0) * (p.rating ?? 0);
const recency = (p: ProductSummary) => p.year * 1e13 + (Date.parse(p.lastUpdated ?? "") || 0);

/**
 * Sort orders. Relevance is the search ranking when there is a term (seed 000 §5), otherwise
 * best-sellers first (retailer reviews × rating), since the site lists best-selling products.
 */
const COMPARATORS: Record<SortId, (a: ProductSummary, b: ProductSummary) => number> = {
  relevancia: (a, b) => popularity(b) - popularity(a),
  "precio-asc": (a, b) => a.price - b.price,
  "precio-desc": (a, b) => b.price - a.price,
  puntuacion: (a, b) => scoreOf(b) - scoreOf(a),
  novedades: (a, b) => recency(b) - recency(a),
};

/** A category's list made ready for listing queries: filter columns, folded names, sort orders. */
export interface PreparedListing {
  products: readonly ProductSummary[];
  definitions: readonly FilterDefinition[];
  filterIndex: FilterIndex;
  searchIndex: SearchIndex;
  /** Positions in each sort order, computed on first use. */
  orders: Partial<Record<SortId, Int32Array>>;
}

export function prepareListing(products: readonly ProductSummary[], definitions: readonly FilterDefinition[]): PreparedListing {
  return {
    products,
    definitions,
    filterIndex: buildFilterIndex(products, definitions),
    searchIndex: buildSearchIndex(products),
    orders: {},
  };
}

function orderOf(prepared: PreparedListing, sort: SortId): Int32Array {
  const cached = prepared.orders[sort];
  if (cached) return cached;
  const { products } = prepared;
  const compare = COMPARATORS[sort];
  const order = Int32Array.from(products.keys()).sort((a, b) => compare(products[a], products[b]) || products[a].id.localeCompare(products[b].id));
  prepared.orders[sort] = order;
  return order;
}

export interface ListingResult {
  products: ProductSummary[];
  counts: FacetCounts;
}

/**
 * Search, then filters, then sort: the listing the shopper sees, the same on the server and in the
 * browser. Results come out of precomputed orders, so a query is a filtered walk, not a sort.
 */
export function runListing(prepared: PreparedListing, query: ListingQuery): ListingResult {
  const term = normaliseSearchTerm(query.term);
  let candidates: ArrayLike<number>;
  let searched: number[] | undefined;
  if (term) {
    searched = searchPositions(prepared.searchIndex, term);
    if (query.sort === "relevancia") candidates = searched;
    else {
      const rank = new Int32Array(prepared.products.length);
      orderOf(prepared, query.sort).forEach((position, r) => (rank[position] = r));
      candidates = [...searched].sort((a, b) => rank[a] - rank[b]);
    }
  } else {
    candidates = orderOf(prepared, query.sort);
  }
  const positions = filterPositions(prepared.filterIndex, query.filters, candidates);
  return {
    products: positions.map((i) => prepared.products[i]),
    counts: facetCountsIndexed(prepared.filterIndex, query.filters, searched),
  };
}
