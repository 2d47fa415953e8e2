import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS } from "../../shared/categories";
import { beforeEach, describe, expect, it } from "vitest";
import type { CategoryManifest } from "../../shared/catalogue-manifest";
import { manifestStamp } from "../../worker/data/catalogue-writer";
import { CatalogueReader } from "../../worker/data/catalogue-reader";
import type { IsolateContext } from "../../worker/data/isolate-context";
import { DEFAULT_RECHECK_SECONDS } from "../../worker/data/manifest-reader";
import { IsolateMemory } from "../../worker/data/isolate-memory";
import { freshSeconds, recheckSeconds } from "../../worker/factory";
import { ControllableSource, countingKv, request, testEnv, testKeys, emptyStorage, testContext, isolateForTests, currentIsolate } from "./support";

/** The isolates' clock, moved by the tests. */
let nowMs = Date.parse("2026-11-21T10:00:00Z");

const newIsolate = (memory = new IsolateMemory()): IsolateContext => isolateForTests({ memory });

/** One request as an isolate handles it. The default recheck window applies. */
const requestIn = (isolate: IsolateContext, source: ControllableSource, kv: KVNamespace = testEnv.CATALOGUE) =>
  new CatalogueReader(kv, source, testContext(), {
    freshSeconds: 3600,
    isolate,
    now: () => new Date(nowMs),
  });

/** The card of product `id` in the build `reader` holds. */
async function cardOf(reader: CatalogueReader, id: string) {
  const entry = await reader.entry("tv", id);
  return entry ? (await reader.cards("tv", [entry.position]))[0] : undefined;
}

const manifestReads = (reads: Record<string, number>) => ({ manifestReads: reads.manifest ?? 0, stampReads: reads.stamp ?? 0 });

beforeEach(async () => {
  await emptyStorage();
  nowMs += 3_600_000;
});

describe("parsed manifests kept per isolate", () => {
  it(`within ${DEFAULT_RECHECK_SECONDS} s of KV confirming it, later requests reuse the parsed manifest without any KV read`, async () => {
    const source = new ControllableSource();
    const isolate = newIsolate();
    await requestIn(isolate, source).rebuild("tv");
    const { kv, reads } = countingKv();
    const first = await requestIn(isolate, source, kv).manifest("tv");
    nowMs += DEFAULT_RECHECK_SECONDS * 1000 - 1;
    const second = await requestIn(isolate, source, kv).manifest("tv");
    expect(second).toBe(first);
    expect(manifestReads(reads)).toEqual({ manifestReads: 0, stampReads: 0 });
  });

  it("after the window, one stamp read confirms the parsed manifest while its stamp in KV is unchanged", async () => {
    const source = new ControllableSource();
    const isolate = newIsolate();
    const first = await requestIn(isolate, source).manifest("tv");
    const { kv, reads } = countingKv();
    nowMs += DEFAULT_RECHECK_SECONDS * 1000;
    expect(await requestIn(isolate, source, kv).manifest("tv")).toBe(first);
    expect(manifestReads(reads)).toEqual({ manifestReads: 0, stampReads: 1 });
    // Confirmed just now: the window starts again.
    expect(await requestIn(isolate, source, kv).manifest("tv")).toBe(first);
    expect(manifestReads(reads)).toEqual({ manifestReads: 0, stampReads: 1 });
    expect(await testEnv.CATALOGUE.get(testKeys.stamp("tv"))).toBe(`${first.version}@${first.builtAt}`);
    expect(manifestStamp(first)).toBe(`${first.version}@${first.builtAt}`);
  });

  it("concurrent requests past the window make one stamp read, not one each", async () => {
    const source = new ControllableSource();
    const isolate = newIsolate();
    const first = await requestIn(isolate, source).manifest("tv");
    const { kv, reads } = countingKv();
    nowMs += DEFAULT_RECHECK_SECONDS * 1000;
    const manifests = await Promise.all(Array.from({ length: 10 }, () => requestIn(isolate, source, kv).manifest("tv")));
    for (const manifest of manifests) expect(manifest).toBe(first);
    expect(manifestReads(reads)).toEqual({ manifestReads: 0, stampReads: 1 });
  });

  it("a rebuild by another isolate is seen on the first request after the window, not before", async () => {
    const source = new ControllableSource();
    const isolateA = newIsolate();
    const before = await requestIn(isolateA, source).manifest("tv");
    const target = (await requestIn(isolateA, source).cards("tv", [0]))[0];
    source.overrides.set(target.id, (p) => ({ ...p, amazon: { ...p.amazon, price: 2.5 } }));
    await requestIn(newIsolate(), source).rebuild("tv");
    nowMs += 1000;
    expect(await requestIn(isolateA, source).manifest("tv")).toBe(before);
    expect((await cardOf(requestIn(isolateA, source), target.id))?.price).toBe(target.price);
    nowMs += DEFAULT_RECHECK_SECONDS * 1000;
    const after = await requestIn(isolateA, source).manifest("tv");
    expect(after.version).not.toBe(before.version);
    expect((await cardOf(requestIn(isolateA, source), target.id))?.price).toBe(2.5);
  });

  it("a rebuild in this isolate is seen at once", async () => {
    const source = new ControllableSource();
    const isolate = newIsolate();
    const before = await requestIn(isolate, source).manifest("tv");
    const target = (await requestIn(isolate, source).cards("tv", [0]))[0];
    source.overrides.set(target.id, (p) => ({ ...p, amazon: { ...p.amazon, price: 2.5 } }));
    await requestIn(isolate, source).rebuild("tv");
    const after = await requestIn(isolate, source).manifest("tv");
    expect(after.version).not.toBe(before.version);
    expect((await cardOf(requestIn(isolate, source), target.id))?.price).toBe(2.5);
  });

  it("a manifest written without a stamp (an older deployment) is read in full every time", async () => {
    const source = new ControllableSource();
    const isolate = newIsolate();
    await requestIn(isolate, source).manifest("tv");
    await testEnv.CATALOGUE.delete(testKeys.stamp("tv"));
    const stored = await testEnv.CATALOGUE.get<CategoryManifest>(testKeys.manifest("tv"), "json");
    await testEnv.CATALOGUE.put(testKeys.manifest("tv"), JSON.stringify({ ...stored, topBrands: ["Otra"] }));
    nowMs += DEFAULT_RECHECK_SECONDS * 1000;
    const { kv, reads } = countingKv();
    expect((await requestIn(isolate, source, kv).manifest("tv")).topBrands).toEqual(["Otra"]);
    nowMs += DEFAULT_RECHECK_SECONDS * 1000;
    await requestIn(isolate, source, kv).manifest("tv");
    expect(manifestReads(reads)).toEqual({ manifestReads: 2, stampReads: 2 });
  });

  it("does not keep a manifest over a quarter of the isolate's budget, and drops the least recently used beyond the budget", async () => {
    const source = new ControllableSource();
    const tiny = newIsolate(new IsolateMemory(1_000));
    await requestIn(tiny, source).rebuild("tv");
    const { kv, reads } = countingKv();
    await requestIn(tiny, source, kv).manifest("tv");
    await requestIn(tiny, source, kv).manifest("tv");
    expect(tiny.memory.get("manifest", "controllable:tv")).toBeUndefined();
    expect(reads.manifest).toBe(2);

    await requestIn(newIsolate(), source).rebuild("laptop");
    const sized = async (category: "tv" | "laptop") => (await testEnv.CATALOGUE.get(testKeys.manifest(category)))!.length;
    const largest = Math.max(await sized("tv"), await sized("laptop"));
    // Room for the tv manifest and three entries as large as the largest manifest; the laptop manifest is one too many.
    const memory = new IsolateMemory(4 * largest);
    const room = newIsolate(memory);
    await requestIn(room, source).manifest("tv");
    expect(memory.get("manifest", "controllable:tv")).toBeDefined();
    for (const filler of ["a", "b", "c"]) memory.keep("answer", filler, { filler }, largest);
    await requestIn(room, source).manifest("laptop");
    expect(memory.get("manifest", "controllable:laptop")).toBeDefined();
    expect(memory.get("manifest", "controllable:tv")).toBeUndefined();
    expect(memory.get("answer", "a")).toBeDefined();
    expect(memory.usage().bytes).toBeLessThanOrEqual(memory.budgetBytes);
  });

  it("kept manifests are frozen, so no request can change what the next one sees", async () => {
    const manifest = await requestIn(newIsolate(), new ControllableSource()).manifest("tv");
    expect(() => (manifest.filters as unknown[]).sort(() => -1)).toThrow(TypeError);
    expect(() => {
      (manifest.latest[0] as { price: number }).price = 1;
    }).toThrow(TypeError);
    expect(() => {
      (manifest.counts.brand as Record<string, number>).Otra = 1;
    }).toThrow(TypeError);
  });
});

/** KV that counts stamp reads per key; every other call goes through untouched. */
function stampCountingKv(kv: KVNamespace, counts: Map<string, number>): KVNamespace {
  return new Proxy(kv, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (typeof value !== "function") return value;
      if (property !== "get") return value.bind(target) as unknown;
      return (key: string, ...rest: unknown[]) => {
        if (key.includes(":stamp:")) counts.set(key, (counts.get(key) ?? 0) + 1);
        return (value as (...args: unknown[]) => unknown).call(target, key, ...rest);
      };
    },
  });
}

describe("through the worker: concurrent page requests past the recheck window", () => {
  it("make one stamp read per category, not one per request", async () => {
    currentIsolate().memory.clear(); // the worker's own isolate memory and read flights, as in production
    const source = new ControllableSource();
    // A short window keeps the test quick; the code path is the one of the default 5 s.
    const window = { SNAPSHOT_RECHECK_SECONDS: "1" };
    // The first home page builds every category; the isolate then holds their manifests.
    const first = await request(source, "/", undefined, window);
    expect(first.status).toBe(200);
    await first.text();
    await new Promise((resolve) => setTimeout(resolve, 1_200));

    const stamps = new Map<string, number>();
    const kv = stampCountingKv(testEnv.CATALOGUE, stamps);
    const product = SAMPLE_CATALOGUE.tv[0].id;
    // 20 home pages read the stamps of all eight categories, 20 category and 10 product pages the tv stamp.
    const paths = [...Array<string>(20).fill("/"), ...Array<string>(20).fill("/categoria/tv"), ...Array<string>(10).fill(`/productos/tv/${product}`)];
    const responses = await Promise.all(paths.map((path) => request(source, path, undefined, { ...window, CATALOGUE: kv })));
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("</html>");
    }
    // Uncoalesced, this is 20 for every category and 50 for tv.
    expect(Object.fromEntries(stamps)).toEqual(Object.fromEntries(CATEGORY_IDS.map((c) => [testKeys.stamp(c), 1])));
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
