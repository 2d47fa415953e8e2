import { listingToSearch, parseListingQuery } from "../../shared/listing-query";
import { comparePath, type Route } from "../../shared/routes";
import type { CatalogueReader } from "../data/catalogue-reader";

/**
 * The query a page is made of: only the parameters its route reads, in one order, so that extra
 * parameters (a cache-buster, a parameter of nothing) or another order make neither a new cache key
 * nor a new render. A category page reads its listing (term, filters, sort: normalised by their
 * own reader and writer), the comparison page its ids, other known pages nothing. A view this does
 * not know keeps every parameter, sorted.
 */
export async function canonicalPageSearch(route: Route, reader: CatalogueReader, search: string): Promise<string> {
  switch (route.view) {
    case "category": {
      try {
        const { filters } = await reader.head(route.categoryId);
        return listingToSearch(parseListingQuery(search, filters), filters);
      } catch {
        return ""; // the page is an error page: nothing of it is kept
      }
    }
    case "compare":
      return comparePath(route.pids).slice("/comparar".length);
    case "home":
    case "product":
    case "static":
    case "notFound":
      return "";
    default:
      return sortedSearch(search);
  }
}

/** Every parameter, sorted by name (values of one name keep their order). */
export function sortedSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.sort();
  const text = params.toString();
  return text ? `?${text}` : "";
}
