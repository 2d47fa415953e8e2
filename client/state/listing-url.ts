import { EMPTY_LISTING } from "../../shared/empty-listing";
import { parseListingQuery, type ListingQuery } from "../../shared/listing-query";
import type { ViewData } from "../view-data";
import { categoryVocabulary } from "./category-vocabulary";

/** The listing a URL asks for, against the category's filters (empty for other views). */
export function listingForUrl(data: ViewData, search: string): ListingQuery {
  return data.view === "category" && data.manifest ? parseListingQuery(search, data.manifest.filters) : EMPTY_LISTING;
}

/**
 * The listing with its search term understood: words naming a filter ("oled", "55 pulgadas") are
 * that filter (shared/spec-search/understand.ts). Its code comes when a term does, not with the page.
 */
export async function understoodListing(data: ViewData, query: ListingQuery): Promise<ListingQuery> {
  if (!query.term || data.view !== "category") return query;
  const [{ understandQuery }, vocabulary] = await Promise.all([import("../../shared/spec-search/understand"), categoryVocabulary(data.manifest)]);
  return vocabulary ? understandQuery(query, vocabulary) : query;
}
