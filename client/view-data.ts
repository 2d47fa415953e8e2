import { LATEST_MAX, type ListingPageData, type RelatedCards, type SuggestedListing, type SuggestionGroup } from "../shared/api-contract";
import type { ProductCardData } from "../shared/card";
import type { CategoryId } from "../shared/categories";
import type { CompareSection } from "../shared/compare-rows";
import type { PublicHead } from "../shared/catalogue-head";
import type { ProductDetail } from "../shared/product";
import { COMPARE_MAX, isValidProductId, type Route, type StaticPageId } from "../shared/routes";
import { SEARCH_TERM_MAX, normaliseSearchTerm } from "../shared/search-term";

export type { ListingPageData, RelatedCards } from "../shared/api-contract";

/** One category's part of the search results page: the header suggestions' group. */
export type SearchGroup = SuggestionGroup;

/**
 * The search results page's answer: nothing asked yet, a term too short or too long to search, or
 * the matches grouped by category (none is an answer too). `complete` is false when a category
 * could not be read and is missing from the groups.
 */
export type SearchOutcome =
  { kind: "noTerm" } | { kind: "tooShort" } | { kind: "tooLong" } | { kind: "results"; groups: SearchGroup[]; complete: boolean; listing?: SuggestedListing };

/** What a view needs to render; the same shape whether the server or the client loaded it. */
export type ViewData =
  | { view: "home"; latest: ProductCardData[] | null }
  | { view: "category"; categoryId: CategoryId; head: PublicHead | null; page: ListingPageData | null }
  | { view: "product"; categoryId: CategoryId; product: ProductDetail | null; related: RelatedCards | null }
  | {
      view: "compare";
      products: ProductDetail[];
      missing: string[];
      problem: "none" | "empty" | "tooMany";
      /** The table's rows as the worker built them at the page's render time (absent when the browser loaded the view). */
      sections?: CompareSection[];
    }
  | { view: "static"; page: StaticPageId }
  | { view: "search"; term: string; outcome: SearchOutcome }
  | { view: "notFound" };

/**
 * Reads the catalogue for a view. The worker answers from KV builds, the browser from the
 * JSON API; both hand the result to `loadViewData`, so a page rendered on either side is the same.
 * Each method throws when the catalogue cannot answer and resolves null for "does not exist".
 */
export interface ViewLoader {
  latest(n: number): Promise<ProductCardData[]>;
  /** The category's head and the first page of the listing the query string asks for. */
  category(id: CategoryId, search: string): Promise<{ head: PublicHead; page: ListingPageData }>;
  product(category: CategoryId, id: string): Promise<ProductDetail | null>;
  related(category: CategoryId, id: string): Promise<RelatedCards | null>;
  /** Products by id across categories (the comparison page only has ids); unknown ids come back in `missing`. */
  productsByIds(ids: readonly string[]): Promise<{ products: ProductDetail[]; missing: string[] }>;
  /**
   * The header search's matches across every category (a category that cannot be read is left out),
   * and the listing of the one category the term names, where the page then goes.
   */
  search(term: string): Promise<{ groups: SearchGroup[]; complete: boolean; listing?: SuggestedListing }>;
}

/** What the search page does with the term it was given: the header suggestions' limits. */
export async function searchOutcome(raw: string, reader: ViewLoader): Promise<SearchOutcome> {
  if (raw.trim() === "") return { kind: "noTerm" };
  const term = normaliseSearchTerm(raw);
  if (!term) return { kind: "tooShort" };
  if (term.length > SEARCH_TERM_MAX) return { kind: "tooLong" };
  return { kind: "results", ...(await reader.search(term)) };
}

/** Logs and swallows a failure of a section that is allowed to disappear (PRODUCT-RULES.md, Calls and errors). */
async function optional<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`[view] ${what} failed`, error);
    return null;
  }
}

export async function loadViewData(route: Route, reader: ViewLoader, search = ""): Promise<ViewData> {
  switch (route.view) {
    case "home":
      // The home page shows the most latest products the API serves.
      return { view: "home", latest: await optional("latest products", () => reader.latest(LATEST_MAX)) };
    case "category":
      return { view: "category", categoryId: route.categoryId, ...(await reader.category(route.categoryId, search)) };
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
    case "search":
      return { view: "search", term: route.term, outcome: await searchOutcome(route.term, reader) };
    case "notFound":
    case "redirect":
      return { view: "notFound" };
  }
}

/**
 * What a view shows when its critical load failed: a category keeps its frame, a product gets its
 * error screen, both with the error and 'Reintentar' (PRODUCT-RULES.md, Screens and routes); not found is only for what does
 * not exist (a 404). The rest never fail.
 */
export function failedViewData(route: Route): ViewData {
  if (route.view === "category") return { view: "category", categoryId: route.categoryId, head: null, page: null };
  if (route.view === "product") return { view: "product", categoryId: route.categoryId, product: null, related: null };
  if (route.view === "compare") return { view: "compare", products: [], missing: [], problem: "none" };
  if (route.view === "search") return { view: "search", term: route.term, outcome: { kind: "results", groups: [], complete: false } };
  return { view: "notFound" };
}

/** What a view shows while its data loads after a client-side navigation (skeletons, spinners). */
export function loadingViewData(route: Route): ViewData {
  switch (route.view) {
    case "home":
      return { view: "home", latest: [] };
    case "category":
      return { view: "category", categoryId: route.categoryId, head: null, page: null };
    case "product":
      return { view: "product", categoryId: route.categoryId, product: null, related: null };
    case "compare":
      return { view: "compare", products: [], missing: [], problem: "none" };
    case "static":
      return { view: "static", page: route.page };
    case "search":
      return { view: "search", term: route.term, outcome: { kind: "results", groups: [], complete: false } };
    default:
      return { view: "notFound" };
  }
}
