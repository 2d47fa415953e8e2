import { etag } from "hono/etag";
import type { CardsAnswer, ListingPageAnswer, RelatedCards, SuggestAnswer } from "../../shared/api-contract";
import { CATEGORIES, CATEGORY_IDS } from "../../shared/categories";
import { publicManifest } from "../../shared/catalogue-manifest";
import { listingToSearch, parseListingQuery } from "../../shared/listing-query";
import { atPrecision } from "../../shared/filters/range-precision";
import { understandQuery } from "../../shared/spec-search/understand";
import { freshHoursFrom } from "../../shared/prices/freshness";
import { freshCutoff } from "../../shared/prices/offers";
import { latestProducts, listingPage, locateProducts, productPage, productsByIds } from "../data/catalogue-queries";
import { searchCatalogue } from "../data/catalogue-search";
import { intentListing } from "../data/catalogue-intent";
import { suggestCatalogue } from "../data/catalogue-suggest";
import { dealGroups } from "../data/catalogue-deals";
import { guideAnswer, guideIndex } from "../data/guide-queries";
import type { createAppFactory } from "../factory";
import { cardPositions, latestCount, pageWindow, pathParams, productIds, searchQuery, suggestQuery } from "../http/api-params";
import { IMMUTABLE_CACHE_CONTROL, etagOf } from "../http/cache";
import { ALL_CATEGORY_TAGS, categoryTag } from "../http/cache-tags";
import { edgeJson } from "../http/edge-json";
import { apiError } from "../http/errors";

/**
 * The JSON API (README, JSON API). Parameters are checked before a handler runs (api-params.ts);
 * each handler first makes the cheap reads that name the versions of what it answers (a manifest, the
 * manifests, directory entries), then answers through the location's cache (edge-json.ts).
 */
export function apiRoutes(factory: ReturnType<typeof createAppFactory>) {
  return (
    factory
      .createApp()
      // A request whose If-None-Match names the answer's ETag gets a 304 (with Cache-Control and ETag).
      .use(etag())
      .get("/categories", (c) => {
        c.header("ETag", etagOf("categories-v2"));
        c.header("Cache-Control", "public, max-age=3600");
        // PRODUCT-RULES.md (Product records): a category carries its (empty) list of filters; they are derived from the data.
        return c.json(CATEGORIES.map(({ id, name, icon, collection, filters }) => ({ id, name, icon, collection, filters })));
      })
      .get("/categories/:category", pathParams, async (c) => {
        const { category } = c.req.valid("param");
        const manifest = await c.var.catalogue.manifest(category);
        return edgeJson(c, { version: manifest.version, tags: categoryTag(category), query: {} }, async () => ({ body: publicManifest(manifest) }));
      })
      .get("/categories/:category/products", pathParams, pageWindow, async (c) => {
        const { category } = c.req.valid("param");
        const { offset, limit, withManifest } = c.req.valid("query");
        const manifest = await c.var.catalogue.manifest(category);
        const query = atPrecision(parseListingQuery(new URL(c.req.url).search, manifest.filters), manifest.filters);
        const listing = listingToSearch(query, manifest.filters);
        return edgeJson(c, { tags: categoryTag(category), query: { offset, limit, withManifest, listing } }, async () => {
          const { manifest: _manifest, ...page } = await listingPage(
            c.var.catalogue,
            category,
            understandQuery(query, manifest.vocabulary),
            offset,
            limit,
            freshCutoff(Date.now(), freshHoursFrom(c.env.PRICE_FRESH_HOURS)),
          );
          // cabecera=1: the manifest too (filters, counts), for a browser arriving at the category.
          return {
            body: {
              categoryId: category,
              version: manifest.version,
              offset,
              ...page,
              ...(withManifest ? { manifest: publicManifest(manifest) } : {}),
            } satisfies ListingPageAnswer,
          };
        });
      })
      .get("/categories/:category/index/:hash", pathParams, async (c) => {
        const { category, hash } = c.req.valid("param");
        // Content-addressed: while it exists it never changes, so browsers and the edge keep it for good.
        const json = await c.var.catalogue.indexJson(category, hash);
        if (json === null) return apiError(c, 404, "not_found", "Índice no encontrado: la categoría se ha actualizado");
        c.header("Cache-Control", IMMUTABLE_CACHE_CONTROL);
        c.header("ETag", etagOf(hash));
        c.header("Cache-Tag", categoryTag(category));
        c.header("Content-Type", "application/json; charset=utf-8");
        return c.body(json);
      })
      .get("/categories/:category/cards", pathParams, cardPositions, async (c) => {
        const { category } = c.req.valid("param");
        const { positions, version } = c.req.valid("query");
        const manifest = await c.var.catalogue.manifest(category);
        // Positions belong to one build: asked for another, the browser must load the new index.
        if (version !== undefined && version !== manifest.version) {
          return apiError(c, 409, "stale", "La categoría se ha actualizado: vuelve a cargar el índice");
        }
        return edgeJson(c, { tags: categoryTag(category), query: { positions, version } }, async () => ({
          body: { version: manifest.version, cards: await c.var.catalogue.cards(category, positions, manifest) } satisfies CardsAnswer,
        }));
      })
      .get("/products/:category/:id", pathParams, async (c) => {
        const { category, id } = c.req.valid("param");
        // The directory entry names the document's revision: the answer's key before it is read.
        if (!(await c.var.catalogue.entry(category, id))) return apiError(c, 404, "not_found", "Producto no encontrado");
        return edgeJson(c, { tags: categoryTag(category), query: {} }, async () => {
          const document = await c.var.catalogue.document(category, id);
          return document ? { body: document.product } : apiError(c, 404, "not_found", "Producto no encontrado");
        });
      })
      .get("/products", productIds, async (c) => {
        const { ids } = c.req.valid("query");
        const located = await locateProducts(c.var.catalogue, ids);
        const tags = [...new Set(located.flatMap((category) => (category ? [categoryTag(category)] : [])))].join(",");
        return edgeJson(c, { tags, query: { ids } }, async () => {
          const { products, missing } = await productsByIds(c.var.catalogue, ids, located);
          return { body: { products, missing } };
        });
      })
      .get("/products/:category/:id/related", pathParams, async (c) => {
        const { category, id } = c.req.valid("param");
        if (!(await c.var.catalogue.entry(category, id))) return apiError(c, 404, "not_found", "Producto no encontrado");
        return edgeJson(c, { tags: categoryTag(category), query: {} }, async () => {
          const found = await productPage(c.var.catalogue, category, id, freshHoursFrom(c.env.PRICE_FRESH_HOURS));
          if (!found) return apiError(c, 404, "not_found", "Producto no encontrado");
          if (!found.related) return apiError(c, 503, "unavailable", "No se pudieron cargar los productos relacionados");
          return { body: found.related satisfies RelatedCards };
        });
      })
      .get("/latest", latestCount, async (c) => {
        const { n } = c.req.valid("query");
        await c.var.catalogue.manifests(CATEGORY_IDS); // the versions the answer shows
        return edgeJson(c, { tags: ALL_CATEGORY_TAGS, query: { n } }, async () => {
          // PRODUCT-RULES.md (Calls and errors): a failed category is skipped; such an answer is right now, but not for a minute.
          const { items, complete } = await latestProducts(c.var.catalogue, n);
          return { body: items, complete };
        });
      })
      // 'Mejores ofertas ahora': the builds' candidates; the browser shows those current at its own time.
      .get("/deals", async (c) => {
        await c.var.catalogue.manifests(CATEGORY_IDS); // the versions the answer shows
        return edgeJson(c, { tags: ALL_CATEGORY_TAGS, query: {} }, async () => {
          const { groups, complete } = await dealGroups(c.var.catalogue);
          return { body: groups, complete };
        });
      })
      .get("/search/suggest", suggestQuery, async (c) => {
        const { term } = c.req.valid("query");
        await c.var.catalogue.manifests(CATEGORY_IDS); // the versions the answer shows
        return edgeJson(c, { tags: ALL_CATEGORY_TAGS, query: { term } }, async () => {
          // PRODUCT-RULES.md (Calls and errors): a category that cannot be read is left out, and such an answer is not cached.
          const priceCutoff = freshCutoff(Date.now(), freshHoursFrom(c.env.PRICE_FRESH_HOURS));
          const [answer, listing] = await Promise.all([
            suggestCatalogue(c.var.catalogue, term, priceCutoff),
            intentListing(c.var.catalogue, term, priceCutoff).then(
              (found) => found ?? undefined,
              (error: unknown) => {
                console.error("[suggest] the named category's listing skipped:", error);
                return null;
              },
            ),
          ]);
          const body: SuggestAnswer = { term, groups: answer.groups, ...(listing ? { listing } : {}) };
          return { body, complete: answer.complete && listing !== null };
        });
      })
      .get("/search", searchQuery, async (c) => {
        const { term, categories, oneCategory, limit } = c.req.valid("query");
        await c.var.catalogue.manifests(categories); // the versions the answer shows
        return edgeJson(c, { tags: oneCategory ? categoryTag(oneCategory) : ALL_CATEGORY_TAGS, query: { term, categories, limit } }, async () => {
          // PRODUCT-RULES.md (Calls and errors): a search that cannot read a category answers without it, and is not cached.
          const result = await searchCatalogue(c.var.catalogue, term, categories, limit, freshCutoff(Date.now(), freshHoursFrom(c.env.PRICE_FRESH_HOURS)));
          return { body: { term, ...result.body }, complete: result.complete };
        });
      })
      .get("/guides", async (c) => {
        await c.var.catalogue.manifests(CATEGORY_IDS); // the versions the answer shows
        return edgeJson(c, { tags: ALL_CATEGORY_TAGS, query: {} }, async () => {
          const { groups, complete } = await guideIndex(c.var.catalogue);
          return { body: groups, complete };
        });
      })
      .get("/guides/:category/:use?", pathParams, async (c) => {
        const { category } = c.req.valid("param");
        const use = c.req.param("use") ?? null;
        const manifest = await c.var.catalogue.manifest(category);
        if (!manifest.guides?.guides.some((g) => g.use === use)) return apiError(c, 404, "not_found", "Guía no encontrada");
        return edgeJson(c, { tags: categoryTag(category), query: { use } }, async () => {
          const answer = await guideAnswer(c.var.catalogue, category, use, Date.now(), freshHoursFrom(c.env.PRICE_FRESH_HOURS));
          return answer ? { body: answer } : apiError(c, 404, "not_found", "Guía no encontrada");
        });
      })
      .all("*", (c) => apiError(c, 404, "not_found", "Ruta de la API desconocida"))
  );
}
