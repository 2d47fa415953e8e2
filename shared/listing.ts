import { applyFilters, facetCounts, type FacetCounts } from "./filters/apply";
import type { AppliedFilters, FilterDefinition } from "./filters/types";
import { filtersFromParams, filtersToParams } from "./filters/url";
import { normaliseSearchTerm, searchProducts } from "./search";
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
const recency = (p: ProductSummary) => p.year * 1e13 + Date.parse(p.lastUpdated ?? "") || 0;

/**
 * Orders results. Relevance is the search ranking when there is a term (seed 000 §5), otherwise
 * best-sellers first (retailer reviews × rating), since the site lists best-selling products.
 */
function sortResults(products: ProductSummary[], sort: SortId, searched: boolean): ProductSummary[] {
  const byId = (a: ProductSummary, b: ProductSummary) => a.id.localeCompare(b.id);
  switch (sort) {
    case "relevancia":
      return searched ? products : products.sort((a, b) => popularity(b) - popularity(a) || byId(a, b));
    case "precio-asc":
      return products.sort((a, b) => a.price - b.price || byId(a, b));
    case "precio-desc":
      return products.sort((a, b) => b.price - a.price || byId(a, b));
    case "puntuacion":
      return products.sort((a, b) => scoreOf(b) - scoreOf(a) || byId(a, b));
    case "novedades":
      return products.sort((a, b) => recency(b) - recency(a) || byId(a, b));
  }
}

export interface ListingResult {
  products: ProductSummary[];
  counts: FacetCounts;
}

/** Search, then filters, then sort: the listing the shopper sees, the same on the server and in the browser. */
export function runListing(all: readonly ProductSummary[], query: ListingQuery, definitions: readonly FilterDefinition[]): ListingResult {
  const term = normaliseSearchTerm(query.term);
  const searched = term ? searchProducts(all, term) : [...all];
  return {
    products: sortResults(applyFilters(searched, definitions, query.filters), query.sort, term !== null),
    counts: facetCounts(searched, definitions, query.filters),
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
