import type { ReactNode } from "react";
import type { CategoryId } from "../../shared/categories";
import type { FilterDefinition } from "../../shared/filters/types";
import type { CategoryGuides } from "../../shared/guides/guide-types";
import type { Route } from "../../shared/routes";
import type { SkeletonShape } from "../components/ViewSkeleton";
import type { ViewData, ViewLoader } from "../view-data";

/** A page type: the views of the route table (a redirect is not a page). */
export type ViewName = ViewData["view"];
/** The data of one page type. */
export type DataOf<V extends ViewName> = Extract<ViewData, { view: V }>;
/** The route of one page type. */
export type RouteOf<V extends ViewName> = Extract<Route, { view: V }>;

/**
 * A view's code chunks as the build's manifest knows them ("product", "static:help"): the worker
 * preloads a page's chunks in its head. Beside the route module, not in it: only the build and the
 * worker read these, so the browser's bundle leaves them out.
 */
export interface ViewChunks<V extends ViewName> {
  /** The module under client/ (no extension) each chunk key is built from: what the build finds its chunk by. */
  files(): Record<string, string>;
  /** The key of the chunk the data shows ("notFound" when all it shows is in the entry). */
  key(data: DataOf<V>): string;
  /** The key of the chunk the route shows when it exists: preloaded before the data is read. */
  routeKey(route: RouteOf<V>): string;
}

/**
 * What both sides need of a page type (its route module, client/routes/<view>.tsx, listed in
 * index.ts). Everything in it is in the browser's first load, so it stays small: the page type's
 * head tags (`<view>.head.ts`) and the worker's rules (`<view>.server.ts`) are modules of their own.
 */
export interface RouteModule<V extends ViewName> {
  /** The view's data, read through the reader the worker (KV) and the browser (JSON API) both implement. */
  load(route: RouteOf<V>, reader: ViewLoader, search: string): Promise<ViewData>;
  /** What the view shows while its data loads after a client-side navigation. */
  loading(route: RouteOf<V>): ViewData;
  /** What the view shows when its critical load failed (the catalogue unavailable, a 5xx, no network). */
  failed(route: RouteOf<V>): ViewData;
  /** The document title (the browser sets it on client navigation; the worker writes it in the head). */
  title(data: DataOf<V>): string;
  /** Loads the code the data shows, so it renders without suspending (at once when that code is in the entry). */
  preload(data: DataOf<V>): Promise<void>;
  /** The outline shown while the view's code or data is on the way. */
  skeleton: SkeletonShape;
  /** The view itself, for the page's main element. */
  render(data: DataOf<V>, state: { error: string | null; loading: boolean }): ReactNode;
}

/** Title, description and canonical path of a page (page metadata). */
export interface ViewMeta {
  title: string;
  description: string;
  /** Path of the canonical URL; null for pages that should not be indexed. */
  canonicalPath: string | null;
  keywords: string;
  /** Open Graph type. */
  ogType: "website" | "product";
  /** Site-relative picture for link previews, when the view has one. */
  image: string | null;
}

export type JsonLd = Record<string, unknown>;

/**
 * A page type's head: its metadata and its structured data. The worker writes them into the page;
 * the browser rewrites them after each client-side navigation (client/head.ts, loaded lazily).
 */
export interface ViewHead<V extends ViewName> {
  meta(data: DataOf<V>): ViewMeta;
  /** Offers are those current at `now`, so a stale price never becomes an Offer. */
  jsonLd(data: DataOf<V>, origin: string, now: number, freshHours: number): JsonLd[];
}

/**
 * The catalogue reads a page's rules may make before the data is loaded: the worker's catalogue
 * reader has them (a structural type, so nothing here depends on the worker). Each throws when the
 * catalogue cannot answer.
 */
export interface PageReader {
  manifests(): Promise<unknown>;
  manifest(category: CategoryId): Promise<{ filters: FilterDefinition[]; guides?: CategoryGuides }>;
  document(category: CategoryId, id: string): Promise<unknown>;
}

/**
 * Trimmed copies of the deep-frozen values an isolate shares (a build's manifest, a chunk's card), by the
 * value, kept by the isolate (worker/data/isolate-context.ts) as long as the value lives.
 */
export type TrimmedCopies = WeakMap<object, object>;

/** Whether a page streams (its status known before its data) and with which status, or is sent whole. */
export type GateAnswer = { stream: true; status: 200 | 404 } | { stream: false };

/**
 * What the worker decides for a page type around its render: status, cache key, Cache-Tag, how long
 * its prices stay true and what of its data the browser is sent. Only the worker imports these.
 */
export interface ViewServerRules<V extends ViewName> {
  /** Where the request is found instead (answered with a 302 before anything is read), or null: here. */
  foundAt(route: RouteOf<V>): string | null;
  /** The page's status from the cheapest reads that can decide it (worker/render/page-gate.ts). */
  gate(route: RouteOf<V>, reader: PageReader): Promise<GateAnswer>;
  /** Only the query parameters the route reads, in one order: the page's cache key and canonical query. */
  canonicalSearch(route: RouteOf<V>, reader: PageReader, search: string): Promise<string>;
  /** The categories the page shows, for its Cache-Tag (none: no tag). */
  categoriesShown(route: RouteOf<V>, data: ViewData | null): readonly CategoryId[];
  /** Until when the prices the page shows as current stay so (null: none will go stale). */
  freshUntil(data: DataOf<V>, now: number, freshHours: number): number | null;
  /** What of the data goes into the page's hydration payload (`copies`: where trimmed copies of shared values are kept). */
  sent(data: DataOf<V>, now: number, freshHours: number | undefined, copies: TrimmedCopies): DataOf<V>;
  /** False when the page is right only for now (a part could not be read): it gets no ETag and is not kept. */
  lasting(data: DataOf<V>): boolean;
}
