import { isCategoryId, type CategoryId } from "../../shared/categories";

/**
 * What the daily pull keeps in KV (the CATALOGUE namespace, under `feeds:`): each run's list of shops,
 * and each shop's last run, which `GET /api/admin/feeds` shows and the run's completion is read from.
 */
const RUN_PREFIX = "feeds:run:";
const LAST_PREFIX = "feeds:last:";
/** Kept a month: long enough to read back, short enough never to pile up. */
const RUN_TTL_SECONDS = 30 * 24 * 3600;

export interface FeedRun {
  runId: string;
  startedAt: string;
  shops: string[];
  /** Set once the run's touched categories have been rebuilt (one message does it). */
  rebuiltAt?: string;
}

export type ShopRunStatus = "running" | "retrying" | "done" | "failed";

/** One shop's last run: what a feed came to, summed over its parts. */
export interface ShopFeedRun {
  runId: string;
  shopId: string;
  status: ShopRunStatus;
  startedAt: string;
  finishedAt?: string;
  /** Rows read, matched to a product, that changed it, that changed nothing, with no product, refused. */
  rows: number;
  applied: number;
  unchanged: number;
  unmatched: number;
  refused: number;
  /** Products written to Firestore, and their categories (to rebuild). */
  written: number;
  touched: CategoryId[];
  /** Parts read (a feed too large for one invocation goes on in another) and tries of the current part. */
  parts: number;
  attempts: number;
  durationMs: number;
  /** Why the feed failed (the last try's reason), or what was left out of it. */
  error?: string;
  problems?: string[];
}

export const emptyShopRun = (runId: string, shopId: string, startedAt: string): ShopFeedRun => ({
  runId,
  shopId,
  status: "running",
  startedAt,
  rows: 0,
  applied: 0,
  unchanged: 0,
  unmatched: 0,
  refused: 0,
  written: 0,
  touched: [],
  parts: 0,
  attempts: 0,
  durationMs: 0,
});

async function readJson<T>(kv: KVNamespace, key: string): Promise<T | null> {
  try {
    return await kv.get<T>(key, "json");
  } catch {
    return null; // a value that is not JSON: as if absent
  }
}

export const readRun = (kv: KVNamespace, runId: string) => readJson<FeedRun>(kv, RUN_PREFIX + runId);
export const writeRun = (kv: KVNamespace, run: FeedRun) => kv.put(RUN_PREFIX + run.runId, JSON.stringify(run), { expirationTtl: RUN_TTL_SECONDS });
export const readShopRun = (kv: KVNamespace, shopId: string) => readJson<ShopFeedRun>(kv, LAST_PREFIX + shopId);
export const writeShopRun = (kv: KVNamespace, run: ShopFeedRun) => kv.put(LAST_PREFIX + run.shopId, JSON.stringify(run));

/** Whether every shop of the run has finished (done or failed), and the categories they wrote. */
export async function runOutcome(kv: KVNamespace, run: FeedRun): Promise<{ finished: boolean; touched: CategoryId[]; shops: (ShopFeedRun | null)[] }> {
  const shops = await Promise.all(run.shops.map((shopId) => readShopRun(kv, shopId)));
  const finished = shops.every((shop) => shop?.runId === run.runId && (shop.status === "done" || shop.status === "failed"));
  const touched = new Set<CategoryId>();
  for (const shop of shops) if (shop?.runId === run.runId) for (const category of shop.touched) if (isCategoryId(category)) touched.add(category);
  return { finished, touched: [...touched].sort(), shops };
}
