import { withRetry, type Backoff } from "../data/retry";
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
const PURGE_BACKOFF: Backoff = { initialMs: 1000, factor: 2, maxMs: MAX_WAIT_MS };
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

/** An answer other than success, with what it says about trying again. */
class PurgeRefused extends Error {
  readonly status: number;
  readonly retryAfterMs: number | undefined;

  constructor(response: Response, answer: ApiAnswer) {
    const detail = (answer.errors ?? []).map((e) => `${e.code ?? "?"}: ${e.message ?? ""}`).join("; ") || "sin detalle";
    super(`HTTP ${response.status} (${detail})`);
    this.status = response.status;
    const retryAfter = Number(response.headers.get("Retry-After"));
    this.retryAfterMs = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(MAX_WAIT_MS, retryAfter * 1000) : undefined;
  }
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
  const url = `${(env.CLOUDFLARE_API_BASE?.trim() || CLOUDFLARE_API).replace(/\/$/, "")}/zones/${encodeURIComponent(env.CLOUDFLARE_ZONE_ID!.trim())}/purge_cache`;
  const ids: string[] = [];
  let attempts = 0;
  for (let i = 0; i < tags.length; i += TAGS_PER_REQUEST) {
    const batch = tags.slice(i, i + TAGS_PER_REQUEST);
    const errors: string[] = [];
    const purgeBatch = async (): Promise<string | undefined> => {
      attempts++;
      const response = await doFetch(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${env.CLOUDFLARE_API_TOKEN!.trim()}`, "Content-Type": "application/json" },
        body: JSON.stringify({ tags: batch }),
      });
      const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
      if (response.ok && answer.success) return answer.result?.id;
      throw new PurgeRefused(response, answer);
    };
    try {
      const id = await withRetry(purgeBatch, {
        attempts: ATTEMPTS,
        backoff: PURGE_BACKOFF,
        // Only a rate limit or a server error is worth another try; a refused request is final.
        retryable: (error) => !(error instanceof PurgeRefused) || error.status === 429 || error.status >= 500,
        waitFor: (error) => (error instanceof PurgeRefused ? error.retryAfterMs : undefined),
        onFailure: (error) => errors.push(error instanceof Error ? error.message : String(error)),
        sleep: options.sleep,
      });
      if (id) ids.push(id);
    } catch {
      return { status: "failed", tags: [...tags], attempts, errors };
    }
  }
  return { status: "purged", tags: [...tags], attempts, ids };
}
