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
import { API_CSP, BASE_SECURITY_HEADERS } from "./http/security-headers";
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
    // A 304 must not carry a new CSP: the browser would pair it with its cached page's old nonce.
    if (c.res.status !== 304 && !c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", API_CSP);
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
