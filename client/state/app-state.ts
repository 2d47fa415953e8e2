import { createContext, useContext } from "react";
import { proxy, ref, snapshot, useSnapshot, type Snapshot } from "valtio";
import { EMPTY_LISTING } from "../../shared/empty-listing";
import { linkedPages } from "../../shared/listing-pages";
import { PAGE_ROWS, categoryColumns } from "../../shared/grid";
import type { ViewData } from "../view-data";
import type { AppState, CompareTray, ListingUi, PagePayload } from "./app-state-types";

// The state's shape lives in app-state-types.ts, which the stores import without importing this module back.
export type { AppState, ListingUi, PagePayload } from "./app-state-types";

export function freshListingUi(term = "", pages = 1): ListingUi {
  return { searchInput: term, searching: false, pages, drawerOpen: false, sidebarCollapsed: false, openSections: {} };
}

/**
 * The pages of a listing its address asks for (`?pagina=N`, the no-script 'Cargar más Productos'),
 * never past the last page of its results on the narrowest grid (the server rendered that many, and
 * the client shows the same).
 */
export function pagesOfPayload(payload: Pick<PagePayload, "url" | "data">): number {
  const { data } = payload;
  if (data.view !== "category" || !data.page) return 1;
  const last = Math.max(1, Math.ceil(data.page.total / (PAGE_ROWS * categoryColumns(0))));
  return Math.min(linkedPages(new URL(payload.url, "http://x").search), last);
}

/** One proxy per render: per request on the server, once per page load in the browser. */
export function createAppState(payload: PagePayload): AppState {
  return proxy<AppState>({
    ...payload,
    // View data is immutable once loaded and can be large: kept out of valtio's deep proxying.
    data: ref(payload.data),
    listing: payload.listing ?? EMPTY_LISTING,
    loading: false,
    viewportWidth: null,
    tray: proxy<CompareTray>({ items: [], loaded: false, refusal: null }),
    listingUi: freshListingUi(payload.listing?.term ?? "", pagesOfPayload(payload)),
    results: null,
    homePages: 1,
    consent: "pending",
    router: null,
  });
}

export const AppStateContext = createContext<AppState | null>(null);

/** The mutable state, for actions and callbacks. */
export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error("AppStateContext is missing");
  return state;
}

/** Rendering on the server happens once per request and never re-renders. */
export const ON_SERVER = typeof document === "undefined";

function useServerSnapshot(): Snapshot<AppState> {
  return snapshot(useAppState());
}

function useBrowserSnapshot(): Snapshot<AppState> {
  return useSnapshot(useAppState());
}

/**
 * A render snapshot of the state. On the server it is the plain snapshot: valtio's subscription and
 * per-render access tracking only serve re-renders, and cost CPU on every component of a page. The
 * choice is made once, when the module loads, so each hook always calls the same hooks.
 */
export const useAppSnapshot: () => Snapshot<AppState> = ON_SERVER ? useServerSnapshot : useBrowserSnapshot;

/** The current view's data (immutable, never proxied). */
export function useViewData(): ViewData {
  return useAppSnapshot().data;
}
