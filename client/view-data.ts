import type { CategoryId } from "../shared/categories";
import type { ProductDetail } from "../shared/product";
import { COMPARE_MAX, isValidProductId, type Route, type StaticPageId } from "../shared/routes";
import type { RelatedProducts } from "../shared/similarity";
import type { CategorySnapshot } from "../shared/snapshot";
import type { LatestItem } from "../shared/summary";

/** Seed 000 §9: the home page asks for the 60 latest products. */
export const HOME_LATEST_COUNT = 60;

/** What a view needs to render; the same shape whether the server or the client loaded it. */
export type ViewData =
  | { view: "home"; latest: LatestItem[] | null }
  | { view: "category"; categoryId: CategoryId; snapshot: CategorySnapshot | null }
  | { view: "product"; categoryId: CategoryId; product: ProductDetail | null; related: RelatedProducts | null }
  | { view: "compare"; products: ProductDetail[]; missing: string[]; problem: "none" | "empty" | "tooMany" }
  | { view: "static"; page: StaticPageId }
  | { view: "notFound" };

/**
 * Reads the catalogue for a view. The worker answers from KV snapshots, the browser from the
 * JSON API; both hand the result to `loadViewData`, so a page rendered on either side is the same.
 * Each method throws when the catalogue cannot answer and resolves null for "does not exist".
 */
export interface CatalogueReader {
  latest(n: number): Promise<LatestItem[]>;
  category(id: CategoryId): Promise<CategorySnapshot>;
  product(category: CategoryId, id: string): Promise<ProductDetail | null>;
  related(category: CategoryId, id: string): Promise<RelatedProducts | null>;
  /** Products by id across categories (the comparison page only has ids); unknown ids come back in `missing`. */
  productsByIds(ids: readonly string[]): Promise<{ products: ProductDetail[]; missing: string[] }>;
}

/** Logs and swallows a failure of a section that is allowed to disappear (seed 000 §8). */
async function optional<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`[view] ${what} failed`, error);
    return null;
  }
}

export async function loadViewData(route: Route, reader: CatalogueReader): Promise<ViewData> {
  switch (route.view) {
    case "home":
      return { view: "home", latest: await optional("latest products", () => reader.latest(HOME_LATEST_COUNT)) };
    case "category":
      return { view: "category", categoryId: route.categoryId, snapshot: await reader.category(route.categoryId) };
    case "product": {
      const [product, related] = await Promise.all([
        reader.product(route.categoryId, route.productId),
        optional("related products", () => reader.related(route.categoryId, route.productId)),
      ]);
      if (!product) return { view: "notFound" };
      return { view: "product", categoryId: route.categoryId, product, related };
    }
    case "compare": {
      if (route.pids.length === 0) return { view: "compare", products: [], missing: [], problem: "empty" };
      if (route.pids.length > COMPARE_MAX) return { view: "compare", products: [], missing: [], problem: "tooMany" };
      const valid = route.pids.filter(isValidProductId);
      const found = valid.length ? await reader.productsByIds(valid) : { products: [], missing: [] };
      const missing = route.pids.filter((id) => !found.products.some((p) => p.id === id));
      return { view: "compare", products: found.products, missing, problem: "none" };
    }
    case "static":
      return { view: "static", page: route.page };
    case "notFound":
    case "redirect":
      return { view: "notFound" };
  }
}

/**
 * What a view shows when its critical load failed: a category keeps its frame, a product gets its
 * error screen, both with the error and 'Reintentar' (seed 000 §2); not found is only for what does
 * not exist (a 404). The rest never fail.
 */
export function failedViewData(route: Route): ViewData {
  if (route.view === "category") return { view: "category", categoryId: route.categoryId, snapshot: null };
  if (route.view === "product") return { view: "product", categoryId: route.categoryId, product: null, related: null };
  if (route.view === "compare") return { view: "compare", products: [], missing: [], problem: "none" };
  return { view: "notFound" };
}

/** What a view shows while its data loads after a client-side navigation (skeletons, spinners). */
export function loadingViewData(route: Route): ViewData {
  switch (route.view) {
    case "home":
      return { view: "home", latest: [] };
    case "category":
      return { view: "category", categoryId: route.categoryId, snapshot: null };
    case "product":
      return { view: "product", categoryId: route.categoryId, product: null, related: null };
    case "compare":
      return { view: "compare", products: [], missing: [], problem: "none" };
    case "static":
      return { view: "static", page: route.page };
    default:
      return { view: "notFound" };
  }
}
