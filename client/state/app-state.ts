import { createContext, useContext } from "react";
import { proxy, ref, snapshot, useSnapshot, type Snapshot } from "valtio";
import { EMPTY_LISTING } from "../../shared/empty-listing";
import { linkedPages, type ListingQuery } from "../../shared/listing-query";
import { PAGE_ROWS, categoryColumns } from "../../shared/grid";
import type { Route } from "../../shared/routes";
import type { PublicConfig } from "../config";
import type { ViewData } from "../view-data";
import type { CompareTray } from "./compare";
import type { Consent } from "./consent";
import type { ListingResults } from "./listing-results";

/** What the server embeds in the page for hydration: JSON only, never request objects. */
export interface PagePayload {
  /** Path plus query of the page, as the address bar shows it. */
  url: string;
  route: Route;
  data: ViewData;
  config: PublicConfig;
  /** Error text to show instead of the view's content (PRODUCT-RULES.md, Calls and errors), if loading failed. */
  error: string | null;
  /** Search, filters and sort of a category listing, read from the URL (empty elsewhere). */
  listing: ListingQuery;
  /** When the page was rendered (ISO): the first render measures "hace 3 horas" from it on both sides (see useNow). */
  renderedAt: string;
}

/** Browser-only parts of a listing: what the shopper is typing, the drawer, the pages loaded. */
export interface ListingUi {
  searchInput: string;
  searching: boolean;
  /** Pages of 10 rows shown ('Cargar más Productos' adds one). */
  pages: number;
  drawerOpen: boolean;
  sidebarCollapsed: boolean;
  /** Filter sections the shopper opened (true) or closed (false); the others follow defaultSectionOpen. */
  openSections: Record<string, boolean>;
}

/** A value kept with valtio's ref(): never proxied, and snapshots hand it back as it is (valtio's own type for it). */
export type Ref<T extends object> = ReturnType<typeof ref<T>>;

export interface AppState extends Omit<PagePayload, "data"> {
  /** The view's data, frozen and never proxied (see createAppState). */
  data: Ref<ViewData>;
  /** A client-side navigation is loading the view's data. */
  loading: boolean;
  /** Window width once measured in the browser; null while rendering on the server or hydrating. */
  viewportWidth: number | null;
  /** The compare tray: a proxy of its own, so its storage subscribes to the tray alone (compare.ts). */
  tray: CompareTray;
  listingUi: ListingUi;
  /**
   * The current listing's results once the shopper changed the listing (category pages); until then
   * the view shows the page it arrived with. Replaced whole, never changed in place.
   */
  results: Ref<ListingResults> | null;
  /** Pages of the home grid shown. */
  homePages: number;
  /** The visitor's analytics-cookie choice; "pending" until read from storage after hydration. */
  consent: Consent;
}

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
const ON_SERVER = typeof document === "undefined";

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
