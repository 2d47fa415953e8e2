import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { SourceError } from "../../worker/data/source";
import type { Env } from "../../worker/env";
import { readRun, readShopRun } from "../../worker/feeds/feed-runs";
import { createWorker } from "../../worker/index";
import { ControllableSource, storedCards, storedManifest, testEnv, emptyStorage } from "./support";

beforeEach(async () => {
  await emptyStorage();
});

async function runCron(source: ControllableSource) {
  const worker = createWorker({ sourceFor: () => source });
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "30 5 * * *", scheduledTime: Date.now() }), testEnv, ctx);
  await waitOnExecutionContext(ctx);
}

describe("daily cron refresh", () => {
  it("rebuilds every category's build", async () => {
    await runCron(new ControllableSource());
    for (const category of ["tv", "laptop", "mobile", "tablet", "headphones", "camera", "smartwatch", "speaker"] as const) {
      expect((await storedManifest(category))?.total, category).toBe(SAMPLE_CATALOGUE[category].length);
      expect(await storedCards(category), category).toHaveLength(SAMPLE_CATALOGUE[category].length);
    }
  });

  it("a failing category keeps its last good build while the others rebuild", async () => {
    await runCron(new ControllableSource());
    const before = await storedManifest("camera");
    const cameraCards = await storedCards("camera");
    const laptopBefore = await storedManifest("laptop");
    const [laptopFirst] = (await storedCards("laptop"))!;

    const source = new ControllableSource();
    const list = source.listCategory.bind(source);
    source.listCategory = async (category) => {
      if (category === "camera") throw new SourceError("camera collection unreachable (test)");
      return list(category);
    };
    // Amazon's offer only, checked just now: another shop's fresh offer would be the card's price.
    source.overrides.set(laptopFirst.id, ({ offers: _others, ...p }) => ({
      ...p,
      amazon: { ...p.amazon, price: 777, lastPriceUpdate: new Date().toISOString() },
    }));
    await runCron(source);

    expect(await storedManifest("camera")).toEqual(before);
    expect(await storedCards("camera")).toEqual(cameraCards);
    const laptopAfter = await storedManifest("laptop");
    expect(laptopAfter?.version).not.toBe(laptopBefore?.version);
    expect((await storedCards("laptop"))!.find((c) => c.id === laptopFirst.id)?.price).toBe(777);
  });
});

describe("the daily cron queues the shops' feeds", () => {
  /** A stand-in for the queue binding that keeps what is sent (the integration test runs Miniflare's real queue). */
  const queueKeeping = () => {
    const sent: unknown[] = [];
    const queue = {
      send: async (body: unknown) => void sent.push(body),
      sendBatch: async (messages: Iterable<{ body: unknown }>) => void sent.push(...[...messages].map((m) => m.body)),
    } as unknown as Queue;
    return { sent, queue };
  };
  const cronWith = async (env: Env) => {
    const ctx = createExecutionContext();
    await createWorker({ sourceFor: () => new ControllableSource() }).scheduled(
      createScheduledController({ cron: "30 5 * * *", scheduledTime: Date.parse("2026-11-28T05:30:00Z") }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
  };

  it("one message per configured shop, a run naming them, and each shop's last run started afresh; a wrong entry is left out", async () => {
    const { sent, queue } = queueKeeping();
    const SHOP_FEEDS = JSON.stringify({
      pccomponentes: { url: "https://feeds.example.com/pcc.xml" },
      fnac: { urlSecret: "FEED_URL_FNAC" },
      nadie: { url: "https://feeds.example.com/x.csv" },
      mediamarkt: { url: "http://feeds.example.com/plain.csv" },
    });
    await cronWith({ ...testEnv, SHOP_FEEDS, FEED_QUEUE: queue });
    const runId = "2026-11-28T05:30:00.000Z";
    expect(sent).toEqual([
      { kind: "feed", runId, shopId: "pccomponentes" },
      { kind: "feed", runId, shopId: "fnac" },
    ]);
    expect(await readRun(testEnv.CATALOGUE, runId)).toEqual({ runId, startedAt: runId, shops: ["pccomponentes", "fnac"] });
    expect(await readShopRun(testEnv.CATALOGUE, "fnac")).toMatchObject({ runId, status: "running", rows: 0 });
    // The run's closing message rebuilds what the feeds change: the cron itself lists no category.
    expect(await storedManifest("tv")).toBeNull();
  });

  it("nothing is queued without SHOP_FEEDS, and the production worker takes no plain http address", async () => {
    const { sent, queue } = queueKeeping();
    await cronWith({ ...testEnv, SHOP_FEEDS: "", FEED_QUEUE: queue });
    await cronWith({ ...testEnv, SHOP_FEEDS: JSON.stringify({ fnac: { url: "http://127.0.0.1:9000/f.csv" } }), FEED_QUEUE: queue });
    expect(sent).toEqual([]);
  });
});
