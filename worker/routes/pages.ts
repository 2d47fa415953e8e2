import { isProductionHost, type PublicConfig } from "../../client/config";
import type { PagePayload } from "../../client/state/app-state";
import { failedViewData, loadViewData, type ViewData } from "../../client/view-data";
import { listingForUrl } from "../../client/state/listing-url";
import { matchRoute } from "../../shared/routes";
import { loadErrorText } from "../../shared/texts";
import { CatalogueUnavailableError } from "../data/catalogue-cache";
import type { Env } from "../env";
import type { createAppFactory } from "../factory";
import { createNonce, renderPage } from "../render/render-page";
import { serverReader } from "../render/server-reader";

export function publicConfig(env: Env, url: URL): PublicConfig {
  return {
    siteHost: env.SITE_HOST,
    contactEmail: env.CONTACT_EMAIL,
    production: isProductionHost(url.hostname, env.SITE_HOST),
    measurementId: env.GA_MEASUREMENT_ID?.trim() || null,
  };
}

function statusFor(data: ViewData, error: string | null): number {
  if (error) return 503;
  return data.view === "notFound" ? 404 : 200;
}

/** Every page of seed 000 §2, from the shared route table; unknown paths render the not-found view with 404. */
export function pageRoutes(factory: ReturnType<typeof createAppFactory>) {
  return factory.createApp().get("*", async (c) => {
    const url = new URL(c.req.url);
    const route = matchRoute(url.pathname, url.search);
    if (route.view === "redirect") return c.redirect(route.to, 301);

    let data: ViewData;
    let error: string | null = null;
    try {
      data = await loadViewData(route, serverReader(c.var.catalogue));
    } catch (cause) {
      if (!(cause instanceof CatalogueUnavailableError)) throw cause;
      console.error("[pages] catalogue unavailable", cause);
      data = failedViewData(route);
      error = loadErrorText(cause.cause ?? cause);
    }
    const payload: PagePayload = {
      url: url.pathname + url.search,
      route,
      data,
      config: publicConfig(c.env, url),
      error,
      listing: listingForUrl(data, url.search),
      renderedAt: new Date().toISOString(),
    };
    const response = await renderPage({
      payload,
      status: statusFor(data, error),
      origin: url.origin,
      userAgent: c.req.header("User-Agent"),
      nonce: createNonce(),
    });
    if (error) response.headers.set("Retry-After", "30");
    response.headers.set("Cache-Control", "no-cache");
    return response;
  });
}
