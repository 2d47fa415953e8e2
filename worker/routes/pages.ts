import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isProductionHost, type PublicConfig } from "../../client/config";
import type { PagePayload } from "../../client/state/app-state";
import { failedViewData, loadViewData, routeChunkKey } from "../../client/routes";
import { categoriesShown, foundAt, isLasting, pageFreshUntil, sentViewData } from "../../client/routes/servers";
import type { ViewData, ViewLoader } from "../../client/view-data";
import { listingForUrl } from "../../client/state/listing-url";
import { understandQuery } from "../../shared/spec-search/understand";
import { freshHoursFrom } from "../../shared/prices/freshness";
import { freshCutoff } from "../../shared/prices/offers";
import { matchRoute, type Route } from "../../shared/routes";
import { withoutTrackingParams } from "../../shared/tracking-params";
import { loadErrorText } from "../../shared/texts";
import { CatalogueUnavailableError } from "../data/catalogue-reader";
import type { Env } from "../env";
import type { AppEnv, createAppFactory } from "../factory";
import { contentHash } from "../data/hash";
import { PAGE_CACHE_CONTROL, etagOf, isNotModified } from "../http/cache";
import { locationCache } from "../http/location-cache";
import { canonicalPageSearch } from "../http/canonical-query";
import { categoryTag } from "../http/cache-tags";
import { pageSecurityHeaders } from "../http/security-headers";
import type { ServerTiming } from "../http/server-timing";
import { preloadLinkHeader } from "../render/document";
import { siteOrigin } from "../../shared/site-origin";
import { EdgePageCache } from "../render/edge-page-cache";
import { pageGate } from "../render/page-gate";
import { CLIENT_BUILD_ID, joinPages, renderEarly, renderPage, renderRest } from "../render/render-page";
import { serverReader } from "../render/server-reader";

export function publicConfig(env: Env, url: URL): PublicConfig {
  return {
    siteHost: env.SITE_HOST,
    contactEmail: env.CONTACT_EMAIL,
    owner: { name: env.OWNER_NAME, taxId: env.OWNER_TAX_ID, address: env.OWNER_ADDRESS, registry: env.OWNER_REGISTRY },
    production: isProductionHost(url.hostname, env.SITE_HOST),
    measurementId: env.GA_MEASUREMENT_ID?.trim() || null,
    priceFreshHours: freshHoursFrom(env.PRICE_FRESH_HOURS),
  };
}

/** Which categories a page shows, for Cache-Tag (purge by tag after a revalidation); known from its route. */
function cacheTagsFor(route: Route, data: ViewData | null): string | null {
  return categoriesShown(route, data).map(categoryTag).join(",") || null;
}

interface Loaded {
  data: ViewData;
  error: string | null;
}

/** The view's data, or what the view shows when its catalogue is unavailable (PRODUCT-RULES.md, Calls and errors). */
async function loadPage(route: Route, reader: ViewLoader, search: string): Promise<Loaded> {
  try {
    return { data: await loadViewData(route, reader, search), error: null };
  } catch (cause) {
    if (!(cause instanceof CatalogueUnavailableError)) throw cause;
    console.error("[pages] catalogue unavailable", cause);
    return { data: failedViewData(route), error: loadErrorText(cause.cause ?? cause) };
  }
}

/**
 * Every page of PRODUCT-RULES.md (Screens and routes), from the shared route table; unknown paths render the not-found view
 * with 404. A page goes out in two steps: its status is decided from cheap reads (page-gate.ts), then
 * the head leaves before the view's data is read (the stylesheet, the entry and the view's chunks,
 * so the browser fetches them meanwhile), then the body. Pages rendered before, for any visitor, come
 * from the location's cache (edge-page-cache.ts) with this request's nonce.
 */
export function pageRoutes(factory: ReturnType<typeof createAppFactory>) {
  const app = factory.createApp();
  // The page's CSP with this request's nonce (hono/secure-headers); the render writes the same nonce.
  app.use(pageSecurityHeaders((c) => publicConfig(c.env, new URL(c.req.url))));
  return app.get("*", async (c) => {
    const timing = c.var.timing;
    const url = new URL(c.req.url);
    // Campaign parameters (utm_*, gclid, fbclid) do not make another page: the page, its cache key
    // and its canonical URL are those of the address without them.
    url.search = withoutTrackingParams(url.search);
    const route = matchRoute(url.pathname, url.search);
    if (route.view === "redirect") return c.redirect(route.to, 301);
    // Found at another address (a header search naming one category: its listing): where depends on the query.
    const elsewhere = foundAt(route);
    if (elsewhere) return c.redirect(elsewhere, 302);

    const reader = c.var.catalogue;
    const config = publicConfig(c.env, url);
    const gate = await pageGate(route, reader);
    timing.lap("gate");
    // Only what the route reads, in one order: the page, its ETag and its cache key are those of that query.
    url.search = await canonicalPageSearch(route, reader, url.search);
    // Not streamed: the comparison page, and a catalogue that cannot answer (a 503, decided here).
    if (!("stream" in gate) || !gate.stream) {
      const loaded =
        "unavailable" in gate
          ? { data: failedViewData(route), error: loadErrorText(gate.unavailable.cause ?? gate.unavailable) }
          : await loadPage(route, serverReader(reader, freshCutoff(Date.now(), config.priceFreshHours), config.priceFreshHours), url.search);
      if ("unavailable" in gate) console.error("[pages] catalogue unavailable", gate.unavailable);
      return answerWhole(c, route, url, config, loaded, timing);
    }
    const status = gate.status;
    if (status === 404) return answerWhole(c, route, url, config, { data: { view: "notFound" }, error: null }, timing);
    // Built from a document that is not the build's final one: sent, but not kept by anyone.
    if (reader.provisional)
      return answerWhole(
        c,
        route,
        url,
        config,
        await loadPage(route, serverReader(reader, freshCutoff(Date.now(), config.priceFreshHours), config.priceFreshHours), url.search),
        timing,
      );

    // The page is a function of the data it shows (the versions the gate read: heads and document
    // revisions), its URL and host, the configuration and the client build: while those are
    // unchanged the visitor's copy is still right (a 304 costs no render) and a cached page is too.
    const etag = etagOf(await contentHash(JSON.stringify([reader.versionsRead(), url.origin, url.pathname, url.search, config, CLIENT_BUILD_ID])));
    const tags = cacheTagsFor(route, null);
    c.header("Cache-Control", PAGE_CACHE_CONTROL);
    if (tags) c.header("Cache-Tag", tags);
    c.header("ETag", etag);
    if (isNotModified(c, etag)) return c.body(null, 304);
    const nonce = c.get("secureHeadersNonce")!;
    c.header("Content-Type", "text/html; charset=utf-8");
    c.header("Link", preloadLinkHeader());

    const pages = new EdgePageCache(locationCache(c.env));
    const cached = await pages.get(etag, nonce);
    if (cached) {
      c.header("Server-Timing", timing.cache("hit").lap("data").header());
      return c.body(cached, 200);
    }
    c.header("Server-Timing", timing.cache("miss").header());
    // The head goes now; the rest follows once the data is in (the client's reader, as the JSON API).
    const early = renderEarly({ nonce, view: routeChunkKey(route), production: config.production });
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    // Writes are queued, not awaited: their promises settle only as the visitor reads, and the
    // rendering must not wait on the reader (nor the reader on the rendering's bookkeeping).
    const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);
    quietly(writer.write(early.bytes));
    const rest = (async () => {
      const render = async () => {
        const loaded = await loadPage(route, serverReader(reader, freshCutoff(Date.now(), config.priceFreshHours), config.priceFreshHours), url.search);
        const page = await renderRest({
          payload: payloadOf(c, route, url, config, loaded),
          origin: siteOrigin(url, c.env.SITE_HOST),
          nonce,
          frozenJson: c.var.isolate.frozenJson,
        });
        return { loaded, page };
      };
      const { loaded, page } = route.view === "category" && url.search ? await c.var.isolate.listingTurns.take(render) : await render();
      quietly(writer.write(page.bytes));
      quietly(writer.close());
      // An error page is not kept: the next visitor should get the catalogue once it answers again.
      if (!loaded.error && !reader.provisional) {
        pages.store(etag, joinPages(early, page), nonce, tags, c.executionCtx, pageFreshUntil(loaded.data, Date.now(), config.priceFreshHours!));
      }
    })().catch((error: unknown) => {
      console.error("[pages] streamed page failed after its head", error);
      quietly(writer.abort(error));
    });
    c.executionCtx.waitUntil(rest);
    return c.body(readable, 200);
  });
}

function payloadOf(c: Context<AppEnv>, route: Route, url: URL, config: PublicConfig, { data, error }: Loaded): PagePayload {
  const renderedAt = new Date();
  return {
    url: url.pathname + url.search,
    route,
    data: sentViewData(data, renderedAt.getTime(), config.priceFreshHours, c.var.isolate.trimmedCopies),
    config,
    error,
    listing: understandQuery(listingForUrl(data, url.search), data.view === "category" ? data.manifest?.vocabulary : undefined),
    renderedAt: renderedAt.toISOString(),
  };
}

/** A page sent in one piece once it is rendered: its status depends on what was loaded (404, 503, 200). */
async function answerWhole(c: Context<AppEnv>, route: Route, url: URL, config: PublicConfig, loaded: Loaded, timing: ServerTiming): Promise<Response> {
  const status = loaded.error ? 503 : loaded.data.view === "notFound" ? 404 : 200;
  const tags = cacheTagsFor(route, loaded.data);
  // A page right only for now (search results missing a category that could not be read) is not kept.
  const etag =
    status === 200 && isLasting(loaded.data) && !c.var.catalogue.provisional
      ? etagOf(await contentHash(JSON.stringify([c.var.catalogue.versionsRead(), url.origin, url.pathname, url.search, config, CLIENT_BUILD_ID])))
      : null;
  c.header("Cache-Control", etag ? PAGE_CACHE_CONTROL : "no-store");
  if (tags) c.header("Cache-Tag", tags);
  if (etag) {
    c.header("ETag", etag);
    if (isNotModified(c, etag)) return c.body(null, 304);
  }
  const nonce = c.get("secureHeadersNonce")!;
  const pages = new EdgePageCache(locationCache(c.env));
  const cached = etag ? await pages.get(etag, nonce) : null;
  timing.lap("data").cache(cached ? "hit" : etag ? "miss" : "none");
  let bytes = cached;
  if (!bytes) {
    const page = await renderPage({
      payload: payloadOf(c, route, url, config, loaded),
      origin: siteOrigin(url, c.env.SITE_HOST),
      nonce,
      frozenJson: c.var.isolate.frozenJson,
    });
    if (etag) pages.store(etag, page, nonce, tags, c.executionCtx, pageFreshUntil(loaded.data, Date.now(), config.priceFreshHours!));
    bytes = page.bytes;
    timing.lap("render");
  }
  c.header("Content-Type", "text/html; charset=utf-8");
  c.header("Server-Timing", timing.header());
  if (loaded.error) c.header("Retry-After", "30");
  return c.body(bytes, status as ContentfulStatusCode);
}
