import type { Context } from "hono";
import { validator } from "hono/validator";
import { CARDS_MAX, LATEST_MAX, LISTING_PAGE_MAX } from "../../shared/api-contract";
import { CATEGORY_IDS, isCategoryId, resolveCategoryId, type CategoryId } from "../../shared/categories";
import { COMPARE_MAX, isValidProductId, parsePids } from "../../shared/routes";
import { SEARCH_MIN_CHARS, SEARCH_TERM_MAX, normaliseSearchTerm } from "../../shared/search";
import { apiError } from "./errors";

/**
 * The JSON API's parameters, checked by hono/validator before a handler runs: each gives the
 * handler typed values (c.req.valid) or answers the request itself with the API's one error shape
 * (a 400 in Spanish, a 404 for an unknown category, a 301 for a legacy category alias).
 */

/** PRODUCT-RULES.md (Calls and errors): the latest list defaults to 30; the home page asks for LATEST_MAX, the most we serve. */
export const LATEST_DEFAULT = 30;
/** A search answers at most this many products. */
export const SEARCH_LIMIT = 60;

type Query = Record<string, string | string[]>;
/** A parameter given once, or its first value when repeated. */
const one = (query: Query, name: string): string | undefined => {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A whole number within [min, max], the default when absent, null when malformed. */
function wholeNumber(raw: string | undefined, fallback: number, min: number, max: number): number | null {
  if (raw === undefined) return fallback;
  if (!/^\d{1,7}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The canonical category of a path segment, a redirect for a legacy alias, or a 404 response.
 * Hono hands over the segment decoded ("televisi%6Fn" arrives as "television"), so the redirect
 * replaces the segment that decodes to it, and never points at the URL it came from.
 */
function categoryOrAnswer(c: Context, raw: string): CategoryId | Response {
  if (isCategoryId(raw)) return raw;
  const alias = resolveCategoryId(raw);
  const url = new URL(c.req.url);
  if (alias) {
    const segments = url.pathname.split("/");
    const at = segments.findIndex((segment) => safeDecode(segment) === raw);
    if (at >= 0) {
      segments[at] = alias;
      const target = segments.join("/") + url.search;
      if (target !== url.pathname + url.search) return c.redirect(target, 301);
    }
  }
  return apiError(c, 404, "not_found", `Categoría desconocida: ${raw.slice(0, 60)}`);
}

/** :category, with :id (a product id) and :hash (an index's content hash) when the route has them. */
export const pathParams = validator("param", (params: Record<string, string>, c) => {
  const category = categoryOrAnswer(c, params.category);
  if (category instanceof Response) return category;
  if ("id" in params && !isValidProductId(params.id)) return apiError(c, 400, "bad_request", "Identificador de producto no válido");
  if ("hash" in params && !/^[0-9a-f]{16}$/.test(params.hash)) return apiError(c, 400, "bad_request", "Identificador de índice no válido");
  return { category, id: params.id ?? "", hash: params.hash ?? "" };
});

/** ?desde&cantidad: a window of a listing. */
export const pageWindow = validator("query", (query: Query, c) => {
  const offset = wholeNumber(one(query, "desde"), 0, 0, 1_000_000);
  const limit = wholeNumber(one(query, "cantidad"), LISTING_PAGE_MAX, 1, LISTING_PAGE_MAX);
  if (offset === null || limit === null) {
    return apiError(c, 400, "bad_request", `desde debe ser un entero ≥ 0 y cantidad un entero entre 1 y ${LISTING_PAGE_MAX}`);
  }
  return { offset, limit, withManifest: one(query, "cabecera") === "1" };
});

/** ?p=positions (of one build, ?v=its version). */
export const cardPositions = validator("query", (query: Query, c) => {
  const positions = (one(query, "p") ?? "").split(",").filter(Boolean).map(Number);
  if (positions.length === 0 || positions.length > CARDS_MAX || !positions.every((p) => Number.isInteger(p) && p >= 0)) {
    return apiError(c, 400, "bad_request", `Indica entre 1 y ${CARDS_MAX} posiciones en p`);
  }
  return { positions, version: one(query, "v") };
});

/** ?ids=a,b,c: up to three products from any category. */
export const productIds = validator("query", (query: Query, c) => {
  const ids = parsePids(one(query, "ids") ?? null);
  if (ids.length === 0 || ids.length > COMPARE_MAX || !ids.every(isValidProductId)) {
    return apiError(c, 400, "bad_request", `Indica entre 1 y ${COMPARE_MAX} identificadores de producto válidos en ids`);
  }
  return { ids };
});

/** ?n: how many of the latest products. */
export const latestCount = validator("query", (query: Query, c) => {
  const n = wholeNumber(one(query, "n"), LATEST_DEFAULT, 1, LATEST_MAX);
  return n === null ? apiError(c, 400, "bad_request", `El parámetro n debe ser un entero entre 1 y ${LATEST_MAX}`) : { n };
});

/** ?q (SEARCH_MIN_CHARS to SEARCH_TERM_MAX characters), ?category (one, or all), ?limite. */
export const searchQuery = validator("query", (query: Query, c) => {
  const term = normaliseSearchTerm(one(query, "q") ?? "");
  // Not echoed: the message names the bounds, not what was sent.
  if (!term) return apiError(c, 400, "bad_request", `Introduce al menos ${SEARCH_MIN_CHARS} caracteres para buscar`);
  if (term.length > SEARCH_TERM_MAX) return apiError(c, 400, "bad_request", `Introduce como mucho ${SEARCH_TERM_MAX} caracteres para buscar`);
  const rawCategory = one(query, "category");
  const category = rawCategory === undefined ? null : resolveCategoryId(rawCategory);
  if (rawCategory !== undefined && !category) return apiError(c, 400, "bad_request", `Categoría desconocida: ${rawCategory.slice(0, 60)}`);
  const limit = wholeNumber(one(query, "limite"), SEARCH_LIMIT, 1, SEARCH_LIMIT);
  if (limit === null) return apiError(c, 400, "bad_request", `limite debe ser un entero entre 1 y ${SEARCH_LIMIT}`);
  return { term, categories: category ? [category] : [...CATEGORY_IDS], oneCategory: category, limit };
});

/**
 * The longest term a search or a suggestion takes (the header's box takes 100 characters): each
 * word costs a pass, and the answer repeats the term and is cached under it.
 */
export const SUGGEST_TERM_MAX = SEARCH_TERM_MAX;

/** GET /search/suggest: a normalised term of at least SEARCH_MIN_CHARS and at most SUGGEST_TERM_MAX characters. */
export const suggestQuery = validator("query", (query: Query, c) => {
  const term = normaliseSearchTerm(one(query, "q") ?? "");
  if (!term || term.length > SUGGEST_TERM_MAX) {
    return apiError(c, 400, "bad_request", `Introduce entre ${SEARCH_MIN_CHARS} y ${SUGGEST_TERM_MAX} caracteres para buscar`);
  }
  return { term };
});
