import { EMPTY_LISTING, parseListingQuery, type ListingQuery } from "../../shared/listing-query";
import type { ViewData } from "../view-data";

/** The listing a URL asks for, against the category's filters (empty for other views). */
export function listingForUrl(data: ViewData, search: string): ListingQuery {
  return data.view === "category" && data.head ? parseListingQuery(search, data.head.filters) : EMPTY_LISTING;
}
