import type { CategoryId } from "../../shared/categories";
import type { Route } from "../../shared/routes";
import type { ViewData } from "../view-data";
import { categoryServer } from "./category.server";
import { compareServer } from "./compare.server";
import { guideServer } from "./guide.server";
import { homeServer } from "./home.server";
import { notFoundServer } from "./not-found.server";
import { productServer } from "./product.server";
import { searchServer } from "./search.server";
import { staticPageServer } from "./static-page.server";
import type { GateAnswer, PageReader, TrimmedCopies, ViewName, ViewServerRules } from "./types";

/**
 * Every page type's rules for the worker, by view: status gate, canonical query, Cache-Tag
 * categories, price freshness, what the payload carries. Only the worker imports this registry:
 * none of it is in the browser's bundle.
 */
export const SERVER_RULES: { readonly [V in ViewName]: ViewServerRules<V> } = {
  home: homeServer,
  category: categoryServer,
  product: productServer,
  compare: compareServer,
  search: searchServer,
  static: staticPageServer,
  notFound: notFoundServer,
  guide: guideServer,
};

const rulesOf = (view: ViewName) => SERVER_RULES[view] as ViewServerRules<ViewName>;
type PageRoute = Parameters<ViewServerRules<ViewName>["gate"]>[0];

/** The route's page rules; null for a redirect, which is no page. */
export const routeRules = (route: Route): { route: PageRoute; rules: ViewServerRules<ViewName> } | null =>
  route.view === "redirect" ? null : { route: route as PageRoute, rules: rulesOf(route.view) };

/** Where a request is found instead of its own address (a 302), or null. */
export function foundAt(route: Route): string | null {
  const page = routeRules(route);
  return page ? page.rules.foundAt(page.route) : null;
}

/** Whether the page streams with a known status or is sent whole once loaded; throws when the catalogue cannot answer. */
export function gateOf(route: Route, reader: PageReader): Promise<GateAnswer> {
  const page = routeRules(route);
  return page ? page.rules.gate(page.route, reader) : Promise.resolve({ stream: false });
}

/** The categories a page shows (its Cache-Tag), known from its route and, for some, its data. */
export function categoriesShown(route: Route, data: ViewData | null): readonly CategoryId[] {
  const page = routeRules(route);
  return page ? page.rules.categoriesShown(page.route, data) : [];
}

/**
 * Until when a rendered page's prices stay true: the moment the first price it shows as current
 * grows stale (null: none will). A page kept in the location's cache is not served past it, so a
 * page rendered while a price was fresh never shows it as current once the limit has passed.
 */
export const pageFreshUntil = (data: ViewData, now: number, freshHours: number): number | null => rulesOf(data.view).freshUntil(data, now, freshHours);

/** The data as the page's hydration payload carries it. */
export const sentViewData = (data: ViewData, now: number, freshHours: number | undefined, copies: TrimmedCopies): ViewData =>
  rulesOf(data.view).sent(data, now, freshHours, copies);

/** False when a page is right only for now: it gets no ETag and is not kept. */
export const isLasting = (data: ViewData): boolean => rulesOf(data.view).lasting(data);
