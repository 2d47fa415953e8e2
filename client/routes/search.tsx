import { SEARCH_TERM_MAX, normaliseSearchTerm } from "../../shared/search-term";
import { SITE_NAME } from "../title";
import type { SearchOutcome, ViewData, ViewLoader } from "../view-data";
import { lazyView } from "../lazy-view";
import type { ViewChunks, RouteModule, RouteOf } from "./types";

const SearchView = lazyView(() => import("../views/SearchView"));

/** What the search page does with the term it was given: the header suggestions' limits. */
export async function searchOutcome(raw: string, reader: ViewLoader): Promise<SearchOutcome> {
  if (raw.trim() === "") return { kind: "noTerm" };
  const term = normaliseSearchTerm(raw);
  if (!term) return { kind: "tooShort" };
  if (term.length > SEARCH_TERM_MAX) return { kind: "tooLong" };
  return { kind: "results", ...(await reader.search(term)) };
}

/** The term without results yet: while they load, and (incomplete) when they could not be read. */
const noResultsYet = (route: RouteOf<"search">): ViewData => ({ view: "search", term: route.term, outcome: { kind: "results", groups: [], complete: false } });

/** The search results page: the header search's matches across every category. */
export const search: RouteModule<"search"> = {
  load: async (route, reader) => ({ view: "search", term: route.term, outcome: await searchOutcome(route.term, reader) }),
  loading: noResultsYet,
  failed: noResultsYet,
  title: (data) => (data.outcome.kind === "results" ? `Resultados de «${data.term.trim()}» | ${SITE_NAME}` : `Buscar productos | ${SITE_NAME}`),
  preload: () => SearchView.preload(),
  skeleton: "grid",
  render: (data, { loading }) => <SearchView term={data.term} outcome={data.outcome} loading={loading} />,
};

export const searchChunks: ViewChunks<"search"> = { files: () => ({ search: "views/SearchView" }), key: () => "search", routeKey: () => "search" };
