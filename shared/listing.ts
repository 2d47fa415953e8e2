import { facetCountsIndexed, filterPositions, type FacetCounts } from "./filters/apply";
import { buildFilterIndex, type FilterIndex } from "./filters/filter-index";
import type { AppliedFilters, FilterDefinition } from "./filters/types";
import { filtersFromParams, filtersToParams } from "./filters/url";
import { buildSearchIndex, normaliseSearchTerm, searchPositions, type SearchIndex } from "./search";
import type { ProductSummary } from "./summary";

/** Sort orders of a listing; the first is the default and stays out of the URL. */
export const SORTS = [
  { id: "relevancia", label: "Relevancia" },
  { id: "precio-asc", label: "Precio: de menor a mayor" },
  { id: "precio-desc", label: "Precio: de mayor a menor" },
  { id: "puntuacion", label: "Mejor puntuación" },
  { id: "novedades", label: "Más recientes" },
] as const;
export type SortId = (typeof SORTS)[number]["id"];
const isSortId = (value: string | null): value is SortId => SORTS.some((s) => s.id === value);

/** What a category listing shows, as its URL says: search term, filters and sort. */
export interface ListingQuery {
  term: string;
  filters: AppliedFilters;
  sort: SortId;
}

export const EMPTY_LISTING: ListingQuery = { term: "", filters: {}, sort: "relevancia" };

/** The longest search we accept from a URL; longer text cannot match a brand and model. */
const MAX_TERM_LENGTH = 100;

export function parseListingQuery(search: string, definitions: readonly FilterDefinition[]): ListingQuery {
  const params = new URLSearchParams(search);
  const term = (params.get("q") ?? "").trim().slice(0, MAX_TERM_LENGTH);
  const sort = params.get("orden");
  return {
    term: normaliseSearchTerm(term) ?? "",
    filters: filtersFromParams(params, definitions),
    sort: isSortId(sort) ? sort : "relevancia",
  };
}

/** "?q=oled&marca=…" for a listing; "" when nothing is chosen. */
export function listingToSearch(query: ListingQuery, definitions: readonly FilterDefinition[]): string {
  const params = new URLSearchParams();
  if (query.term) params.set("q", query.term);
  filtersToParams(query.filters, definitions, params);
  if (query.sort !== "relevancia") params.set("orden", query.sort);
  const text = params.toString();
  return text ? `?${text}` : "";
}

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

/** Seed 000 §9: rows per page; page size and increment are rows × columns. */
export const PAGE_ROWS = 10;

/** Seed 000 §9 category grid: 1 (<768), 2 (<1024), 3 (<1280), 4 (<1536), else 5 columns. */
export function categoryColumns(width: number): number {
  if (width < 768) return 1;
  if (width < 1024) return 2;
  if (width < 1280) return 3;
  if (width < 1536) return 4;
  return 5;
}

/** Seed 000 §9 home grid: 2 (<640), 3 (<768), 4 (<1024), else 5 columns. */
export function homeColumns(width: number): number {
  if (width < 640) return 2;
  if (width < 768) return 3;
  if (width < 1024) return 4;
  return 5;
}

/** The server cannot know the width: it renders the widest page and CSS hides what narrower grids do not show. */
export const SERVER_COLUMNS = 5;
