import type { ref } from "valtio";
import type { CategoryId } from "../../shared/categories";
import type { FacetCounts } from "../../shared/filters/facet-counts";
import type { ListingQuery } from "../../shared/listing-query";
import type { Route } from "../../shared/routes";
import type { PublicConfig } from "../config";
import type { ViewData } from "../view-data";

/*
 * The shape of the client's state, apart from the stores that act on it: app-state.ts creates it,
 * and compare.ts, consent.ts, listing-results.ts and the navigation act on it, each importing this
 * module, which imports none of them (so no store and the state import each other).
 */

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
  /** Client-side navigation, once the hydrated page started it (client/navigation.ts); null before and on the server. */
  router: Ref<Router> | null;
}

export interface NavigateOptions {
  replace?: boolean;
  keepScroll?: boolean;
}

/** What the stores and components navigate through, without importing the navigation (which imports them). */
export interface Router {
  navigate(href: string, options?: NavigateOptions): Promise<void>;
}

/** What the tray remembers of a product: enough to list it in the dropdown and build the compare URL. */
export interface CompareItem {
  id: string;
  categoryId: CategoryId;
  brand: string;
  model: string;
  image: string;
  /** The price shown when the product was added, and when that price was checked: the menu shows its age once stale. */
  price: number;
  checkedAt?: string;
}

/** The products chosen for comparison (PRODUCT-RULES.md (Product records), at most 3) and what the tray shows about them. */
export interface CompareTray {
  items: CompareItem[];
  /** The stored tray has been read (after hydration): until then `items` are not the visitor's yet. */
  loaded: boolean;
  /** A fourth product was refused (PRODUCT-RULES.md, States): a number per refusal, so a repeat is announced again; null once dismissed. */
  refusal: number | null;
}

/** "pending" until the stored choice is read after hydration (the server never knows it). */
export type Consent = "pending" | "unknown" | "granted" | "denied";

/**
 * The results of the listing the URL asks for. Either the browser worked them out on the category's
 * index (every position known), or the worker answered the pages seen so far (before the index has
 * arrived). Cards are kept apart (listing/card-cache.ts), by position in the build `version`.
 */
export interface ListingResults {
  /** The query string of the listing these results answer. */
  key: string;
  version: string;
  total: number;
  counts: FacetCounts;
  /** Result positions in order: all of them, or the first ones the worker sent. */
  positions: number[];
  /** A request for results or cards is under way. */
  loading: boolean;
  /** The last request failed: the grid says so and offers 'Reintentar'. */
  failed: boolean;
}
