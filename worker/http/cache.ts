import type { Context } from "hono";

/** Shared caches may keep JSON a minute, serve it stale while refreshing, and for a day if we fail. */
export const JSON_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600, stale-if-error=86400";

/**
 * Pages carry a per-request CSP nonce, so only the visitor's own browser keeps them: revalidated
 * on every use (a cheap 304 while the catalogue is unchanged), served stale while that happens,
 * and for a day if we fail.
 */
export const PAGE_CACHE_CONTROL = "private, max-age=0, stale-while-revalidate=600, stale-if-error=86400";

/** Strong ETag from a content version. */
export const etagOf = (version: string): string => `"${version}"`;

/**
 * True when the request's If-None-Match already names this ETag (so a 304 is the answer). Pages ask
 * before rendering: hono/etag, used for the JSON API, compares only once the body exists.
 */
export function isNotModified(c: Context, etag: string): boolean {
  const header = c.req.header("If-None-Match");
  if (!header) return false;
  return header === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Content-addressed answers (the listing index): they never change at their address. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
