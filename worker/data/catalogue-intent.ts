import type { SuggestedListing } from "../../shared/api-contract";
import { getCategory, type CategoryId } from "../../shared/categories";
import type { CategoryHead } from "../../shared/catalogue-head";
import { activeFilters } from "../../shared/filters/active";
import { categoryIntent, intentListingPath } from "../../shared/spec-search/category-intent";
import { understandQuery } from "../../shared/spec-search/understand";
import { listingPage } from "./catalogue-queries";
import type { CatalogueReader } from "./catalogue-reader";

/**
 * The listing a search term names by its category ("tv oled 55"), as that listing shows it: the
 * filters it understands from the other words (its chips), what it still searches by name, and how
 * many products it lists. Null when the term names no category, or more than one.
 */
export async function intentListing(reader: CatalogueReader, term: string, priceCutoff?: number): Promise<SuggestedListing | null> {
  const intent = categoryIntent(term);
  if (!intent) return null;
  const { categoryId } = intent;
  const head = await reader.head(categoryId);
  const query = understandQuery({ term: intent.rest, filters: {}, sort: "relevancia" }, head.vocabulary);
  const { total } = await listingPage(reader, categoryId, query, 0, 0, priceCutoff);
  return {
    categoryId,
    name: getCategory(categoryId).name,
    href: intentListingPath(intent),
    chips: activeFilters(head.filters, query.filters).flatMap((filter) => filter.chips.map((chip) => chip.text)),
    term: query.term,
    total,
  };
}

/**
 * How many products a category's listing shows for a term, its spec words understood there ("anc" is
 * Auriculares' noise cancelling): what a count beside a link to that listing must say. `named` is
 * the seed's name search's count, which is the listing's when the category understands no word.
 */
export async function listedForTerm(
  reader: CatalogueReader,
  categoryId: CategoryId,
  head: CategoryHead,
  term: string,
  named: number,
  priceCutoff?: number,
): Promise<number> {
  const query = { term, filters: {}, sort: "relevancia" as const };
  const understood = understandQuery(query, head.vocabulary);
  if (understood === query) return named;
  return (await listingPage(reader, categoryId, understood, 0, 0, priceCutoff)).total;
}
