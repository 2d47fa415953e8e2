import { createExecutionContext, reset } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CatalogueCache, type StoredCategory } from "../../worker/data/catalogue-cache";
import { DEFAULT_RECHECK_SECONDS, SnapshotMemo } from "../../worker/data/snapshot-memo";
import { freshSeconds, recheckSeconds } from "../../worker/factory";
import { ControllableSource, testEnv, testKeys } from "./support";

/** KV that counts full snapshot reads and stamp reads: what the isolate's parsed copy saves. */
function countingKv() {
  const counts = { snapshotReads: 0, stampReads: 0 };
  const kv = new Proxy(testEnv.CATALOGUE, {
    get(target, property) {
      if (property === "get") {
        return (key: string, type?: unknown) => {
          if (key.includes(":snapshot:")) counts.snapshotReads++;
          if (key.includes(":snapshot-stamp:")) counts.stampReads++;
          return target.get(key, type as "text");
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv, counts };
}

/** The isolates' clock, moved by the tests. */
let nowMs = Date.parse("2026-11-21T10:00:00Z");

/** One request as an isolate handles it; isolates differ by their memo. The default recheck window applies. */
const requestIn = (memo: SnapshotMemo<StoredCategory>, source: ControllableSource, kv: KVNamespace = testEnv.CATALOGUE) =>
  new CatalogueCache(kv, source, createExecutionContext(), { freshSeconds: 3600, memo, now: () => new Date(nowMs) });

beforeEach(async () => {
  await reset();
  nowMs += 3_600_000;
});

describe("parsed snapshots kept per isolate", () => {
  it(`within ${DEFAULT_RECHECK_SECONDS} s of KV confirming it, later requests reuse the parsed snapshot without any KV read`, async () => {
    const source = new ControllableSource();
    const isolate = new SnapshotMemo<StoredCategory>();
    await requestIn(isolate, source).rebuildCategory("tv");
    const { kv, counts } = countingKv();
    const first = await requestIn(isolate, source, kv).getCategory("tv");
    nowMs += DEFAULT_RECHECK_SECONDS * 1000 - 1;
    const second = await requestIn(isolate, source, kv).getCategory("tv");
    expect(second).toBe(first);
    expect(counts).toEqual({ snapshotReads: 0, stampReads: 0 });
  });

  it("after the window, one stamp read confirms the parsed snapshot while its stamp in KV is unchanged", async () => {
    const source = new ControllableSource();
    const isolate = new SnapshotMemo<StoredCategory>();
    const first = await requestIn(isolate, source).getCategory("tv");
    const { kv, counts } = countingKv();
    nowMs += DEFAULT_RECHECK_SECONDS * 1000;
    expect(await requestIn(isolate, source, kv).getCategory("tv")).toBe(first);
    expect(counts).toEqual({ snapshotReads: 0, stampReads: 1 });
    // Confirmed just now: the window starts again.
    expect(await requestIn(isolate, source, kv).getCategory("tv")).toBe(first);
    expect(counts).toEqual({ snapshotReads: 0, stampReads: 1 });
    expect(await testEnv.CATALOGUE.get(testKeys.stamp("tv"))).toBe(`${first.version}@${first.builtAt}`);
  });

  it("a rebuild by another isolate is seen on the first request after the window, not before", async () => {
    const source = new ControllableSource();
    const isolateA = new SnapshotMemo<StoredCategory>();
    const before = await requestIn(isolateA, source).getCategory("tv");
    const target = before.products[0];
    source.overrides.set(target.id, (p) => ({ ...p, amazon: { ...p.amazon, price: 2.5 } }));
    await requestIn(new SnapshotMemo<StoredCategory>(), source).rebuildCategory("tv");
    nowMs += 1000;
    expect(await requestIn(isolateA, source).getCategory("tv")).toBe(before);
    nowMs += DEFAULT_RECHECK_SECONDS * 1000;
    const after = await requestIn(isolateA, source).getCategory("tv");
    expect(after.version).not.toBe(before.version);
    expect(after.products.find((p) => p.id === target.id)?.price).toBe(2.5);
  });

  it("a rebuild in this isolate is seen at once", async () => {
    const source = new ControllableSource();
    const isolate = new SnapshotMemo<StoredCategory>();
    const before = await requestIn(isolate, source).getCategory("tv");
    source.overrides.set(before.products[0].id, (p) => ({ ...p, amazon: { ...p.amazon, price: 2.5 } }));
    await requestIn(isolate, source).rebuildCategory("tv");
    const after = await requestIn(isolate, source).getCategory("tv");
    expect(after.version).not.toBe(before.version);
    expect(after.products[0].price).toBe(2.5);
  });

  it("a snapshot written without a stamp (an older deployment) is read in full every time", async () => {
    const source = new ControllableSource();
    const isolate = new SnapshotMemo<StoredCategory>();
    await requestIn(isolate, source).getCategory("tv");
    await testEnv.CATALOGUE.delete(testKeys.stamp("tv"));
    const stored = await testEnv.CATALOGUE.get<StoredCategory>(testKeys.snapshot("tv"), "json");
    stored!.snapshot.products = stored!.snapshot.products.slice(0, 2);
    await testEnv.CATALOGUE.put(testKeys.snapshot("tv"), JSON.stringify(stored));
    nowMs += DEFAULT_RECHECK_SECONDS * 1000;
    expect((await requestIn(isolate, source).getCategory("tv")).products).toHaveLength(2);
  });

  it("does not keep a snapshot larger than the isolate's budget, and drops the least recently used beyond it", async () => {
    const source = new ControllableSource();
    const tiny = new SnapshotMemo<StoredCategory>(1_000);
    await requestIn(tiny, source).rebuildCategory("tv");
    const { kv, counts } = countingKv();
    await requestIn(tiny, source, kv).getCategory("tv");
    await requestIn(tiny, source, kv).getCategory("tv");
    expect(tiny.holds("controllable:tv")).toBe(false);
    expect(counts.snapshotReads).toBe(2);

    const sized = async (category: "tv" | "laptop") => (await testEnv.CATALOGUE.get(testKeys.snapshot(category)))!.length;
    await requestIn(new SnapshotMemo<StoredCategory>(), source).rebuildCategory("laptop");
    const roomForOne = new SnapshotMemo<StoredCategory>(Math.max(await sized("tv"), await sized("laptop")));
    await requestIn(roomForOne, source).getCategory("tv");
    expect(roomForOne.holds("controllable:tv")).toBe(true);
    await requestIn(roomForOne, source).getCategory("laptop");
    expect(roomForOne.holds("controllable:laptop")).toBe(true);
    expect(roomForOne.holds("controllable:tv")).toBe(false);
  });

  it("kept snapshots are frozen, so no request can change what the next one sees", async () => {
    const isolate = new SnapshotMemo<StoredCategory>();
    const snapshot = await requestIn(isolate, new ControllableSource()).getCategory("tv");
    expect(() => snapshot.products.sort(() => -1)).toThrow(TypeError);
    expect(() => {
      (snapshot.products[0] as { price: number }).price = 1;
    }).toThrow(TypeError);
  });
});

describe("SNAPSHOT_RECHECK_SECONDS and SNAPSHOT_FRESH_SECONDS", () => {
  it("takes a number of seconds ≥ 0; anything else keeps the default", () => {
    const env = (value?: string) => ({ ...testEnv, SNAPSHOT_RECHECK_SECONDS: value });
    expect(recheckSeconds(env("0"))).toBe(0);
    expect(recheckSeconds(env(" 30 "))).toBe(30);
    for (const value of [undefined, "", "  ", "soon", "-1"]) expect(recheckSeconds(env(value)), String(value)).toBeUndefined();
  });

  it("SNAPSHOT_FRESH_SECONDS is read the same way, an hour by default (a blank value is not zero)", () => {
    const env = (value?: string) => ({ ...testEnv, SNAPSHOT_FRESH_SECONDS: value });
    expect(freshSeconds(env("0"))).toBe(0);
    expect(freshSeconds(env("86400"))).toBe(86400);
    for (const value of [undefined, "", "  ", "soon", "-1"]) expect(freshSeconds(env(value)), String(value)).toBe(3600);
  });
});
