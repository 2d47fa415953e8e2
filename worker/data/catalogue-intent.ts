import type { SuggestedListing } from "../../shared/api-contract";
import { getCategory, type CategoryId } from "../../shared/categories";
import type { CategoryManifest } from "../../shared/catalogue-manifest";
import { columnSortLabel } from "../../shared/column-sort";
import { activeFilters } from "../../shared/filters/active";
import { sortsFor, type ListingQuery } from "../../shared/listing-query";
import { normaliseSearchTerm } from "../../shared/search-term";
import { categoryIntent, intentListingPath } from "../../shared/spec-search/category-intent";
import { understandQuery } from "../../shared/spec-search/understand";
import { listingPage, type ListingPage } from "./catalogue-queries";
import type { CatalogueReader } from "./catalogue-reader";

/** The sort a listing's menu shows for a query, when it is not the default. */
function sortLabel(query: ListingQuery, manifest: CategoryManifest): string | undefined {
  if (query.sort === "relevancia") return undefined;
  return sortsFor(manifest.filters).find((s) => s.id === query.sort)?.label ?? columnSortLabel(query.sort, manifest.filters) ?? undefined;
}

/**
 * The listing a search term names by its category ("tv oled 55"), as that listing shows it: the
 * filters it understands from the other words (its chips), the order they ask for, what it still
 * searches by name, and how many products it lists. Null when the term names no category, or more than one.
 */
export async function intentListing(reader: CatalogueReader, term: string, priceCutoff?: number): Promise<SuggestedListing | null> {
  const intent = categoryIntent(term);
  if (!intent) return null;
  const { categoryId } = intent;
  const manifest = await reader.manifest(categoryId);
  const query = understandQuery({ term: intent.rest, filters: {}, sort: "relevancia" }, manifest.vocabulary);
  const { total } = await listingPage(reader, categoryId, query, 0, 0, priceCutoff);
  const sort = sortLabel(query, manifest);
  return {
    categoryId,
    name: getCategory(categoryId).name,
    href: intentListingPath(intent),
    chips: activeFilters(manifest.filters, query.filters).flatMap((filter) => filter.chips.map((chip) => chip.text)),
    ...(sort && { sort }),
    term: query.term,
    total,
  };
}

/**
 * What a category's listing shows for a term typed across the catalogue, its spec and shoppers' words
 * understood there: the first `limit` products and how many in all. Nothing when words are left that
 * are too short to search (the "lg" of "lg oled" where no brand is LG): the listing would drop them
 * and show what the term did not ask for.
 */
export async function termListing(
  reader: CatalogueReader,
  categoryId: CategoryId,
  manifest: CategoryManifest,
  term: string,
  limit: number,
  priceCutoff?: number,
): Promise<Pick<ListingPage, "total" | "positions" | "cards">> {
  const query = understandQuery({ term, filters: {}, sort: "relevancia" }, manifest.vocabulary);
  if (query.term && !normaliseSearchTerm(query.term)) return { total: 0, positions: [], cards: [] };
  return listingPage(reader, categoryId, query, 0, limit, priceCutoff);
}

/**
 * How many products a category's listing shows for a term, its spec words understood there ("anc" is
 * Auriculares' noise cancelling): what a count beside a link to that listing must say. `named` is
 * the name search's count, which is the listing's when the category understands no word.
 */
export async function listedForTerm(
  reader: CatalogueReader,
  categoryId: CategoryId,
  manifest: CategoryManifest,
  term: string,
  named: number,
  priceCutoff?: number,
): Promise<number> {
  const query = { term, filters: {}, sort: "relevancia" as const };
  const understood = understandQuery(query, manifest.vocabulary);
  if (understood === query) return named;
  return (await termListing(reader, categoryId, manifest, term, 0, priceCutoff)).total;
}
