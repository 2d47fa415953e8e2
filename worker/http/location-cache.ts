/**
 * The Workers Cache API of the location (caches.default): what the isolates of one Cloudflare
 * location share. Answers are kept under keys made of the versions of the data they show, so a
 * revalidation (new versions) makes new keys and an old answer is never found after it; the TTL
 * only bounds how long an unused answer takes room. Stored answers carry their categories'
 * Cache-Tag, so a zone purge by tag (worker/http/zone-purge.ts) frees them too.
 *
 * caches.default exists on Workers (on a zone's routes and custom domains; on workers.dev it
 * stores nothing) and in wrangler's local runtime; elsewhere (the Node benchmarks) it is absent
 * unless the benchmark installs its own.
 */
export const EDGE_CACHE_SECONDS = 300;

/** A made-up origin: keys are never fetched, and must not collide with the site's own URLs. */
const KEY_ORIGIN = "https://cache.comparador.internal";

/**
 * The location's cache, or null when there is none or the deployment turned it off:
 * LOCATION_CACHE = "off" ([vars] or `--var`) makes the worker neither read nor write it and render
 * every page and JSON answer. For an operator who must rule the cache out, and for the benchmarks
 * of a render's own CPU: locally caches.default is Miniflare's Cache API, a JavaScript service on
 * workerd's thread that costs CPU on every page even with nothing stored (docs/PERFORMANCE.md, Server CPU per page),
 * where on Cloudflare it is the runtime's own. Read from each request's environment.
 */
export function locationCache(env: { LOCATION_CACHE?: string }): Cache | null {
  if (env.LOCATION_CACHE?.trim().toLowerCase() === "off") return null;
  return typeof caches !== "undefined" && "default" in caches ? (caches as unknown as { default: Cache }).default : null;
}

/** The Cache API key of an answer of `kind` ("pagina", "json") identified by `id` (a content hash). */
export const locationKey = (kind: "pagina" | "json", id: string): Request => new Request(`${KEY_ORIGIN}/${kind}/${encodeURIComponent(id)}`);

/** Cache-Control of a stored copy: how long the location may keep it. */
export const LOCATION_CACHE_CONTROL = `public, max-age=${EDGE_CACHE_SECONDS}`;
