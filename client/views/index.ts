import type { ViewData } from "../view-data";
import { lazyView } from "./lazy-view";

/** Each view in its own chunk, so a page's first load carries only the view it shows. */
export const HomeView = lazyView(() => import("./HomeView"));
export const CategoryView = lazyView(() => import("./CategoryView"));
export const ProductView = lazyView(() => import("./ProductView"));
export const CompareView = lazyView(() => import("./CompareView"));
export const StaticPageView = lazyView(() => import("./StaticPageView"));

const BY_VIEW: Partial<Record<ViewData["view"], { preload(): Promise<void> }>> = {
  home: HomeView,
  category: CategoryView,
  product: ProductView,
  compare: CompareView,
  static: StaticPageView,
};

/** Loads the code of the view a page shows (nothing for the not-found view, which is always there). */
export function preloadView(view: ViewData["view"]): Promise<void> {
  return BY_VIEW[view]?.preload() ?? Promise.resolve();
}
