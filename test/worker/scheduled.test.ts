import { createExecutionContext, createScheduledController, reset, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { CategoryId } from "../../shared/categories";
import type { CategorySnapshot } from "../../shared/snapshot";
import { SourceError } from "../../worker/data/source";
import { createWorker } from "../../worker/index";
import { ControllableSource, storedSnapshot, testEnv } from "./support";

beforeEach(async () => {
  await reset();
});

async function runCron(source: ControllableSource) {
  const worker = createWorker({ sourceFor: () => source });
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "30 5 * * *", scheduledTime: Date.now() }), testEnv, ctx);
  await waitOnExecutionContext(ctx);
}

const stored = storedSnapshot;

describe("daily cron refresh", () => {
  it("rebuilds every category's snapshot", async () => {
    await runCron(new ControllableSource());
    for (const category of ["tv", "laptop", "mobile", "tablet", "headphones", "camera", "smartwatch", "speaker"] as const) {
      expect((await stored(category))?.products.length, category).toBeGreaterThan(0);
    }
  });

  it("a failing category keeps its last good snapshot while the others rebuild", async () => {
    await runCron(new ControllableSource());
    const before = await stored("camera");
    const laptopBefore = await stored("laptop");

    const source = new ControllableSource();
    const list = source.listCategory.bind(source);
    source.listCategory = async (category) => {
      if (category === "camera") throw new SourceError("camera collection unreachable (test)");
      return list(category);
    };
    source.overrides.set((laptopBefore!.products[0]).id, (p) => ({ ...p, amazon: { ...p.amazon, price: 777 } }));
    await runCron(source);

    expect(await stored("camera")).toEqual(before);
    const laptopAfter = await stored("laptop");
    expect(laptopAfter?.version).not.toBe(laptopBefore?.version);
    expect(laptopAfter?.products[0].price).toBe(777);
  });
});
