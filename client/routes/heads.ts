import { DEFAULT_PRICE_FRESH_HOURS } from "../../shared/prices/freshness";
import type { ViewData } from "../view-data";
import { categoryHead } from "./category.head";
import { compareHead } from "./compare.head";
import { guideHead } from "./guide.head";
import { homeHead } from "./home.head";
import { notFoundHead } from "./not-found.head";
import { productHead } from "./product.head";
import { searchHead } from "./search.head";
import { staticPageHead } from "./static-page.head";
import type { JsonLd, ViewHead, ViewMeta, ViewName } from "./types";

/**
 * Every page type's head, by view: what the worker writes into the page and the browser rewrites
 * after a client-side navigation (client/head.ts, which it loads only then: no first view needs it).
 */
export const HEADS: { readonly [V in ViewName]: ViewHead<V> } = {
  home: homeHead,
  category: categoryHead,
  product: productHead,
  compare: compareHead,
  search: searchHead,
  static: staticPageHead,
  notFound: notFoundHead,
  guide: guideHead,
};

const headOf = (view: ViewName) => HEADS[view] as ViewHead<ViewName>;

/** Title, description, canonical path, keywords and preview of a page (page metadata). */
export const viewMeta = (data: ViewData): ViewMeta => headOf(data.view).meta(data);

/**
 * Structured data for search engines: Product with its current offers and BreadcrumbList on a
 * product page, CollectionPage listing the cards a category page shows, nothing elsewhere. Offers
 * are those current at `now` (the request's time), so a stale price never becomes an Offer.
 */
export function structuredData(data: ViewData, origin: string, now: number = Date.now(), freshHours: number = DEFAULT_PRICE_FRESH_HOURS): JsonLd[] {
  return headOf(data.view).jsonLd(data, origin, now, freshHours);
}
