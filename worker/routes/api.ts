import type { Context } from "hono";
import { CATEGORIES, CATEGORY_IDS, isCategoryId, resolveCategoryId, type CategoryId } from "../../shared/categories";
import { publicHead } from "../../shared/catalogue-head";
import { parseListingQuery } from "../../shared/listing-query";
import { SEARCH_MIN_CHARS, normaliseSearchTerm } from "../../shared/search";
import { COMPARE_MAX, isValidProductId, parsePids } from "../../shared/routes";
import { latestProducts, listingPage, productPage, productsByIds } from "../data/catalogue-queries";
import { searchCatalogue } from "../data/catalogue-search";
import { suggestCatalogue } from "../data/catalogue-suggest";
import { contentHash } from "../data/hash";
import type { AppEnv } from "../factory";
import { IMMUTABLE_CACHE_CONTROL, cachedJson, etagOf, isNotModified } from "../http/cache";
import { ALL_CATEGORY_TAGS, categoryTag } from "../http/cache-tags";
import { apiError } from "../http/errors";
import type { createAppFactory } from "../factory";

/** Seed 000 §7: the latest list defaults to 30 and the home page asks 60, the most we serve. */
export const LATEST_DEFAULT = 30;
export const LATEST_MAX = 60;
/** A listing page is at most 10 rows of 5 (seed 000 §9): more is asked page by page. */
export const LISTING_PAGE_MAX = 50;
/** Cards asked by position at once (a page, or the pages a shopper skipped). */
export const CARDS_MAX = 100;
/** A search answers at most this many products. */
const SEARCH_LIMIT = 60;
/** The longest search term served (the search boxes take 100 characters): each word of a term costs a pass. */
const TERM_MAX = 100;

type Ctx = Context<AppEnv>;

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
function categoryParam(c: Ctx, raw: string): CategoryId | Response {
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

/** A whole number from a query parameter within [min, max], the default when absent, null when malformed. */
function intParam(raw: string | undefined, fallback: number, min: number, max: number): number | null {
  if (raw === undefined) return fallback;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

export function apiRoutes(factory: ReturnType<typeof createAppFactory>) {
  return factory
    .createApp()
    .get("/categories", (c) =>
      cachedJson(
        c,
        // Seed 001 §3: a category carries its (empty) list of filters; they are derived from the data.
        CATEGORIES.map(({ id, name, icon, collection, filters }) => ({ id, name, icon, collection, filters })),
        "categories-v2",
        { cacheControl: "public, max-age=3600" },
      ),
    )
    .get("/categories/:category", async (c) => {
      const category = categoryParam(c, c.req.param("category"));
      if (category instanceof Response) return category;
      const head = await c.var.catalogue.head(category);
      return cachedJson(c, publicHead(head), head.version, { tags: categoryTag(category) });
    })
    .get("/categories/:category/products", async (c) => {
      const category = categoryParam(c, c.req.param("category"));
      if (category instanceof Response) return category;
      const offset = intParam(c.req.query("desde"), 0, 0, 1_000_000);
      const limit = intParam(c.req.query("cantidad"), LISTING_PAGE_MAX, 1, LISTING_PAGE_MAX);
      if (offset === null || limit === null) {
        return apiError(c, 400, "bad_request", `desde debe ser un entero ≥ 0 y cantidad un entero entre 1 y ${LISTING_PAGE_MAX}`);
      }
      const head = await c.var.catalogue.head(category);
      const query = parseListingQuery(new URL(c.req.url).search, head.filters);
      const page = await listingPage(c.var.catalogue, category, query, offset, limit);
      const { head: _head, ...body } = page;
      const version = await contentHash(`${head.version}:${new URL(c.req.url).search}`);
      // cabecera=1: the head too (filters, counts), for a browser arriving at the category.
      const withHead = c.req.query("cabecera") === "1" ? { head: publicHead(head) } : {};
      return cachedJson(c, { categoryId: category, version: head.version, offset, ...body, ...withHead }, version, { tags: categoryTag(category) });
    })
    .get("/categories/:category/index/:hash", async (c) => {
      const category = categoryParam(c, c.req.param("category"));
      if (category instanceof Response) return category;
      const hash = c.req.param("hash");
      if (!/^[0-9a-f]{16}$/.test(hash)) return apiError(c, 400, "bad_request", "Identificador de índice no válido");
      // Content-addressed: while it exists it never changes, so browsers and the edge keep it for good.
      const json = await c.var.catalogue.indexJson(category, hash);
      if (json === null) return apiError(c, 404, "not_found", "Índice no encontrado: la categoría se ha actualizado");
      c.header("Cache-Control", IMMUTABLE_CACHE_CONTROL);
      c.header("ETag", etagOf(hash));
      c.header("Cache-Tag", categoryTag(category));
      if (isNotModified(c, etagOf(hash))) return c.body(null, 304);
      c.header("Content-Type", "application/json; charset=utf-8");
      return c.body(json);
    })
    .get("/categories/:category/cards", async (c) => {
      const category = categoryParam(c, c.req.param("category"));
      if (category instanceof Response) return category;
      const raw = c.req.query("p") ?? "";
      const positions = raw.split(",").filter(Boolean).map(Number);
      if (positions.length === 0 || positions.length > CARDS_MAX || !positions.every((p) => Number.isInteger(p) && p >= 0)) {
        return apiError(c, 400, "bad_request", `Indica entre 1 y ${CARDS_MAX} posiciones en p`);
      }
      const head = await c.var.catalogue.head(category);
      const version = c.req.query("v");
      // Positions belong to one build: asked for another, the browser must load the new index.
      if (version !== undefined && version !== head.version) {
        return apiError(c, 409, "stale", "La categoría se ha actualizado: vuelve a cargar el índice");
      }
      const cards = await c.var.catalogue.cards(category, positions, head);
      return cachedJson(c, { version: head.version, cards }, await contentHash(`${head.version}:${raw}`), { tags: categoryTag(category) });
    })
    .get("/products/:category/:id", async (c) => {
      const category = categoryParam(c, c.req.param("category"));
      if (category instanceof Response) return category;
      const id = c.req.param("id");
      if (!isValidProductId(id)) return apiError(c, 400, "bad_request", "Identificador de producto no válido");
      const document = await c.var.catalogue.document(category, id);
      if (!document) return apiError(c, 404, "not_found", "Producto no encontrado");
      return cachedJson(c, document.product, document.revision, { tags: categoryTag(category) });
    })
    .get("/products", async (c) => {
      const ids = parsePids(c.req.query("ids") ?? null);
      if (ids.length === 0 || ids.length > COMPARE_MAX || !ids.every(isValidProductId)) {
        return apiError(c, 400, "bad_request", `Indica entre 1 y ${COMPARE_MAX} identificadores de producto válidos en ids`);
      }
      const { products, missing, version } = await productsByIds(c.var.catalogue, ids);
      return cachedJson(c, { products, missing }, version, { tags: [...new Set(products.map((p) => categoryTag(p.categoryId)))].join(",") });
    })
    .get("/products/:category/:id/related", async (c) => {
      const category = categoryParam(c, c.req.param("category"));
      if (category instanceof Response) return category;
      const id = c.req.param("id");
      if (!isValidProductId(id)) return apiError(c, 400, "bad_request", "Identificador de producto no válido");
      const found = await productPage(c.var.catalogue, category, id);
      if (!found) return apiError(c, 404, "not_found", "Producto no encontrado");
      if (!found.related) return apiError(c, 503, "unavailable", "No se pudieron cargar los productos relacionados");
      return cachedJson(c, found.related, `${found.document.revision}-${(await c.var.catalogue.head(category)).version}`, { tags: categoryTag(category) });
    })
    .get("/latest", async (c) => {
      const n = intParam(c.req.query("n"), LATEST_DEFAULT, 1, LATEST_MAX);
      if (n === null) return apiError(c, 400, "bad_request", `El parámetro n debe ser un entero entre 1 y ${LATEST_MAX}`);
      const { items, version, complete } = await latestProducts(c.var.catalogue, n);
      // Seed 000 §7: a failed category is skipped; such an answer is right now, but not for a minute.
      return cachedJson(c, items, version, { tags: ALL_CATEGORY_TAGS, cacheControl: complete ? undefined : "no-store" });
    })
    .get("/search/suggest", async (c) => {
      const raw = c.req.query("q") ?? "";
      const term = normaliseSearchTerm(raw);
      if (!term || term.length > TERM_MAX) {
        return apiError(c, 400, "bad_request", `Introduce entre ${SEARCH_MIN_CHARS} y ${TERM_MAX} caracteres para buscar`);
      }
      const answer = await suggestCatalogue(c.var.catalogue, term);
      return cachedJson(c, { term, groups: answer.groups }, answer.version, {
        tags: ALL_CATEGORY_TAGS,
        // Seed 000 §8: a category that cannot be read is left out, and such an answer is not cached.
        cacheControl: answer.complete ? undefined : "no-store",
      });
    })
    .get("/search", async (c) => {
      const term = normaliseSearchTerm(c.req.query("q") ?? "");
      if (!term) {
        return apiError(c, 400, "bad_request", `Introduce al menos ${SEARCH_MIN_CHARS} caracteres para buscar`);
      }
      const rawCategory = c.req.query("category");
      if (rawCategory !== undefined && !resolveCategoryId(rawCategory)) {
        return apiError(c, 400, "bad_request", `Categoría desconocida: ${rawCategory.slice(0, 60)}`);
      }
      const categories = rawCategory ? [resolveCategoryId(rawCategory)!] : CATEGORY_IDS;
      const limit = intParam(c.req.query("limite"), SEARCH_LIMIT, 1, SEARCH_LIMIT);
      if (limit === null) return apiError(c, 400, "bad_request", `limite debe ser un entero entre 1 y ${SEARCH_LIMIT}`);
      const result = await searchCatalogue(c.var.catalogue, term, categories, limit);
      return cachedJson(c, { term, ...result.body }, result.version, {
        tags: rawCategory ? categoryTag(categories[0]) : ALL_CATEGORY_TAGS,
        // Seed 000 §8: a search that cannot read a category answers without it, and is not cached.
        cacheControl: result.complete ? undefined : "no-store",
      });
    })
    .all("*", (c) => apiError(c, 404, "not_found", "Ruta de la API desconocida"));
}
