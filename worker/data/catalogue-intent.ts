import type { SuggestedListing } from "../../shared/api-contract";
import { getCategory } from "../../shared/categories";
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
