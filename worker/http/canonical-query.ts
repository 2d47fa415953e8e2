import { linkedPages, listingToSearch, PAGE_PARAM, parseListingQuery } from "../../shared/listing-query";
import { comparePath, SEARCH_PARAM, type Route } from "../../shared/routes";
import type { CatalogueReader } from "../data/catalogue-reader";

/**
 * The query a page is made of: only the parameters its route reads, in one order, so that extra
 * parameters (a cache-buster, a parameter of nothing) or another order make neither a new cache key
 * nor a new render. A category page reads its listing (term, filters, sort: normalised by their
 * own reader and writer, and how many pages the no-script 'Cargar más Productos' link asks for), the
 * comparison page its ids, the search page its term, other known pages nothing. A view this does not
 * know keeps every parameter, sorted.
 */
export async function canonicalPageSearch(route: Route, reader: CatalogueReader, search: string): Promise<string> {
  switch (route.view) {
    case "category": {
      try {
        const { filters } = await reader.head(route.categoryId);
        const listing = listingToSearch(parseListingQuery(search, filters), filters);
        const pages = linkedPages(search);
        return pages > 1 ? `${listing}${listing ? "&" : "?"}${PAGE_PARAM}=${pages}` : listing;
      } catch {
        return ""; // the page is an error page: nothing of it is kept
      }
    }
    case "compare":
      return comparePath(route.pids).slice("/comparar".length);
    case "search":
      return route.term ? `?${new URLSearchParams({ [SEARCH_PARAM]: route.term })}` : "";
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
