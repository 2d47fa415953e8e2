import { createFactory } from "hono/factory";
import { CatalogueReader, type ReaderOptions } from "./data/catalogue-reader";
import type { IsolateContext } from "./data/isolate-context";
import { invocationBudget } from "./data/kv-budget";
import { selectSource } from "./data/select-source";
import type { CatalogueSource } from "./data/source";
import type { Env } from "./env";
import { countedKv } from "./http/counted-kv";
import { OPERATOR_HEADER, isOperatorToken } from "./http/operator";
import { ServerTiming } from "./http/server-timing";

export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** Request-scoped catalogue reader (KV builds over the configured source). */
    catalogue: CatalogueReader;
    /** The isolate the request runs in (isolate-context.ts). */
    isolate: IsolateContext;
    /** Where this request's time goes, for its Server-Timing header. */
    timing: ServerTiming;
  };
}

export interface AppOptions {
  /** Which source backs the KV snapshots; tests pass counting or failing sources. */
  sourceFor?: (env: Env, isolate: IsolateContext) => CatalogueSource;
  /** How background rebuilds wait between tries (PRODUCT-RULES.md (Limits)'s backoff by default); tests pass one that does not wait. */
  retrySleep?: (ms: number) => Promise<void>;
  /** Feeds at plain http addresses on this machine (shared/price-feed/shop-feeds.ts): local runs only. */
  allowLoopbackFeeds?: boolean;
}

/** Default freshness window of a snapshot: the data changes daily, an hour keeps edges close to it. */
const DEFAULT_FRESH_SECONDS = 3600;

/** A `[vars]` count (of seconds, of operations): a number ≥ 0, or undefined when unset, blank or anything else. */
export function seconds(raw: string | undefined): number | undefined {
  const text = raw?.trim();
  const value = text ? Number(text) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

// wrangler.toml sets both; a deployment configured elsewhere may not, hence the optional types.
export function freshSeconds(env: { SNAPSHOT_FRESH_SECONDS?: string }): number {
  return seconds(env.SNAPSHOT_FRESH_SECONDS) ?? DEFAULT_FRESH_SECONDS;
}

/** SNAPSHOT_RECHECK_SECONDS, or undefined for the default (see manifest-reader.ts). */
export function recheckSeconds(env: { SNAPSHOT_RECHECK_SECONDS?: string }): number | undefined {
  return seconds(env.SNAPSHOT_RECHECK_SECONDS);
}

/** The catalogue's options from the environment, for requests and the cron alike, in the isolate they run in. */
export function catalogueOptions(env: Env, isolate: IsolateContext): ReaderOptions {
  const operations = seconds(env.KV_OPERATIONS_PER_INVOCATION);
  const maxDropShare = seconds(env.BUILD_MAX_DROP_SHARE);
  return {
    freshSeconds: freshSeconds(env),
    recheckSeconds: recheckSeconds(env),
    budget: invocationBudget(operations || undefined),
    maxDropShare: maxDropShare !== undefined && maxDropShare <= 1 ? maxDropShare : undefined,
    isolate,
  };
}

/** One typed factory for every sub-app, with the isolate and the catalogue attached to each request. */
export function createAppFactory(isolate: IsolateContext, options: AppOptions = {}) {
  const sourceFor = options.sourceFor ?? selectSource;
  return createFactory<AppEnv>({
    initApp: (app) => {
      // Sub-apps are made by this factory too: the first app a request enters sets these, once.
      app.use(async (c, next) => {
        if (!c.get("timing")) c.set("timing", new ServerTiming(await isOperatorToken(c.req.header(OPERATOR_HEADER), c.env.ADMIN_TOKEN)));
        c.set("isolate", isolate);
        if (!c.get("catalogue")) {
          const readerOptions = { ...catalogueOptions(c.env, isolate), retrySleep: options.retrySleep };
          const kv = countedKv(c.env.CATALOGUE, c.get("timing"), isolate.kvReads);
          c.set("catalogue", new CatalogueReader(kv, sourceFor(c.env, isolate), c.executionCtx, readerOptions));
        }
        await next();
      });
    },
  });
}
