import type { FeedAddressOptions } from "../../shared/price-feed/shop-feeds";
import { CatalogueReader } from "../data/catalogue-reader";
import type { IsolateContext } from "../data/isolate-context";
import type { CatalogueSource } from "../data/source";
import type { Env } from "../env";
import { catalogueOptions, seconds } from "../factory";
import { categoryTag } from "../http/cache-tags";
import { purgeTags } from "../http/zone-purge";
import { rebuildCategories } from "../scheduled";
import { configuredFeeds } from "./daily-feeds";
import { readFeedMessage, type FeedMessage } from "./feed-messages";
import { emptyShopRun, readRun, readShopRun, runOutcome, writeRun, writeShopRun, type FeedRun, type ShopFeedRun } from "./feed-runs";
import { firestoreTargetFromEnv } from "./firestore-target";
import { builtFeedKeys } from "./built-feed-keys";
import { catalogueKeys } from "../data/keys";
import { FeedMisconfigured, pullFeedPart } from "./pull-feed";

/** The dead-letter queue's name (wrangler.toml): a feed message lands there after its last try. */
export const FEED_DEAD_LETTER_QUEUE = "comparador-feeds-dead";

/** Rows one invocation reads before the feed goes on in a follow-up message (FEED_ROWS_PER_MESSAGE). */
const DEFAULT_ROWS_PER_PART = 200_000;
/** The first retry's wait; each later one doubles it (FEED_RETRY_SECONDS). */
const DEFAULT_RETRY_SECONDS = 300;
/** How long one download may take, whole. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

/** A `[vars]` count above zero, or the fallback. */
const positive = (raw: string | undefined, fallback: number) => seconds(raw) || fallback;

export interface FeedQueueOptions extends FeedAddressOptions {
  sourceFor: (env: Env, isolate: IsolateContext) => CatalogueSource;
  isolate: IsolateContext;
}

/**
 * The feeds queue's consumer (and its dead-letter queue's): pulls one shop's feed per message,
 * retries a failed one with a growing wait (the queue sends it to the dead-letter queue after its
 * last try, where it is recorded as failed), and once every shop of the run has finished rebuilds
 * each category they wrote, once, and purges its pages.
 */
export async function handleFeedBatch(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext, options: FeedQueueOptions): Promise<void> {
  for (const message of batch.messages) {
    const body = readFeedMessage(message.body);
    if (!body) {
      console.error(`[feeds] a message that is not a feed's was dropped: ${JSON.stringify(message.body).slice(0, 200)}`);
      message.ack();
      continue;
    }
    if (batch.queue === FEED_DEAD_LETTER_QUEUE) {
      if (body.kind === "feed") await finishShop(env, body.runId, body.shopId, (run) => ({ ...run, status: "failed" }));
      else console.error(`[feeds] run ${body.runId}: its rebuild failed on every try`);
      message.ack();
      continue;
    }
    if (body.kind === "rebuild") {
      await rebuildRun(env, ctx, body, options);
      message.ack();
      continue;
    }
    await pullShop(env, message, body, options);
  }
}

async function pullShop(env: Env, message: Message<unknown>, body: Extract<FeedMessage, { kind: "feed" }>, options: FeedQueueOptions): Promise<void> {
  const started = Date.now();
  const before = await readShopRun(env.CATALOGUE, body.shopId);
  const run: ShopFeedRun = before?.runId === body.runId ? before : emptyShopRun(body.runId, body.shopId, new Date(started).toISOString());
  const feed = configuredFeeds(env, options).feeds.find((f) => f.shopId === body.shopId);
  try {
    if (!feed) throw new FeedMisconfigured("la tienda ya no tiene feed en SHOP_FEEDS");
    const target = await firestoreTargetFromEnv(env, options.isolate.tokens);
    if (!target) throw new FeedMisconfigured("sin Firestore configurado: no hay dónde escribir los precios");
    const { reading, applied } = await pullFeedPart(feed, env as unknown as Record<string, unknown>, target, {
      ...options,
      from: body.from,
      limit: positive(env.FEED_ROWS_PER_MESSAGE, DEFAULT_ROWS_PER_PART),
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      now: new Date(started),
      built: builtFeedKeys(env.CATALOGUE, catalogueKeys(options.sourceFor(env, options.isolate).id)),
    });
    const refused = [...reading.tally.refused.values()].reduce((n, r) => n + r.count, 0);
    const next: ShopFeedRun = {
      ...run,
      status: reading.next === undefined ? "done" : "running",
      rows: run.rows + reading.tally.rows,
      applied: run.applied + applied.appliedRows,
      unchanged: run.unchanged + applied.unchangedRows,
      unmatched: run.unmatched + reading.tally.unmatched,
      refused: run.refused + refused + applied.invalid.length,
      written: run.written + applied.written,
      touched: [...new Set([...run.touched, ...applied.touched])].sort(),
      parts: run.parts + 1,
      attempts: message.attempts,
      durationMs: run.durationMs + (Date.now() - started),
      ...(reading.next === undefined ? { finishedAt: new Date().toISOString() } : {}),
    };
    delete next.error;
    await writeShopRun(env.CATALOGUE, next);
    if (reading.next !== undefined) {
      // The rest of a feed too large for one invocation: a part of its own, from where this one stopped,
      // queued before this message is acknowledged, so that a failure in between leaves no feed half read.
      await env.FEED_QUEUE!.send({ kind: "feed", runId: body.runId, shopId: body.shopId, from: reading.next } satisfies FeedMessage);
      message.ack();
      return;
    }
    message.ack();
    console.log(
      `[feeds] ${body.shopId}: ${next.rows} rows, ${next.applied} applied, ${next.unchanged} unchanged, ${next.unmatched} unmatched, ${next.refused} refused`,
    );
    await closeRunIfFinished(env, body.runId);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const failed = { ...run, attempts: message.attempts, error: reason, durationMs: run.durationMs + (Date.now() - started) };
    if (error instanceof FeedMisconfigured) {
      console.error(`[feeds] ${body.shopId}: ${reason}`);
      message.ack();
      await finishShop(env, body.runId, body.shopId, () => ({ ...failed, status: "failed" }));
      return;
    }
    console.error(`[feeds] ${body.shopId}: try ${message.attempts} failed: ${reason}`);
    await writeShopRun(env.CATALOGUE, { ...failed, status: "retrying" });
    // Waits of 1, 2 and 4 times FEED_RETRY_SECONDS; after its last try the queue dead-letters it.
    message.retry({ delaySeconds: positive(env.FEED_RETRY_SECONDS, DEFAULT_RETRY_SECONDS) * 2 ** (message.attempts - 1) });
  }
}

/** Marks a shop's run finished (as `change` says) and closes the run if it was the last. */
async function finishShop(env: Env, runId: string, shopId: string, change: (run: ShopFeedRun) => ShopFeedRun): Promise<void> {
  const before = await readShopRun(env.CATALOGUE, shopId);
  const run = before?.runId === runId ? before : emptyShopRun(runId, shopId, new Date().toISOString());
  await writeShopRun(env.CATALOGUE, { ...change(run), finishedAt: new Date().toISOString() });
  await closeRunIfFinished(env, runId);
}

/** When every shop of the run has finished, one message rebuilds what they wrote. */
async function closeRunIfFinished(env: Env, runId: string): Promise<void> {
  const run = await readRun(env.CATALOGUE, runId);
  if (!run || run.rebuiltAt) return;
  const { finished } = await runOutcome(env.CATALOGUE, run);
  if (finished) await env.FEED_QUEUE!.send({ kind: "rebuild", runId } satisfies FeedMessage);
}

/**
 * Rebuilds each category the run's feeds wrote, once, and purges its pages; logs the run's summary. A
 * category this invocation had no KV operations left for goes on in another message, and so do the
 * product documents a rebuild left pending (a large change): those messages read only the pending
 * products, not the category's listing again (category-rebuilder.ts, continuePending).
 */
async function rebuildRun(env: Env, ctx: ExecutionContext, body: Extract<FeedMessage, { kind: "rebuild" }>, options: FeedQueueOptions): Promise<void> {
  const run: FeedRun | null = await readRun(env.CATALOGUE, body.runId);
  if (!run || run.rebuiltAt) return;
  const { touched, shops } = await runOutcome(env.CATALOGUE, run);
  const categories = body.categories ?? touched;
  const reader = new CatalogueReader(env.CATALOGUE, options.sourceFor(env, options.isolate), ctx, catalogueOptions(env, options.isolate));
  const report = categories.length ? await rebuildCategories(reader, categories, 3, { pendingOnly: body.pendingOnly === true }) : null;
  const rebuiltTags = (report?.rebuilt ?? []).filter((r) => !r.continued).map((r) => categoryTag(r.category));
  const purge = rebuiltTags.length ? await purgeTags(env, rebuiltTags) : null;
  // Only while each message gets somewhere: a category no fresh invocation could start would loop.
  if (report?.deferred.length && report.rebuilt.length > 0) {
    await env.FEED_QUEUE!.send({
      kind: "rebuild",
      runId: run.runId,
      categories: report.deferred,
      ...(body.pendingOnly ? { pendingOnly: true } : {}),
    } satisfies FeedMessage);
    console.log(`[feeds] run ${run.runId}: rebuilt ${report.rebuilt.length}, ${report.deferred.join(", ")} next`);
    return;
  }
  const pending = (report?.rebuilt ?? []).filter((r) => r.pendingDocuments > 0 && r.writtenDocuments + r.deletedDocuments > 0).map((r) => r.category);
  if (pending.length) {
    await env.FEED_QUEUE!.send({ kind: "rebuild", runId: run.runId, categories: pending, pendingOnly: true } satisfies FeedMessage);
    console.log(`[feeds] run ${run.runId}: documents pending in ${pending.join(", ")}, written next`);
    return;
  }
  await writeRun(env.CATALOGUE, { ...run, rebuiltAt: new Date().toISOString() });
  const summary = shops.map((shop, i) => (shop ? `${shop.shopId} ${shop.status} (${shop.rows} rows, ${shop.applied} applied)` : `${run.shops[i]} unknown`));
  console.log(
    `[feeds] run ${run.runId} finished: ${summary.join("; ")}; rebuilt ${report?.rebuilt.length ?? 0}/${categories.length} categories` +
      (report?.failed.length ? ` (failed: ${report.failed.map((f) => f.category).join(", ")})` : "") +
      (purge ? `; purge ${purge.status}` : ""),
  );
}
