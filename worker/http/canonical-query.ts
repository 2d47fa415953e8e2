import { routeRules } from "../../client/routes/servers";
import type { Route } from "../../shared/routes";
import type { CatalogueReader } from "../data/catalogue-reader";

/**
 * The query a page is made of: only the parameters its route reads, in one order (each view's
 * `canonicalSearch`, client/routes/*.server.ts), so that extra parameters (a cache-buster, a
 * parameter of nothing) or another order make neither a new cache key nor a new render. A category
 * page reads its listing, the comparison page its ids, the search page its term, other known pages
 * nothing. A route that is no page keeps every parameter, sorted.
 */
export async function canonicalPageSearch(route: Route, reader: CatalogueReader, search: string): Promise<string> {
  const page = routeRules(route);
  return page ? page.rules.canonicalSearch(page.route, reader, search) : sortedSearch(search);
}

/** Every parameter, sorted by name (values of one name keep their order). */
export function sortedSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.sort();
  const text = params.toString();
  return text ? `?${text}` : "";
}
