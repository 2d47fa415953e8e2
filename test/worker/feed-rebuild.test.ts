import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { ProductDocument } from "../../shared/snapshot";
import type { Env } from "../../worker/env";
import type { FeedMessage } from "../../worker/feeds/feed-messages";
import { handleFeedBatch } from "../../worker/feeds/feed-queue";
import { readRun, writeRun } from "../../worker/feeds/feed-runs";
import { ControllableSource, emptyStorage, testEnv, testKeys, currentIsolate } from "./support";

beforeEach(async () => {
  await emptyStorage();
});

/** The feeds queue's consumer given one message, with what it queued in turn. */
async function deliver(body: FeedMessage, source: ControllableSource, env: Env): Promise<FeedMessage[]> {
  const sent: FeedMessage[] = [];
  const queue = { send: async (message: FeedMessage) => void sent.push(message) } as unknown as Queue;
  const message = { id: "m", timestamp: new Date(), body, attempts: 1, ack: () => undefined, retry: () => undefined } as unknown as Message<unknown>;
  const ctx = createExecutionContext();
  await handleFeedBatch({ queue: "comparador-feeds", messages: [message] } as unknown as MessageBatch<unknown>, { ...env, FEED_QUEUE: queue }, ctx, {
    sourceFor: () => source,
    isolate: currentIsolate(),
  });
  await waitOnExecutionContext(ctx);
  return sent;
}

describe("the daily pull's closing rebuild over several invocations", () => {
  it("a rebuild that leaves documents pending queues a pass that reads only those products; the run closes after it", async () => {
    const source = new ControllableSource();
    // 20 KV operations an invocation: the build's fixed part and about ten of the 22 documents.
    const env = { ...testEnv, KV_OPERATIONS_PER_INVOCATION: "60" };
    await writeRun(env.CATALOGUE, { runId: "r1", startedAt: new Date().toISOString(), shops: [] });

    const next = await deliver({ kind: "rebuild", runId: "r1", categories: ["tv"] }, source, env);
    expect(next).toEqual([{ kind: "rebuild", runId: "r1", categories: ["tv"], pendingOnly: true }]);
    expect((await readRun(env.CATALOGUE, "r1"))?.rebuiltAt).toBeUndefined();

    const listings = source.reads;
    const asked: string[] = [];
    const getProduct = source.getProduct.bind(source);
    source.getProduct = (category, id) => (asked.push(id), getProduct(category, id));
    expect(await deliver(next[0], source, env)).toEqual([]);
    // Only the pending products were read, each once; every document is now in KV.
    expect(source.reads - listings).toBe(asked.length);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThan(SAMPLE_CATALOGUE.tv.length);
    for (const { id } of SAMPLE_CATALOGUE.tv) expect(await env.CATALOGUE.get<ProductDocument>(testKeys.product("tv", id), "json"), id).not.toBeNull();
    expect((await readRun(env.CATALOGUE, "r1"))?.rebuiltAt).toBeTruthy();
  });
});
