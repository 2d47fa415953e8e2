import { createExecutionContext, reset } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CatalogueCache, type StoredCategory } from "../../worker/data/catalogue-cache";
import { SingleFlight } from "../../worker/data/single-flight";
import { SnapshotMemo } from "../../worker/data/snapshot-memo";
import { ControllableSource, request, testEnv, testKeys } from "./support";

/** A source whose listing takes a while, like a large Firestore collection: time for a crowd to arrive. */
class SlowSource extends ControllableSource {
  constructor(private readonly delayMs: number) {
    super();
  }
  override async listCategory(...args: Parameters<ControllableSource["listCategory"]>) {
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return super.listCategory(...args);
  }
}

/** One request in an "isolate": isolates differ by their memo and their running rebuilds. */
function isolate() {
  const memo = new SnapshotMemo<StoredCategory>();
  const rebuilds = new SingleFlight<StoredCategory>();
  return (source: ControllableSource) =>
    new CatalogueCache(testEnv.CATALOGUE, source, createExecutionContext(), { freshSeconds: 3600, memo, rebuilds, coldWaitMs: 5_000 });
}

beforeEach(async () => {
  await reset();
});

describe("issue 13 item 10: a cold category costs one listing of the source", () => {
  it("30 concurrent requests on an empty KV in one isolate make one listing", async () => {
    const source = new SlowSource(150);
    const responses = await Promise.all(Array.from({ length: 30 }, () => request(source, "/api/categories/tv/products")));
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(source.reads).toBe(1);
    const versions = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as { version: string }).version)));
    expect(versions.size).toBe(1);
  });

  it("a second isolate waits for the first one's rebuild (its KV lock) instead of listing again", async () => {
    const source = new SlowSource(300);
    const first = isolate();
    const second = isolate();
    const building = first(source).getCategory("tv");
    await new Promise((resolve) => setTimeout(resolve, 50)); // the first isolate has taken the lock
    expect(await testEnv.CATALOGUE.get(testKeys.rebuildLock("tv"))).not.toBeNull();
    const [a, b] = await Promise.all([building, second(source).getCategory("tv")]);
    expect(source.reads).toBe(1);
    expect(b.version).toBe(a.version);
    expect(await testEnv.CATALOGUE.get(testKeys.rebuildLock("tv"))).toBeNull(); // released once written
  });

  it("a lock nobody honours does not hold a cold request for ever: it builds after the wait", async () => {
    const source = new ControllableSource();
    await testEnv.CATALOGUE.put(testKeys.rebuildLock("tv"), "stale", { expirationTtl: 60 });
    const cache = new CatalogueCache(testEnv.CATALOGUE, source, createExecutionContext(), {
      freshSeconds: 3600,
      memo: new SnapshotMemo(),
      rebuilds: new SingleFlight(),
      coldWaitMs: 400,
    });
    const snapshot = await cache.getCategory("tv");
    expect(snapshot.products.length).toBeGreaterThan(0);
    expect(source.reads).toBe(1);
  });
});

describe("issue 13 item 15: each source keeps its own snapshots", () => {
  class OtherSource extends ControllableSource {
    override readonly id: string = "firestore-demo-comparador-emulator-127-0-0-1-8089";
    override async listCategory(...args: Parameters<ControllableSource["listCategory"]>) {
      return (await super.listCategory(...args)).slice(0, 3);
    }
  }

  it("a snapshot built from one source is never served for another sharing the KV store", async () => {
    const emulator = new OtherSource();
    const bundled = new ControllableSource();
    const fromEmulator = (await (await request(emulator, "/api/categories/tv/products")).json()) as { products: unknown[] };
    const fromBundled = (await (await request(bundled, "/api/categories/tv/products")).json()) as { products: unknown[] };
    expect(fromEmulator.products).toHaveLength(3);
    expect(fromBundled.products.length).toBeGreaterThan(3);
    expect(bundled.reads).toBe(1); // it built its own instead of reading the emulator's
  });
});
