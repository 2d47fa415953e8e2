import type { Env } from "../env";

/**
 * Purges the zone's cache by Cache-Tag after a revalidation (Cloudflare's purge-by-tag API:
 * POST /zones/{zone_id}/purge_cache with {"tags": [...]}, a Bearer API token with the Cache Purge
 * permission). Pages and JSON carry a Cache-Tag per category (http/cache-tags.ts), in the zone's
 * cache and in the Workers Cache API, so a purge removes every answer built from the categories
 * that changed. Answers are also keyed by data version, so nothing stale is served even if a purge
 * fails; the purge frees the old answers and makes shared caches refetch at once.
 */
export const CLOUDFLARE_API = "https://api.cloudflare.com/client/v4";
/** Tries in all, with waits of 1 s and 2 s (or what Retry-After asks, up to 10 s). */
const ATTEMPTS = 3;
const MAX_WAIT_MS = 10_000;
/** Cloudflare accepts up to 100 tags per purge request. */
const TAGS_PER_REQUEST = 100;

export type PurgeOutcome =
  | { status: "not-configured"; message: string }
  | { status: "purged"; tags: string[]; attempts: number; ids: string[] }
  | { status: "failed"; tags: string[]; attempts: number; errors: string[] };

interface ApiAnswer {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
  result?: { id?: string } | null;
}

export interface PurgeOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** Whether the zone's purge is configured (both secrets present). */
export const purgeConfigured = (env: Pick<Env, "CLOUDFLARE_ZONE_ID" | "CLOUDFLARE_API_TOKEN">): boolean =>
  Boolean(env.CLOUDFLARE_ZONE_ID?.trim() && env.CLOUDFLARE_API_TOKEN?.trim());

export async function purgeTags(
  env: Pick<Env, "CLOUDFLARE_ZONE_ID" | "CLOUDFLARE_API_TOKEN" | "CLOUDFLARE_API_BASE">,
  tags: readonly string[],
  options: PurgeOptions = {},
): Promise<PurgeOutcome> {
  if (!purgeConfigured(env)) {
    return { status: "not-configured", message: "Sin purga de la caché: define CLOUDFLARE_ZONE_ID y CLOUDFLARE_API_TOKEN" };
  }
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const url = `${(env.CLOUDFLARE_API_BASE?.trim() || CLOUDFLARE_API).replace(/\/$/, "")}/zones/${encodeURIComponent(env.CLOUDFLARE_ZONE_ID!.trim())}/purge_cache`;
  const ids: string[] = [];
  let attempts = 0;
  for (let i = 0; i < tags.length; i += TAGS_PER_REQUEST) {
    const batch = tags.slice(i, i + TAGS_PER_REQUEST);
    const errors: string[] = [];
    let done = false;
    for (let attempt = 0; attempt < ATTEMPTS && !done; attempt++) {
      attempts++;
      let wait = 1000 * 2 ** attempt;
      try {
        const response = await doFetch(url, {
          method: "POST",
          headers: { Authorization: `Bearer ${env.CLOUDFLARE_API_TOKEN!.trim()}`, "Content-Type": "application/json" },
          body: JSON.stringify({ tags: batch }),
        });
        const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
        if (response.ok && answer.success) {
          if (answer.result?.id) ids.push(answer.result.id);
          done = true;
          break;
        }
        const detail = (answer.errors ?? []).map((e) => `${e.code ?? "?"}: ${e.message ?? ""}`).join("; ") || "sin detalle";
        errors.push(`HTTP ${response.status} (${detail})`);
        // Only a rate limit or a server error is worth another try; a refused request is final.
        if (response.status !== 429 && response.status < 500) break;
        const retryAfter = Number(response.headers.get("Retry-After"));
        if (Number.isFinite(retryAfter) && retryAfter > 0) wait = Math.min(MAX_WAIT_MS, retryAfter * 1000);
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
      if (attempt < ATTEMPTS - 1) await sleep(wait);
    }
    if (!done) return { status: "failed", tags: [...tags], attempts, errors };
  }
  return { status: "purged", tags: [...tags], attempts, ids };
}
