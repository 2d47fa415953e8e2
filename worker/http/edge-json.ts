import type { Context } from "hono";
import { contentHash } from "../data/hash";
import type { AppEnv } from "../factory";
import { JSON_CACHE_CONTROL, etagOf } from "./cache";
import { sortedSearch } from "./canonical-query";
import { LOCATION_CACHE_CONTROL, locationCache, locationKey } from "./location-cache";

/** What a JSON route computes: its body, and whether it is whole (PRODUCT-RULES.md (Calls and errors): a failed category is skipped, not cached). */
export interface JsonAnswer {
  body: unknown;
  complete?: boolean;
}

export interface EdgeJsonOptions {
  /** Cache-Tag: the categories the answer shows, for a purge by tag. */
  tags?: string | null;
  /** The ETag's version when the route has a natural one (a build's version); else the answer's key. */
  version?: string;
  /** For the visitor and shared caches; JSON_CACHE_CONTROL by default. */
  cacheControl?: string;
  /**
   * The parameters the route read (validated, normalised): with the path, all of the request the
   * answer depends on. Extra parameters or another order then make no new key. Without it, every
   * parameter of the URL, sorted.
   */
  query?: Record<string, unknown>;
}

/**
 * A JSON answer through the location's cache (location-cache.ts). The route first makes the cheap
 * reads that name the versions of the data its answer shows (manifests, directory entries: kept in the
 * isolate's memory), then calls this: the key is those versions and the URL, so after a
 * revalidation the key changes and no old answer is found. On a hit the stored bytes go out as they
 * are; on a miss `compute` runs, and a complete answer is stored in the background. An error
 * response from `compute` (404, 503) passes through, never cached. Server-Timing says which it was.
 * A request whose If-None-Match names the ETag gets a 304 from hono/etag around the API.
 */
export async function edgeJson(c: Context<AppEnv>, options: EdgeJsonOptions, compute: () => Promise<JsonAnswer | Response>): Promise<Response> {
  const timing = c.var.timing;
  const url = new URL(c.req.url);
  const query = options.query ? canonicalObject(options.query) : sortedSearch(url.search);
  const key = await contentHash(JSON.stringify([c.var.catalogue.versionsRead(), url.pathname, query]));
  const etag = etagOf(options.version ?? key);
  const tags = options.tags || null;
  const cacheControl = options.cacheControl ?? JSON_CACHE_CONTROL;
  const headers = () => {
    c.header("ETag", etag);
    c.header("Cache-Control", cacheControl);
    if (tags) c.header("Cache-Tag", tags);
  };
  const shared = locationCache(c.env);
  const stored = shared ? await shared.match(locationKey("json", key)).catch(() => undefined) : undefined;
  if (stored?.body) {
    headers();
    c.header("Content-Type", "application/json; charset=utf-8");
    c.header("Server-Timing", timing.cache("hit").lap("data").header());
    return c.body(stored.body);
  }
  const answer = await compute();
  if (answer instanceof Response) return answer;
  timing.cache("miss").lap("data");
  const text = JSON.stringify(answer.body);
  timing.lap("render");
  // A provisional document (document-reader.ts) makes an answer as partial as a skipped category.
  const complete = answer.complete !== false && !c.var.catalogue.provisional;
  if (complete) headers();
  else {
    // Right now, but not under the versions' ETag: a later 304 would keep it past its cause.
    c.header("Cache-Control", "no-store");
    if (tags) c.header("Cache-Tag", tags);
  }
  if (shared && complete) {
    const copy = new Response(text, {
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": LOCATION_CACHE_CONTROL, ...(tags ? { "Cache-Tag": tags } : {}) },
    });
    c.executionCtx.waitUntil(shared.put(locationKey("json", key), copy).catch((error: unknown) => console.error("[edge-cache] put failed", error)));
  }
  c.header("Content-Type", "application/json; charset=utf-8");
  c.header("Server-Timing", timing.header());
  return c.body(text);
}

/** The parameters as [name, value] pairs sorted by name: one text for one set of values. */
const canonicalObject = (query: Record<string, unknown>): [string, unknown][] => Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
