import { readShopFeeds, type FeedAddressOptions } from "../../shared/price-feed/shop-feeds";
import type { Env } from "../env";
import type { FeedMessage } from "./feed-messages";
import { emptyShopRun, writeRun, writeShopRun } from "./feed-runs";

/** The configured feeds (SHOP_FEEDS), with the problem lines of entries left out. */
export const configuredFeeds = (env: Env, options: FeedAddressOptions) => readShopFeeds(env.SHOP_FEEDS, options);

/**
 * The daily cron's part in the pull: one message per configured feed on the feeds queue, so each
 * shop is pulled in an invocation of its own (a slow or failing shop holds back no other), and a
 * run record naming them, from which the last one to finish sees that the run is complete.
 */
export async function enqueueDailyFeeds(env: Env, now: Date, options: FeedAddressOptions): Promise<{ runId: string; shops: string[] } | null> {
  const { feeds, problems } = configuredFeeds(env, options);
  for (const problem of problems) console.error(`[feeds] ${problem}: left out`);
  if (feeds.length === 0) return null;
  if (!env.FEED_QUEUE) {
    console.error("[feeds] SHOP_FEEDS is set but the FEED_QUEUE binding is not: no feed pulled");
    return null;
  }
  const runId = now.toISOString();
  const shops = feeds.map((feed) => feed.shopId);
  await writeRun(env.CATALOGUE, { runId, startedAt: runId, shops });
  // Each shop's last run starts afresh, so that the run's completion never reads yesterday's.
  await Promise.all(shops.map((shopId) => writeShopRun(env.CATALOGUE, emptyShopRun(runId, shopId, runId))));
  await env.FEED_QUEUE.sendBatch(shops.map((shopId) => ({ body: { kind: "feed", runId, shopId } satisfies FeedMessage })));
  console.log(`[feeds] run ${runId}: ${shops.length} feed(s) queued (${shops.join(", ")})`);
  return { runId, shops };
}
