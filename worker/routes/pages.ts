import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isProductionHost, type PublicConfig } from "../../client/config";
import type { PagePayload } from "../../client/state/app-state";
import { failedViewData, loadViewData, type ViewData } from "../../client/view-data";
import { listingForUrl } from "../../client/state/listing-url";
import { matchRoute } from "../../shared/routes";
import { withoutTrackingParams } from "../../shared/tracking-params";
import { loadErrorText } from "../../shared/texts";
import { CatalogueUnavailableError } from "../data/catalogue-reader";
import type { Env } from "../env";
import type { createAppFactory } from "../factory";
import { contentHash } from "../data/hash";
import { PAGE_CACHE_CONTROL, etagOf, isNotModified } from "../http/cache";
import { ALL_CATEGORY_TAGS, categoryTag } from "../http/cache-tags";
import { pageCsp } from "../http/security-headers";
import { CLIENT_BUILD_ID, createNonce, renderPage } from "../render/render-page";
import { serverReader } from "../render/server-reader";
import { PageCache } from "../render/page-cache";

export function publicConfig(env: Env, url: URL): PublicConfig {
  return {
    siteHost: env.SITE_HOST,
    contactEmail: env.CONTACT_EMAIL,
    owner: { name: env.OWNER_NAME, taxId: env.OWNER_TAX_ID, address: env.OWNER_ADDRESS, registry: env.OWNER_REGISTRY },
    production: isProductionHost(url.hostname, env.SITE_HOST),
    measurementId: env.GA_MEASUREMENT_ID?.trim() || null,
  };
}

/** Which categories a page shows, for Cache-Tag (purge by tag after a revalidation). */
function cacheTagsFor(data: ViewData): string | null {
  switch (data.view) {
    case "home":
      return ALL_CATEGORY_TAGS;
    case "category":
    case "product":
      return categoryTag(data.categoryId);
    case "compare":
      return [...new Set(data.products.map((p) => categoryTag(p.categoryId)))].join(",") || null;
    default:
      return null;
  }
}

function statusFor(data: ViewData, error: string | null): number {
  if (error) return 503;
  return data.view === "notFound" ? 404 : 200;
}

/** Per isolate: see PageCache for why sharing rendered pages between visitors is safe. */
const renderedPages = new PageCache();

/** Every page of seed 000 §2, from the shared route table; unknown paths render the not-found view with 404. */
export function pageRoutes(factory: ReturnType<typeof createAppFactory>) {
  return factory.createApp().get("*", async (c) => {
    const url = new URL(c.req.url);
    // Campaign parameters (utm_*, gclid, fbclid) do not make another page: the page, its cache key
    // and its canonical URL are those of the address without them.
    url.search = withoutTrackingParams(url.search);
    const route = matchRoute(url.pathname, url.search);
    if (route.view === "redirect") return c.redirect(route.to, 301);

    let data: ViewData;
    let error: string | null = null;
    try {
      data = await loadViewData(route, serverReader(c.var.catalogue), url.search);
    } catch (cause) {
      if (!(cause instanceof CatalogueUnavailableError)) throw cause;
      console.error("[pages] catalogue unavailable", cause);
      data = failedViewData(route);
      error = loadErrorText(cause.cause ?? cause);
    }
    const status = statusFor(data, error);
    const config = publicConfig(c.env, url);
    const tags = cacheTagsFor(data);
    // The page is a function of the data it read (identified by the versions of the snapshots and
    // documents), its URL, the configuration and the client build: while those are unchanged the
    // visitor's copy is still right, and a 304 costs no render.
    // The origin is part of it: canonical, og:url and JSON-LD name the host the page was asked for.
    const identity = [c.var.catalogue.versionsRead(), url.origin, url.pathname, url.search, config, CLIENT_BUILD_ID];
    const etag = status === 200 ? etagOf(await contentHash(JSON.stringify(identity))) : null;
    c.header("Cache-Control", etag ? PAGE_CACHE_CONTROL : "no-store");
    if (tags) c.header("Cache-Tag", tags);
    if (etag) {
      c.header("ETag", etag);
      if (isNotModified(c, etag)) return c.body(null, 304);
    }
    const payload: PagePayload = {
      url: url.pathname + url.search,
      route,
      data,
      config,
      error,
      listing: listingForUrl(data, url.search),
      renderedAt: new Date().toISOString(),
    };
    const nonce = createNonce();
    let page = etag ? renderedPages.get(etag, nonce) : null;
    if (page === null) {
      const rendered = await renderPage({ payload, origin: url.origin, nonce });
      if (etag) renderedPages.store(etag, rendered, nonce);
      page = rendered.bytes;
    }
    c.header("Content-Type", "text/html; charset=utf-8");
    c.header("Content-Security-Policy", pageCsp(nonce, config));
    if (error) c.header("Retry-After", "30");
    return c.body(page, status as ContentfulStatusCode);
  });
}
