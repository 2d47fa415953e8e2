import type { ProductDetail } from "../shared/product";
import type { RelatedProducts } from "../shared/similarity";
import type { CategorySnapshot } from "../shared/snapshot";
import type { LatestItem } from "../shared/summary";
import type { CatalogueReader } from "./view-data";

class HttpError extends Error {
  constructor(readonly status: number, url: string) {
    super(`GET ${url} answered ${status}`);
  }
}

async function getJson<T>(url: string): Promise<T | null> {
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

/** The browser's catalogue reader: the worker's public JSON API. */
export const apiReader: CatalogueReader = {
  latest: (n) => required<LatestItem[]>(`/api/latest?n=${n}`),
  category: (id) => required<CategorySnapshot>(`/api/categories/${seg(id)}/products`),
  product: (category, id) => getJson<ProductDetail>(`/api/products/${seg(category)}/${seg(id)}`),
  related: (category, id) => getJson<RelatedProducts>(`/api/products/${seg(category)}/${seg(id)}/related`),
  productsByIds: (ids) =>
    required<{ products: ProductDetail[]; missing: string[] }>(`/api/products?ids=${ids.map(seg).join(",")}`),
};
