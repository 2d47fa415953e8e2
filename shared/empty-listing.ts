import type { ListingQuery } from "./listing-query";

/** No search, no filters, default order: the listing of every non-category page. */
export const EMPTY_LISTING: ListingQuery = { term: "", filters: {}, sort: "relevancia" };
