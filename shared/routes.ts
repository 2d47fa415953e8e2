import { isCategoryId, resolveCategoryId, type CategoryId } from "./categories";

/** PRODUCT-RULES.md (Limits): at most this many products are compared at once. */
export const COMPARE_MAX = 3;

export const STATIC_PAGES = [
  "privacy-policy",
  "terms-conditions",
  "cookie-policy",
  "legal-notice",
  "affiliate-policy",
  "help",
  "about",
  "how-it-works",
] as const;
export type StaticPageId = (typeof STATIC_PAGES)[number];

/** Document ids we accept in URLs and Firestore paths: no slashes, dots or control characters. */
const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export function isValidProductId(value: string): boolean {
  return PRODUCT_ID.test(value);
}

export type Route =
  | { view: "home" }
  | { view: "category"; categoryId: CategoryId }
  | { view: "product"; categoryId: CategoryId; productId: string }
  /** `differencesOnly`: 'Solo diferencias' is on (`diferencias=1`), so a link or a reload keeps it. */
  | { view: "compare"; pids: string[]; differencesOnly?: boolean; use?: string }
  | { view: "static"; page: StaticPageId }
  | { view: "search"; term: string }
  /** The guides (/guias), a category's own guide (use null) or a use's: shared/guides. */
  | { view: "guide"; categoryId: CategoryId | null; use: string | null }
  | { view: "notFound" }
  | { view: "redirect"; to: string };

export const homePath = (): string => "/";
export const categoryPath = (id: CategoryId): string => `/categoria/${id}`;
export const productPath = (category: CategoryId, id: string): string => `/productos/${category}/${encodeURIComponent(id)}`;
/** The comparison's 'Solo diferencias' in its address: a page that works without script, and a link that keeps it. */
export const DIFFERENCES_PARAM = "diferencias";
/** The comparison's query string alone ("" without ids): what its page's cache key keeps. */
export const compareQuery = (ids: readonly string[], differencesOnly = false, use?: string | null): string =>
  ids.length
    ? `?pids=${ids.map(encodeURIComponent).join(",")}${differencesOnly ? `&${DIFFERENCES_PARAM}=1` : ""}${use && isUseId(use) ? `&${USE_PARAM}=${use}` : ""}`
    : "";
export const comparePath = (ids: readonly string[], differencesOnly = false, use?: string | null): string =>
  `/comparar${compareQuery(ids, differencesOnly, use)}`;
/**
 * The use the shopper came from, in the comparison's address (`uso=gaming`): the verdict breaks an
 * overall tie by it (shared/verdict/use-aspects.ts). Only the shape is checked here; an id the
 * category does not have breaks no tie.
 */
export const USE_PARAM = "uso";
const isUseId = (value: string): boolean => /^[a-z0-9-]{1,40}$/.test(value);
export const staticPath = (page: StaticPageId): string => `/${page}`;
/** The header search's results page; its form sends the term as `q` (SEARCH_PARAM). */
export const SEARCH_PAGE = "/buscar";
export const SEARCH_PARAM = "q";
/** The search page's query string alone ("" without a term): what its page's cache key keeps. */
export const searchQuery = (term: string): string => (term ? `?${new URLSearchParams({ [SEARCH_PARAM]: term })}` : "");
export const searchPath = (term: string): string => `${SEARCH_PAGE}?${new URLSearchParams({ [SEARCH_PARAM]: term })}`;

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The one route table (PRODUCT-RULES.md, Screens and routes), used by the worker to pick a handler and by the client to
 * navigate, so the two can never disagree. Legacy category aliases become redirects.
 */
export function matchRoute(pathname: string, search = ""): Route {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/") return { view: "home" };

  const segments = path.slice(1).split("/").map(decodeSegment);
  if (segments.some((s) => s === null || s === "")) return { view: "notFound" };
  const [first, second, third] = segments as string[];

  if (first === "categoria" && segments.length === 2) {
    if (isCategoryId(second)) return { view: "category", categoryId: second };
    const alias = resolveCategoryId(second);
    return alias ? { view: "redirect", to: categoryPath(alias) + search } : { view: "notFound" };
  }
  if (first === "productos" && segments.length === 3) {
    if (!isValidProductId(third)) return { view: "notFound" };
    if (isCategoryId(second)) return { view: "product", categoryId: second, productId: third };
    const alias = resolveCategoryId(second);
    return alias ? { view: "redirect", to: productPath(alias, third) } : { view: "notFound" };
  }
  if (first === "comparar" && segments.length === 1) {
    const params = new URLSearchParams(search);
    const pids = parsePids(params.get("pids"));
    const differencesOnly = params.get(DIFFERENCES_PARAM) === "1";
    const raw = params.get(USE_PARAM);
    const use = raw && isUseId(raw) ? raw : undefined;
    // More ids than can be compared: the first three, at their own address (one page to render and
    // keep, however many ids a link carries).
    if (pids.length > COMPARE_MAX) return { view: "redirect", to: comparePath(pids.slice(0, COMPARE_MAX), differencesOnly, use) };
    return { view: "compare", pids, ...(differencesOnly && { differencesOnly: true }), ...(use && { use }) };
  }
  // The guides are newer than the legacy category names: no alias redirects here.
  if (first === "guias" && segments.length <= 3 && (!third || isUseId(third)) && (!second || isCategoryId(second))) {
    return { view: "guide", categoryId: (second as CategoryId | undefined) ?? null, use: third ?? null };
  }
  if (first === "buscar" && segments.length === 1) {
    return { view: "search", term: new URLSearchParams(search).get(SEARCH_PARAM) ?? "" };
  }
  if (segments.length === 1 && (STATIC_PAGES as readonly string[]).includes(first)) {
    return { view: "static", page: first as StaticPageId };
  }
  return { view: "notFound" };
}

/** Ids from `pids=a,b,c`, de-duplicated, order kept. Validity is checked by the view; more than COMPARE_MAX redirect (matchRoute). */
export function parsePids(raw: string | null): string[] {
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}
