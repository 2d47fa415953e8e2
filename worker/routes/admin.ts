import { CATEGORY_IDS, isCategoryId, type CategoryId } from "../../shared/categories";
import type { AppEnv, createAppFactory } from "../factory";
import { bearerAuth } from "hono/bearer-auth";
import { timingSafeEqual } from "hono/utils/buffer";
import type { Context } from "hono";
import { ALL_CATEGORY_TAGS, categoryTag } from "../http/cache-tags";
import { apiError } from "../http/errors";
import { purgeTags as purgeZoneTags } from "../http/zone-purge";
import { rebuildCategories } from "../scheduled";
import { readShopFeeds, type FeedAddressOptions } from "../../shared/price-feed/shop-feeds";
import { readRun, readShopRun } from "../feeds/feed-runs";

interface RevalidationRequest {
  categories: CategoryId[];
  /** Publish a build even if it drops most of its category (build-guard.ts). */
  force: boolean;
  /** Only write the documents the last build left pending, reading just those products (a pass after the first). */
  pendingOnly: boolean;
}

/** Reads `{ "categories": [...], "force": true, "pendingOnly": true }` (or nothing, for all); null when the body is not that. */
async function revalidationFromBody(request: Request): Promise<RevalidationRequest | null> {
  const text = await request.text();
  if (text.trim() === "") return { categories: [...CATEGORY_IDS], force: false, pendingOnly: false };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) return null;
  const { categories, force, pendingOnly } = body as { categories?: unknown; force?: unknown; pendingOnly?: unknown };
  if (force !== undefined && typeof force !== "boolean") return null;
  if (pendingOnly !== undefined && typeof pendingOnly !== "boolean") return null;
  const flags = { force: force === true, pendingOnly: pendingOnly === true };
  if (categories === undefined || categories === "all") return { categories: [...CATEGORY_IDS], ...flags };
  if (!Array.isArray(categories) || categories.length === 0 || !categories.every(isCategoryId)) return null;
  return { categories: [...new Set(categories)], ...flags };
}

/**
 * POST /api/admin/revalidate: the daily update calls it after writing Firestore. Rebuilds the named
 * categories write-through from the source, purges the zone's cache by the Cache-Tag of each one it
 * rebuilt (when the zone is configured, http/zone-purge.ts) and answers with both outcomes.
 */
export function adminRoutes(factory: ReturnType<typeof createAppFactory>, feedOptions: FeedAddressOptions = {}) {
  // One answer for a missing, malformed or wrong token: 401 without saying which.
  const refuse = (c: Context) => apiError(c, 401, "unauthorised", "No autorizado");
  const admin = bearerAuth<AppEnv>({
    realm: "admin",
    // The secret is per environment (a Worker secret), so it is compared per request; an unset one
    // accepts nothing. timingSafeEqual hashes both sides first: neither length nor prefix leaks.
    verifyToken: async (token, c) => Boolean(c.env.ADMIN_TOKEN) && (await timingSafeEqual(c.env.ADMIN_TOKEN!, token)),
    noAuthenticationHeader: { message: refuse },
    invalidAuthenticationHeader: { message: refuse },
    invalidToken: { message: refuse },
  });
  return (
    factory
      .createApp()
      // What this isolate keeps and how many KV reads it has made: locally, where one isolate serves,
      // what the benchmarks read before and after a batch (scripts/bench/scale.ts); on Cloudflare, one
      // isolate's view among many.
      .get("/isolate", admin, (c) => c.json({ kvReads: c.var.isolate.kvReads.count, memory: c.var.isolate.memory.usage() }))
      // The daily pull: each configured feed (where from, never a secret's value), the entries left
      // out, and each shop's last run (worker/feeds/feed-runs.ts).
      .get("/feeds", admin, async (c) => {
        const { feeds, problems } = readShopFeeds(c.env.SHOP_FEEDS, feedOptions);
        const runs = await Promise.all(feeds.map((feed) => readShopRun(c.env.CATALOGUE, feed.shopId)));
        // The latest run (its shops, and when its touched categories were rebuilt).
        const latest = runs.reduce<string | undefined>((last, run) => (run && (!last || run.runId > last) ? run.runId : last), undefined);
        c.header("Cache-Control", "no-store");
        return c.json({
          queue: Boolean(c.env.FEED_QUEUE),
          run: latest ? await readRun(c.env.CATALOGUE, latest) : null,
          problems,
          feeds: feeds.map((feed, i) => ({
            shopId: feed.shopId,
            from: feed.url ? new URL(feed.url).host : `secreto ${feed.urlSecret}`,
            ...(feed.format ? { format: feed.format } : {}),
            lastRun: runs[i],
          })),
        });
      })
      .post("/revalidate", admin, async (c) => {
        const asked = await revalidationFromBody(c.req.raw);
        if (!asked) {
          return apiError(
            c,
            400,
            "bad_request",
            'El cuerpo debe ser {"categories": [ids de categoría], "force": true|false, "pendingOnly": true|false} o vacío para todas',
          );
        }
        const { categories, force, pendingOnly } = asked;
        const started = Date.now();
        // A caller is waiting: one try each, the daily cron retries.
        const { rebuilt, failed, deferred, refused } = await rebuildCategories(c.var.catalogue, categories, 1, { force, pendingOnly });
        // What to purge: the categories whose answers may have changed (all of them for a full rebuild).
        const purgeTags = categories.length === CATEGORY_IDS.length ? ALL_CATEGORY_TAGS.split(",") : categories.map(categoryTag);
        // Writing a build's pending documents changes no answer (they were read through until then).
        const rebuiltTags = rebuilt
          .filter((r) => !r.continued)
          .map((r) => categoryTag(r.category))
          .filter((tag) => purgeTags.includes(tag));
        const purge = rebuiltTags.length
          ? await purgeZoneTags(c.env, rebuiltTags)
          : { status: "not-needed" as const, message: "Nada reconstruido: nada que purgar" };
        c.header("Cache-Control", "no-store");
        // 409 when a build was refused: the site does not serve what the source holds until an operator decides.
        const status = refused.length ? 409 : failed.length && !rebuilt.length ? 503 : 200;
        return c.json({ rebuilt, failed, deferred, refused, purgeTags, purge, durationMs: Date.now() - started }, status);
      })
  );
}
