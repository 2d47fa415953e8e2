import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { SourceError } from "../../worker/data/source";
import { createWorker } from "../../worker/index";
import { ControllableSource, storedCards, storedHead, testEnv, emptyStorage } from "./support";

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
      expect((await storedHead(category))?.total, category).toBe(SAMPLE_CATALOGUE[category].length);
      expect(await storedCards(category), category).toHaveLength(SAMPLE_CATALOGUE[category].length);
    }
  });

  it("a failing category keeps its last good build while the others rebuild", async () => {
    await runCron(new ControllableSource());
    const before = await storedHead("camera");
    const cameraCards = await storedCards("camera");
    const laptopBefore = await storedHead("laptop");
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

    expect(await storedHead("camera")).toEqual(before);
    expect(await storedCards("camera")).toEqual(cameraCards);
    const laptopAfter = await storedHead("laptop");
    expect(laptopAfter?.version).not.toBe(laptopBefore?.version);
    expect((await storedCards("laptop"))!.find((c) => c.id === laptopFirst.id)?.price).toBe(777);
  });
});
