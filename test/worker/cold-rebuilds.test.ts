import { beforeEach, describe, expect, it } from "vitest";
import { CatalogueReader } from "../../worker/data/catalogue-reader";
import { catalogueKeys } from "../../worker/data/keys";
import { ControllableSource, freshIsolate, isolateForTests, request, storedManifest, testEnv, testContext } from "./support";

/**
 * A source whose listing takes a while, like a large Firestore collection: time for a crowd to arrive.
 * Each has an id of its own, so its builds are its own: no build another test left (in KV or in the
 * isolate's memory, which are keyed by source) can answer for it, and "empty" is true by construction.
 */
class SlowSource extends ControllableSource {
  override readonly id = `slow-${crypto.randomUUID().slice(0, 8)}`;
  readonly keys = catalogueKeys(this.id);

  constructor(private readonly delayMs: number) {
    super();
  }
  override async listCategory(...args: Parameters<ControllableSource["listCategory"]>) {
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return super.listCategory(...args);
  }
}

/** One request in an "isolate": isolates differ by their memory and the work they coalesce (running rebuilds among it). */
function isolate() {
  const context = isolateForTests();
  return (source: ControllableSource) => new CatalogueReader(testEnv.CATALOGUE, source, testContext(), { freshSeconds: 3600, isolate: context });
}

// A fresh isolate: no rebuild another test left running is joined or lands in KV (the count would be 0).
beforeEach(freshIsolate);

describe("a cold category costs one listing of the source", () => {
  it("30 concurrent requests on an empty KV in one isolate make one listing", async () => {
    const source = new SlowSource(150);
    const responses = await Promise.all(Array.from({ length: 30 }, () => request(source, "/api/categories/tv/products")));
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(source.reads).toBe(1);
    const versions = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as { version: string }).version)));
    expect(versions.size).toBe(1);
  });

  // Isolates do not coordinate (KV cannot exclude anything: category-rebuilder.ts says why). What that
  // costs: one listing per isolate that asks for a cold category before a build is in KV.
  it("a cold deploy: 8 isolates with 5 concurrent requests each make at most one listing each, and agree on the build", async () => {
    const source = new SlowSource(200);
    const isolates = Array.from({ length: 8 }, () => isolate());
    const manifests = await Promise.all(isolates.flatMap((reader) => Array.from({ length: 5 }, () => reader(source).manifest("tv"))));
    expect(new Set(manifests.map((h) => h.version)).size).toBe(1);
    expect(source.reads).toBeGreaterThanOrEqual(1);
    expect(source.reads).toBeLessThanOrEqual(isolates.length);
    console.log(`[measure] cold deploy, 8 isolates × 5 requests on tv: ${source.reads} listings of the source`);
    expect(await storedManifest("tv", source.keys)).toMatchObject({ version: manifests[0].version });
    // Once a build is in KV, a new isolate reads it and lists nothing.
    await isolate()(source).manifest("tv");
    expect(source.reads).toBeLessThanOrEqual(isolates.length);
    const after = source.reads;
    await isolate()(source).manifest("tv");
    expect(source.reads).toBe(after);
  });
});

describe("each source keeps its own builds", () => {
  class OtherSource extends ControllableSource {
    override readonly id: string = "firestore-demo-comparador-emulator-127-0-0-1-8089";
    override async listCategory(...args: Parameters<ControllableSource["listCategory"]>) {
      return (await super.listCategory(...args)).slice(0, 3);
    }
  }

  it("a build from one source is never served for another sharing the KV store", async () => {
    const emulator = new OtherSource();
    const bundled = new ControllableSource();
    type Page = { total: number; cards: { id: string }[] };
    const fromEmulator = (await (await request(emulator, "/api/categories/tv/products")).json()) as Page;
    const fromBundled = (await (await request(bundled, "/api/categories/tv/products")).json()) as Page;
    expect(fromEmulator.total).toBe(3);
    expect(fromEmulator.cards).toHaveLength(3);
    expect(fromBundled.total).toBeGreaterThan(3);
    expect(fromBundled.cards.length).toBeGreaterThan(3);
    expect(bundled.reads).toBe(1); // it built its own instead of reading the emulator's
    expect(await storedManifest("tv")).toMatchObject({ total: fromBundled.total });
  });
});
