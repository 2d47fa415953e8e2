import { CatalogueUnavailableError } from "./data/catalogue-reader";
import { selectSource } from "./data/select-source";
import type { Env } from "./env";
import { createAppFactory, type AppOptions } from "./factory";
import { errorPageHtml } from "./http/error-page";
import { apiError } from "./http/errors";
import { adminRoutes } from "./routes/admin";
import { apiRoutes } from "./routes/api";
import { pageRoutes } from "./routes/pages";
import { seoRoutes } from "./routes/seo";
import { API_CSP, BASE_SECURITY_HEADERS, PRODUCTION_HSTS } from "./http/security-headers";
import { isProductionHost } from "../client/config";
import { refreshAllCategories } from "./scheduled";
import { TEXT } from "../shared/texts";

/** Builds the worker; tests pass their own source, production uses the configured one. */
export function createWorker(options: AppOptions = {}) {
  const factory = createAppFactory(options);
  const app = factory.createApp();
  // Every answer gets the base security headers; pages set their own nonce CSP, the rest a closed one.
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) c.res.headers.set(name, value);
    // Preload is a promise about the whole domain (every subdomain on HTTPS, for good): declared only
    // on the production hosts, where the redirect below and the zone's settings keep it true.
    if (isProductionHost(new URL(c.req.url).hostname, c.env.SITE_HOST)) c.res.headers.set("Strict-Transport-Security", PRODUCTION_HSTS);
    // A 304 must not carry a new CSP: the browser would pair it with its cached page's old nonce.
    if (c.res.status !== 304 && !c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", API_CSP);
    // Answers that mark nothing of their own (errors, redirects, the sitemap) still say what they took.
    if (!c.res.headers.has("Server-Timing")) c.res.headers.set("Server-Timing", c.var.timing.cache("none").total().header());
  });
  // Production hosts answer http:// with a permanent redirect to https://, same path and query, before
  // anything else (the zone should redirect too: README, Deploying).
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    if (url.protocol === "http:" && isProductionHost(url.hostname, c.env.SITE_HOST)) {
      url.protocol = "https:";
      return c.redirect(url.href, 301);
    }
    await next();
  });
  app.route("/api/admin", adminRoutes(factory));
  app.route("/api", apiRoutes(factory));
  app.route("/", seoRoutes(factory));
  app.route("/", pageRoutes(factory));

  app.onError((error, c) => {
    const unavailable = error instanceof CatalogueUnavailableError;
    console.error(unavailable ? "[worker] catalogue unavailable" : "[worker] unhandled error", error);
    const status = unavailable ? 503 : 500;
    if (unavailable) c.header("Retry-After", "30");
    if (new URL(c.req.url).pathname.startsWith("/api/")) {
      return apiError(c, status, unavailable ? "unavailable" : "internal", unavailable ? TEXT.catalogueError : "Error interno");
    }
    c.header("Cache-Control", "no-store");
    return c.html(errorPageHtml(status, TEXT.catalogueError), status);
  });

  const sourceFor = options.sourceFor ?? selectSource;
  return {
    fetch: app.fetch,
    async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
      await refreshAllCategories(env, sourceFor(env), ctx);
    },
  } satisfies ExportedHandler<Env>;
}

export default createWorker();
