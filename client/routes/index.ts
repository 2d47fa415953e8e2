import type { ReactNode } from "react";
import type { Route } from "../../shared/routes";
import type { SkeletonShape } from "../components/ViewSkeleton";
import type { ViewData, ViewLoader } from "../view-data";
import { category, categoryChunks } from "./category";
import { compare, compareChunks } from "./compare";
import { guide, guideChunks } from "./guide";
import { home, homeChunks } from "./home";
import { notFound, notFoundChunks } from "./not-found";
import { product, productChunks } from "./product";
import { search, searchChunks } from "./search";
import { staticPage, staticPageChunks } from "./static-page";
import type { RouteModule, ViewChunks, ViewName } from "./types";

/**
 * Every page type's route module, by view. A page type missing here (or missing a piece in its
 * module) does not type-check. Its head is in ./heads.ts and the worker's rules in ./servers.ts,
 * apart so that neither is in the browser's first load.
 */
export const ROUTES: { readonly [V in ViewName]: RouteModule<V> } = {
  home,
  category,
  product,
  compare,
  search,
  static: staticPage,
  notFound,
  guide,
};

/** Every page type's code chunks, by view (read by the build and the worker only, so left out of the browser's bundle). */
export const CHUNKS: { readonly [V in ViewName]: ViewChunks<V> } = {
  home: homeChunks,
  category: categoryChunks,
  product: productChunks,
  compare: compareChunks,
  search: searchChunks,
  static: staticPageChunks,
  notFound: notFoundChunks,
  guide: guideChunks,
};

/** The module of a view, for code that handles any view (its data's type is checked by the module). */
const moduleOf = (view: ViewName) => ROUTES[view] as RouteModule<ViewName>;
type PageRoute = Parameters<RouteModule<ViewName>["load"]>[0];
/** A route's module; a redirect is no page and shows as not found if it gets here. */
const moduleFor = (route: Route) => moduleOf(route.view === "redirect" ? "notFound" : route.view);

/** What a view needs to render, loaded through the worker's reader (KV) or the browser's (JSON API). */
export const loadViewData = (route: Route, reader: ViewLoader, search = ""): Promise<ViewData> => moduleFor(route).load(route as PageRoute, reader, search);

/** What a view shows while its data loads after a client-side navigation (skeletons, spinners). */
export const loadingViewData = (route: Route): ViewData => moduleFor(route).loading(route as PageRoute);

/**
 * What a view shows when its critical load failed: a category keeps its frame, a product gets its
 * error screen, both with the error and 'Reintentar'; not found is only for what does not exist (a 404).
 */
export const failedViewData = (route: Route): ViewData => moduleFor(route).failed(route as PageRoute);

/** The document title of a view (the browser sets it on client navigation; the worker writes it in the head). */
export const viewTitle = (data: ViewData): string => moduleOf(data.view).title(data);

/** Loads the code a page shows (nothing for the not-found view and the product error screen, always there). */
export const preloadView = (data: ViewData): Promise<void> => moduleOf(data.view).preload(data);

/** The view for the page's main element. */
export const renderView = (data: ViewData, state: { error: string | null; loading: boolean }): ReactNode => moduleOf(data.view).render(data, state);

/** The outline a view shows while its code or data is on the way. */
export const viewSkeleton = (view: ViewName): SkeletonShape => ROUTES[view].skeleton;

const chunksOf = (view: ViewName) => CHUNKS[view] as ViewChunks<ViewName>;

/** The key of a view's chunks in the build manifest ("product", "static:help"). */
export const viewChunkKey = (data: ViewData): string => chunksOf(data.view).key(data);

/** The chunk key of the view a route shows when it exists (the worker sends its preloads before the data). */
export const routeChunkKey = (route: Route): string => (route.view === "redirect" ? "notFound" : chunksOf(route.view).routeKey(route as PageRoute));

/** The module each view chunk is built from, by key: what scripts/build-client.ts finds the chunks by. */
export const viewChunkFiles = (): Record<string, string> =>
  Object.assign({}, ...Object.values(CHUNKS).map((chunks) => chunks.files())) as Record<string, string>;
