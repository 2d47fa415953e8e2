import { listingToSearch, type ListingQuery } from "../../shared/listing-query";
import { categoryPath } from "../../shared/routes";
import { normaliseSearchTerm } from "../../shared/search-term";
import { countActiveFilters } from "../../shared/filters/active-count";
import { track } from "../analytics";
import type { ViewData } from "../view-data";
import type { AppState } from "./app-state";
import { refreshResults } from "./listing-results";

type CategoryData = Extract<ViewData, { view: "category" }>;

function categoryData(state: AppState): CategoryData | null {
  const data = state.data;
  return data.view === "category" && data.manifest ? data : null;
}

/**
 * Applies a new listing: the URL first (it is the source of truth: shareable, back/forward), then
 * the store mirrors it. Filters push a history entry; a search term replaces it while typing.
 */
export function updateListing(state: AppState, next: ListingQuery, history: "push" | "replace" = "push"): Promise<void> {
  const data = categoryData(state);
  if (!data?.manifest) return Promise.resolve();
  const url = categoryPath(data.categoryId) + listingToSearch(next, data.manifest.filters);
  if (url !== state.url) {
    if (history === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  }
  const filtersChanged = JSON.stringify(next.filters) !== JSON.stringify(state.listing.filters);
  state.url = url;
  state.listing = next;
  state.listingUi.pages = 1; // PRODUCT-RULES.md (States): pagination resets when the list changes
  if (filtersChanged) {
    track(state.config, "apply_filters", { filters: countActiveFilters(data.manifest.filters, next.filters) });
  }
  return refreshResults(state);
}

export function setSort(state: AppState, sort: ListingQuery["sort"]): void {
  void updateListing(state, { ...state.listing, sort });
}

/**
 * PRODUCT-RULES.md (States): fewer than 3 trimmed characters is no search (an empty term clears the results);
 * an identical term is not searched again. The search runs over the category already loaded
 * (PRODUCT-RULES.md (Calls and errors): the collection is cached per category and filtered locally).
 */
export function commitSearch(state: AppState, raw: string): void {
  const trimmed = raw.trim();
  const term = normaliseSearchTerm(trimmed);
  if (term === null && trimmed !== "") return;
  const next = term ?? "";
  if (next === state.listing.term) return;
  state.listingUi.searching = true;
  // Yield once so the 'searching' skeleton can paint; the search runs on the index or in the worker.
  window.requestAnimationFrame(async () => {
    // Words naming a filter become that filter (chips), the rest is the name search. The code comes
    // with the first search, not with the page (the worker understood the page's own term).
    // The vocabulary's fetch too: most visits never search.
    const manifest = categoryData(state)?.manifest;
    const [{ understandQuery }, vocabulary] = await Promise.all([
      import("../../shared/spec-search/understand"),
      next ? import("./category-vocabulary").then((m) => m.categoryVocabulary(manifest)) : undefined,
    ]);
    const understood = understandQuery({ ...state.listing, term: next }, vocabulary);
    if (understood.term !== next) state.listingUi.searchInput = understood.term;
    void updateListing(state, understood, understood.term === next ? "replace" : "push").finally(() => (state.listingUi.searching = false));
  });
}

/** The clear button: empties the box and the search. */
export function clearSearch(state: AppState): void {
  state.listingUi.searchInput = "";
  commitSearch(state, "");
}
