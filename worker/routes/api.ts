import type { Context } from "hono";
import { CATEGORIES, CATEGORY_IDS, isCategoryId, resolveCategoryId, type CategoryId } from "../../shared/categories";
import { SEARCH_MIN_CHARS, normaliseSearchTerm, searchProducts } from "../../shared/search";
import { COMPARE_MAX, isValidProductId, parsePids } from "../../shared/routes";
import { latestProducts, productsByIds, relatedFor } from "../data/catalogue-queries";
import { contentHash } from "../data/hash";
import type { AppEnv } from "../factory";
import { cachedJson } from "../http/cache";
import { ALL_CATEGORY_TAGS, categoryTag } from "../http/cache-tags";
import { apiError } from "../http/errors";
import type { createAppFactory } from "../factory";

/** Seed 000 §7: the latest list defaults to 30 and the home page asks 60, the most we serve. */
export const LATEST_DEFAULT = 30;
export const LATEST_MAX = 60;
/** A search answers at most this many ranked products. */
const SEARCH_LIMIT = 100;

type Ctx = Context<AppEnv>;

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

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
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
    .get("/categories/:category/products", async (c) => {
      const category = categoryParam(c, c.req.param("category"));
      if (category instanceof Response) return category;
      const snapshot = await c.var.catalogue.getCategory(category);
      return cachedJson(c, snapshot, snapshot.version, { tags: categoryTag(category) });
    })
    .get("/products/:category/:id", async (c) => {
      const category = categoryParam(c, c.req.param("category"));
      if (category instanceof Response) return category;
      const id = c.req.param("id");
      if (!isValidProductId(id)) return apiError(c, 400, "bad_request", "Identificador de producto no válido");
      const document = await c.var.catalogue.getProduct(category, id);
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
      const found = await relatedFor(c.var.catalogue, category, id);
      if (!found) return apiError(c, 404, "not_found", "Producto no encontrado");
      return cachedJson(c, found.related, found.version, { tags: categoryTag(category) });
    })
    .get("/latest", async (c) => {
      const raw = c.req.query("n");
      const n = raw === undefined ? LATEST_DEFAULT : Number(raw);
      if (!/^\d{1,3}$/.test(raw ?? "30") || n < 1 || n > LATEST_MAX) {
        return apiError(c, 400, "bad_request", `El parámetro n debe ser un entero entre 1 y ${LATEST_MAX}`);
      }
      const { items, version } = await latestProducts(c.var.catalogue, n);
      return cachedJson(c, items, version, { tags: ALL_CATEGORY_TAGS });
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
      // Seed 000 §8: a search that cannot read its category answers an empty result.
      const { snapshots } = await c.var.catalogue.getCategories(categories);
      const results = searchProducts(
        snapshots.flatMap((s) => s.products),
        term,
      ).slice(0, SEARCH_LIMIT);
      const version = await contentHash(snapshots.map((s) => s.version).join(",") + `:${term}`);
      return cachedJson(c, { term, results }, version, { tags: rawCategory ? categoryTag(categories[0]) : ALL_CATEGORY_TAGS });
    })
    .all("*", (c) => apiError(c, 404, "not_found", "Ruta de la API desconocida"));
}

