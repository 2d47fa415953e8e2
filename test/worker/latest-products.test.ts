import { createExecutionContext, reset } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CatalogueCache, type StoredCategory } from "../../worker/data/catalogue-cache";
import { latestProducts } from "../../worker/data/catalogue-queries";
import { SnapshotMemo } from "../../worker/data/snapshot-memo";
import { ControllableSource, testEnv } from "./support";

const requestIn = (memo: SnapshotMemo<StoredCategory>, source: ControllableSource) =>
  new CatalogueCache(testEnv.CATALOGUE, source, createExecutionContext(), { freshSeconds: 3600, memo, recheckSeconds: 0 });

beforeEach(async () => {
  await reset();
});

describe("seed 000 §7 latest products, kept per isolate while the snapshots are the same", () => {
  it("answers later requests with the same frozen answer, and a new one once a snapshot changes", async () => {
    const source = new ControllableSource();
    const isolate = new SnapshotMemo<StoredCategory>();
    const first = await latestProducts(requestIn(isolate, source), 60);
    expect(await latestProducts(requestIn(isolate, source), 60)).toBe(first);
    expect(Object.isFrozen(first.items[0])).toBe(true);
    expect(await latestProducts(requestIn(isolate, source), 5)).toEqual({ items: first.items.slice(0, 5), version: expect.any(String) });

    const oldest = first.items.at(-1)!;
    source.overrides.set(oldest.id, (p) => ({ ...p, lastUpdated: "2030-01-01T00:00:00.000Z" }));
    await requestIn(isolate, source).rebuildCategory(oldest.categoryId);
    const after = await latestProducts(requestIn(isolate, source), 60);
    expect(after.items[0].id).toBe(oldest.id);
    expect(after.version).not.toBe(first.version);
  });
});
