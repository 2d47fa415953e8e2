import { ref } from "valtio";
import { EMPTY_LISTING } from "../shared/empty-listing";
import { matchRoute } from "../shared/routes";
import { loadErrorText } from "../shared/texts";
import { track } from "./analytics";
import { apiReader } from "./api-reader";
import { freshListingUi, type AppState } from "./state/app-state";
import type { NavigateOptions } from "./state/app-state-types";
import { listingPlace, placeFrom, type ListingPlace } from "./state/listing-place";
import { failedViewData, loadViewData, loadingViewData, viewTitle } from "./routes";

let navigationCounter = 0;

/** Listing URLs are parsed only for category pages, whose chunk carries that code anyway. */
const listingModule = () => import("./state/listing-url");
/** The listing's results machinery comes with the category view's chunk, not the entry. */
const resultsModule = () => import("./state/listing-results");
/** Back to a listing's place: needed only then. */
const restoreModule = () => import("./state/listing-restore");
/** The head's tags and JSON-LD change only after a navigation: their code stays out of the first load. */
const headModule = () => import("./head");

export function trackPageView(state: AppState): void {
  track(state.config, "page_view", { page_path: state.url, page_title: document.title });
}

/**
 * Client-side navigation (PRODUCT-RULES.md, Screens and routes): the route comes from the shared table; the view switches at
 * once to its loading state, loads its data from the JSON API and scrolls to the top, without a full
 * page load. Within one category only the listing changes (filters, search, sort): no reload.
 * A newer navigation supersedes an older one still loading.
 */
export async function navigate(
  state: AppState,
  href: string,
  options: { replace?: boolean; fromHistory?: boolean; keepScroll?: boolean; restore?: ListingPlace } = {},
): Promise<void> {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const route = matchRoute(url.pathname, url.search);
  if (route.view === "redirect") return navigate(state, route.to, { replace: true });
  const target = url.pathname + url.search;
  if (!options.fromHistory) {
    if (options.replace) window.history.replaceState(null, "", target);
    else {
      // Leaving a listing: its entry remembers where the shopper was, for the back button.
      const place = listingPlace(state);
      if (place) window.history.replaceState({ ...(window.history.state as object | null), listingPlace: place }, "", window.location.href);
      window.history.pushState(null, "", target);
    }
  }
  const ticket = ++navigationCounter;

  const current = state.data;
  if (route.view === "category" && current.view === "category" && current.categoryId === route.categoryId && current.manifest && !options.keepScroll) {
    const { listingForUrl, understoodListing } = await listingModule();
    const listing = await understoodListing(current, listingForUrl(current, url.search));
    if (ticket !== navigationCounter) return;
    state.url = target;
    state.route = route;
    state.listing = listing;
    state.listingUi.searchInput = state.listing.term;
    state.listingUi.pages = 1;
    await (await resultsModule()).refreshResults(state);
    return;
  }

  const categoryChanged = route.view !== "category" || current.view !== "category" || current.categoryId !== route.categoryId;
  Object.assign(state, { url: target, route, data: ref(loadingViewData(route)), error: null, loading: true });
  if (categoryChanged) {
    // PRODUCT-RULES.md (States): choosing a category resets filters, search and selection.
    state.listingUi = freshListingUi();
    state.homePages = 1;
  }
  // PRODUCT-RULES.md (Screens and routes): every view change scrolls to the top, back and forward included; back to a
  // listing then returns to where the shopper was in it, once its results are drawn (below).
  if (!options.keepScroll) window.scrollTo(0, 0);
  try {
    const data = await loadViewData(route, apiReader, url.search);
    const { listingForUrl, understoodListing } = await listingModule();
    const listing = data.view === "category" ? await understoodListing(data, listingForUrl(data, url.search)) : EMPTY_LISTING;
    if (ticket !== navigationCounter) return;
    // The view works its first results out of the page it was given (CategoryView).
    Object.assign(state, { data: ref(data), listing, error: null, loading: false, renderedAt: new Date().toISOString(), results: null });
    state.listingUi.searchInput = listing.term;
    if (options.restore && data.view === "category") void (await restoreModule()).restoreListingPlace(state, options.restore);
  } catch (error) {
    if (ticket !== navigationCounter) return;
    console.error("[navigation] load failed", error);
    Object.assign(state, { data: ref(failedViewData(route)), error: loadErrorText(error), loading: false });
  }
  document.title = viewTitle(state.data);
  trackPageView(state);
  try {
    const { updateHead } = await headModule();
    if (ticket === navigationCounter) updateHead(state.data, state.config.siteHost, state.config.priceFreshHours);
  } catch (error) {
    // Its chunk did not arrive (offline): the view is shown all the same, with the last head.
    console.error("[navigation] head not updated", error);
  }
}

/**
 * Starts client-side navigation on the hydrated page: the state's router (through which the stores
 * and components navigate, client/navigate.ts, since this module imports them), back and forward
 * restoring the view (or the listing) for the address the browser moved to, and plain links to our
 * own pages (in static texts and analyses) navigating on the client like <Link> does.
 */
export function startNavigation(state: AppState): () => void {
  state.router = ref({ navigate: (href: string, options?: NavigateOptions) => navigate(state, href, options) });
  const onPopState = (event: PopStateEvent) => {
    void navigate(state, window.location.pathname + window.location.search, { fromHistory: true, restore: placeFrom(event.state) });
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith("/api/") || /\.\w+$/.test(url.pathname)) return;
    event.preventDefault();
    void navigate(state, url.pathname + url.search);
  };
  window.addEventListener("popstate", onPopState);
  document.addEventListener("click", onClick);
  return () => {
    state.router = null;
    window.removeEventListener("popstate", onPopState);
    document.removeEventListener("click", onClick);
  };
}
