import type { Route } from "../../shared/routes";
import type { ViewData } from "../view-data";
import { lazyView } from "../lazy-view";
import { STATIC_PAGES } from "./static-pages";
import StaticPageView from "./StaticPageView";

/** Each view in its own chunk, so a page's first load carries only the view it shows. */
export const HomeView = lazyView(() => import("./HomeView"));
export const CategoryView = lazyView(() => import("./CategoryView"));
export const ProductView = lazyView(() => import("./ProductView"));
export const CompareView = lazyView(() => import("./CompareView"));
export const SearchView = lazyView(() => import("./SearchView"));
export { StaticPageView };

const BY_VIEW: Partial<Record<ViewData["view"], { preload(): Promise<void> }>> = {
  home: HomeView,
  category: CategoryView,
  product: ProductView,
  compare: CompareView,
  search: SearchView,
};

/** The key of a view's chunks in the build manifest ("product", "static:help"). */
export function viewChunkKey(data: ViewData): string {
  // A product that failed to load shows its error screen, which is in the entry like not found.
  if (data.view === "product" && !data.product) return "notFound";
  return data.view === "static" ? `static:${data.page}` : data.view;
}

/** Loads the code a page shows (nothing for the not-found view and the product error screen, always there). */
export function preloadView(data: ViewData): Promise<void> {
  if (data.view === "product" && !data.product) return Promise.resolve();
  if (data.view === "static") return STATIC_PAGES[data.page].preload();
  return BY_VIEW[data.view]?.preload() ?? Promise.resolve();
}

/** The chunk key of the view a route shows when it exists (the worker sends its preloads before the data). */
export function routeChunkKey(route: Route): string {
  if (route.view === "static") return `static:${route.page}`;
  return route.view === "redirect" ? "notFound" : route.view;
}
