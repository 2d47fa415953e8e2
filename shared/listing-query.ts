import { columnSortFilter, type ColumnSortId } from "./column-sort";
import type { DeepReadonly } from "./deep-readonly";
import type { AppliedFilters, FilterDefinition } from "./filters/types";
import { filtersFromParams, filtersToParams } from "./filters/url";
import { normaliseSearchTerm } from "./search-term";

/** Sort orders of a listing; the first is the default and stays out of the URL. */
export const SORTS = [
  { id: "relevancia", label: "Relevancia" },
  { id: "precio-asc", label: "Precio: de menor a mayor" },
  { id: "precio-desc", label: "Precio: de mayor a menor" },
  { id: "puntuacion", label: "Mejor puntuación" },
  { id: "novedades", label: "Más recientes" },
  { id: "ofertas", label: "Mejores ofertas ahora" },
] as const;
/**
 * Orders by one spec, offered by name where the category filters on that field: 'Más ligero' is the
 * laptops' (their weight in kg); products that do not state it come last. Any other range filter can
 * order a listing too, as a column sort (shared/column-sort.ts: what a shopper's words ask for).
 */
export const FIELD_SORTS = [{ id: "peso-asc", label: "Más ligero", filter: "dimensions.weightKg", direction: "asc" }] as const;
/** One of SORTS, a named field sort, or a sort by one of the category's range filters. */
export type SortId = (typeof SORTS)[number]["id"] | (typeof FIELD_SORTS)[number]["id"] | ColumnSortId;
export type SortOption = { id: SortId; label: string };

/** The orders a category's listing offers by name, in the order its select shows them. */
export const sortsFor = (definitions: readonly FilterDefinition[]): readonly SortOption[] => [
  ...SORTS,
  ...FIELD_SORTS.filter((sort) => definitions.some((d) => d.id === sort.filter)),
];
const isSortId = (value: string | null, definitions: readonly FilterDefinition[]): value is SortId =>
  value !== null && (sortsFor(definitions).some((s) => s.id === value) || columnSortFilter(value, definitions) !== undefined);

/** What a category listing shows, as its URL says: search term, filters and sort. */
export interface ListingQuery {
  term: string;
  filters: AppliedFilters;
  sort: SortId;
}

/** The longest search we accept from a URL; longer text cannot match a brand and model. */
const MAX_TERM_LENGTH = 100;

export function parseListingQuery(search: string, definitions: readonly FilterDefinition[]): ListingQuery {
  const params = new URLSearchParams(search);
  const term = (params.get("q") ?? "").trim().slice(0, MAX_TERM_LENGTH);
  const sort = params.get("orden");
  return {
    term: normaliseSearchTerm(term) ?? "",
    filters: filtersFromParams(params, definitions),
    sort: isSortId(sort, definitions) ? sort : "relevancia",
  };
}

/** "?q=oled&marca=…" for a listing; "" when nothing is chosen. */
export function listingToSearch(query: DeepReadonly<ListingQuery>, definitions: readonly FilterDefinition[]): string {
  const params = new URLSearchParams();
  if (query.term) params.set("q", query.term);
  filtersToParams(query.filters, definitions, params);
  if (query.sort !== "relevancia") params.set("orden", query.sort);
  const text = params.toString();
  return text ? `?${text}` : "";
}

// How many pages an address asks for lives apart (listing-pages.ts): every page's first load reads
// it, and the listing's query reader would come with it.
export { linkedPages, MAX_LINKED_PAGES, PAGE_PARAM } from "./listing-pages";
import { PAGE_PARAM } from "./listing-pages";

/** The address of the listing's next page: the same listing (search, filters, sort) with `pagina`. */
export function nextPageSearch(query: DeepReadonly<ListingQuery>, definitions: readonly FilterDefinition[], pages: number): string {
  const params = new URLSearchParams(listingToSearch(query, definitions));
  params.set(PAGE_PARAM, String(pages + 1));
  return `?${params}`;
}
