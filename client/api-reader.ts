import { LISTING_PAGE_MAX, type ListingPageAnswer, type SuggestAnswer } from "../shared/api-contract";
import type { ProductCardData } from "../shared/card";
import type { ProductDetail } from "../shared/product";
import type { DealGroup } from "../shared/home-deals";
import type { GuideIndexGroup, GuidePageData } from "../shared/guides/guide-types";
import type { RelatedCards, ViewLoader } from "./view-data";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`GET ${url} answered ${status}`);
  }
}

export async function getJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (response.status === 404) return null;
  if (!response.ok) throw new HttpError(response.status, url);
  return (await response.json()) as T;
}

async function required<T>(url: string): Promise<T> {
  const value = await getJson<T>(url);
  if (value === null) throw new HttpError(404, url);
  return value;
}

const seg = encodeURIComponent;

/** The URL of a listing page: the listing's own query string plus the page wanted. */
export function listingPageUrl(category: string, search: string, offset: number, limit: number, withManifest = false): string {
  const params = new URLSearchParams(search);
  params.set("desde", String(offset));
  params.set("cantidad", String(limit));
  if (withManifest) params.set("cabecera", "1");
  return `/api/categories/${seg(category)}/products?${params}`;
}

/** The browser's view loader: the worker's public JSON API. */
export const apiReader: ViewLoader = {
  latest: (n) => required<ProductCardData[]>(`/api/latest?n=${n}`),
  deals: () => required<DealGroup[]>("/api/deals"),
  category: async (id, search) => {
    const { manifest, total, counts, offset, positions, cards } = await required<ListingPageAnswer>(listingPageUrl(id, search, 0, LISTING_PAGE_MAX, true));
    if (!manifest) throw new HttpError(500, "listing without its manifest");
    return { manifest, page: { total, counts, offset, positions, cards } };
  },
  product: (category, id) => getJson<ProductDetail>(`/api/products/${seg(category)}/${seg(id)}`),
  related: (category, id) => getJson<RelatedCards>(`/api/products/${seg(category)}/${seg(id)}/related`),
  productsByIds: (ids) => required<{ products: ProductDetail[]; missing: string[] }>(`/api/products?ids=${ids.map(seg).join(",")}`),
  // The header suggestions' own answer (with the listing the term names, if any); the API leaves out
  // a category it cannot read, as the page does.
  search: async (term) => ({ ...(await required<SuggestAnswer>(`/api/search/suggest?${new URLSearchParams({ q: term })}`)), complete: true }),
  guide: (category, use) => getJson<GuidePageData>(`/api/guides/${seg(category)}${use ? `/${seg(use)}` : ""}`),
  guideIndex: () => required<GuideIndexGroup[]>("/api/guides"),
};
