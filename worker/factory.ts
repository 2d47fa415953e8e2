import { createFactory } from "hono/factory";
import { CatalogueCache } from "./data/catalogue-cache";
import { selectSource } from "./data/select-source";
import type { CatalogueSource } from "./data/source";
import type { Env } from "./env";

export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** Request-scoped catalogue reader (KV snapshots over the configured source). */
    catalogue: CatalogueCache;
  };
}

export interface AppOptions {
  /** Which source backs the KV snapshots; tests pass counting or failing sources. */
  sourceFor?: (env: Env) => CatalogueSource;
}

/** Default freshness window of a snapshot: the data changes daily, an hour keeps edges close to it. */
const DEFAULT_FRESH_SECONDS = 3600;

export function freshSeconds(env: Env): number {
  const value = Number(env.SNAPSHOT_FRESH_SECONDS);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_FRESH_SECONDS;
}

/** SNAPSHOT_RECHECK_SECONDS, or the default when unset or not a number ≥ 0 (see snapshot-memo.ts). */
export function recheckSeconds(env: Env): number | undefined {
  const raw = env.SNAPSHOT_RECHECK_SECONDS?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** One typed factory for every sub-app, with the catalogue attached to each request. */
export function createAppFactory(options: AppOptions = {}) {
  const sourceFor = options.sourceFor ?? selectSource;
  return createFactory<AppEnv>({
    initApp: (app) => {
      app.use(async (c, next) => {
        c.set(
          "catalogue",
          new CatalogueCache(c.env.CATALOGUE, sourceFor(c.env), c.executionCtx, {
            freshSeconds: freshSeconds(c.env),
            recheckSeconds: recheckSeconds(c.env),
          }),
        );
        await next();
      });
    },
  });
}
