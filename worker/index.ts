import { HTTPException } from "hono/http-exception";
import { CatalogueUnavailableError } from "./data/catalogue-reader";
import { newIsolateContext, type IsolateContext } from "./data/isolate-context";
import { selectSource } from "./data/select-source";
import type { Env } from "./env";
import { createAppFactory, type AppOptions } from "./factory";
import { errorPageHtml } from "./http/error-page";
import { apiError } from "./http/errors";
import { adminRoutes } from "./routes/admin";
import { apiRoutes } from "./routes/api";
import { pageRoutes } from "./routes/pages";
import { seoRoutes } from "./routes/seo";
import { securityHeaders } from "./http/security-headers";
import { httpsRedirect } from "./http/https-redirect";
import { REDIRECT_CACHE_CONTROL, trailingSlashRedirect } from "./http/trailing-slash";
import { refreshAllCategories } from "./scheduled";
import { enqueueDailyFeeds } from "./feeds/daily-feeds";
import { handleFeedBatch } from "./feeds/feed-queue";
import { TEXT } from "../shared/texts";

/**
 * Builds the worker, in the isolate it runs in: the module's default export makes one per isolate;
 * tests pass their own source, and the isolate their requests share.
 */
export function createWorker(options: AppOptions & { isolate?: IsolateContext } = {}) {
  const isolate = options.isolate ?? newIsolateContext();
  const factory = createAppFactory(isolate, options);
  const app = factory.createApp();
  app.use(async (c, next) => {
    await next();
    // A 304 must not carry a CSP: the browser would pair the new nonce with its cached page's old one.
    if (c.res.status === 304) {
      c.res.headers.delete("Content-Security-Policy");
      // What it took, without the cache metric of the answer it stands for.
      c.res.headers.set("Server-Timing", c.var.timing.total().header({ cache: false }));
    }
    // Answers that mark nothing of their own (errors, redirects, the sitemap) still say what they took.
    if (!c.res.headers.has("Server-Timing")) c.res.headers.set("Server-Timing", c.var.timing.cache("none").total().header());
    // Every permanent redirect (trailing slash, legacy alias, https) may be kept, for a bounded time.
    if (c.res.status === 301 && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", REDIRECT_CACHE_CONTROL);
  });
  // Every answer: HSTS (with preload on the production hosts), nosniff, referrer and permissions
  // policies, framing denial, and a closed CSP unless the page set its own.
  app.use(securityHeaders);
  app.use(httpsRedirect);
  app.use(trailingSlashRedirect);
  const feedOptions = { allowLoopbackHttp: options.allowLoopbackFeeds === true };
  app.route("/api/admin", adminRoutes(factory, feedOptions));
  app.route("/api", apiRoutes(factory));
  app.route("/", seoRoutes(factory));
  app.route("/", pageRoutes(factory));

  app.onError((error, c) => {
    // Middleware that refuses a request (bearer-auth) throws its answer.
    if (error instanceof HTTPException) return error.getResponse();
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
    async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
      // The shops' feeds (each pulled in an invocation of its own; the categories they change are
      // rebuilt once they are all in). Without feeds, every category is rebuilt from what Firestore
      // holds: with them that rebuild would list every category a second time the same morning (a read
      // per product), and whatever else writes Firestore revalidates itself
      // (`npm run ingest`) or is caught by the builds' hourly refresh on visits.
      const run = await enqueueDailyFeeds(env, new Date(controller.scheduledTime), feedOptions);
      if (!run) await refreshAllCategories(env, sourceFor(env, isolate), ctx, isolate);
    },
    async queue(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext): Promise<void> {
      await handleFeedBatch(batch, env, ctx, { ...feedOptions, sourceFor, isolate });
    },
  } satisfies ExportedHandler<Env>;
}

export default createWorker();
