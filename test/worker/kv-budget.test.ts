import { beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { CategoryId } from "../../shared/categories";
import type { ProductDocument } from "../../shared/snapshot";
import { buildCategory } from "../../worker/data/catalogue-build";
import { CatalogueReader, CatalogueUnavailableError, KvBudgetExhausted } from "../../worker/data/catalogue-reader";
import { CatalogueWriter } from "../../worker/data/catalogue-writer";
import { invocationBudget, KV_OPERATIONS_PER_INVOCATION, type KvBudget } from "../../worker/data/kv-budget";
import { rebuildCategories } from "../../worker/scheduled";
import {
  ControllableSource,
  request,
  storedCards,
  storedManifest,
  testEnv,
  testKeys,
  emptyStorage,
  testContext,
  isolateForTests,
  currentIsolate,
} from "./support";

/** A reader as one invocation sees it, with `budget` as the KV operations it has left. */
const invocation = (source: ControllableSource, budget: KvBudget = invocationBudget()) =>
  new CatalogueReader(testEnv.CATALOGUE, source, testContext(), {
    freshSeconds: 3600,
    recheckSeconds: 0,
    budget,
    isolate: isolateForTests(),
  });

/**
 * The KV operations a rebuild of `category` needs whatever its documents (written shards, the
 * build's parts, manifest, stamp, the build before last), as the writer counts them against what KV holds now.
 */
async function fixedOperations(source: ControllableSource, category: CategoryId): Promise<number> {
  const reads = source.reads;
  const build = await buildCategory(category, await source.listCategory(category), new Date());
  source.reads = reads;
  return CatalogueWriter.fixedOperations(build, await storedManifest(category));
}

/** An invocation with operations left for a whole build of `category` and `documents` document writes or deletes. */
async function invocationFor(source: ControllableSource, category: CategoryId, documents: number) {
  const budget: KvBudget = { left: (await fixedOperations(source, category)) + documents };
  return { reader: invocation(source, budget), budget };
}

const storedDocument = (id: string) => testEnv.CATALOGUE.get<ProductDocument>(testKeys.product("tv", id), "json");

beforeEach(async () => {
  await emptyStorage();
});

// Cloudflare allows 1 000 KV operations per invocation: a category larger than that is rebuilt
// over several invocations, and the site stays consistent in between.
describe("KV operation budget per invocation", () => {
  const total = SAMPLE_CATALOGUE.tv.length;

  it("an invocation keeps back operations for its own reads", () => {
    expect(invocationBudget().left).toBeLessThan(KV_OPERATIONS_PER_INVOCATION);
    expect(invocationBudget().left).toBeGreaterThan(KV_OPERATIONS_PER_INVOCATION * 0.9);
    expect(invocationBudget(500).left).toBe(invocationBudget().left - 500);
  });

  it("a rebuild makes no more KV operations than it counts against the budget, besides reading the manifest", async () => {
    const source = new ControllableSource();
    const operationsOf = async (documents: number) => {
      let operations = 0;
      const kv = new Proxy(testEnv.CATALOGUE, {
        get(target, property) {
          const value = Reflect.get(target, property);
          if (typeof value !== "function") return value;
          return (...args: unknown[]) => {
            if (["get", "put", "delete", "list", "getWithMetadata"].includes(String(property))) operations++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const budget: KvBudget = { left: (await fixedOperations(source, "tv")) + documents };
      const before = budget.left;
      const reader = new CatalogueReader(kv, source, testContext(), {
        freshSeconds: 3600,
        recheckSeconds: 0,
        budget,
        isolate: isolateForTests(),
      });
      await reader.rebuild("tv");
      return { counted: before - budget.left, operations };
    };
    const withinBudget = ({ counted, operations }: { counted: number; operations: number }) => {
      // The read of the current manifest comes out of the reserve.
      expect(operations).toBeLessThanOrEqual(counted + 1);
    };
    withinBudget(await operationsOf(100)); // the first build
    withinBudget(await operationsOf(100)); // the same build again
    const [first] = (await storedCards("tv"))!;
    source.overrides.set(first.id, (p) => ({ ...p, amazon: { ...p.amazon, price: 5 } }));
    withinBudget(await operationsOf(100)); // a new build: the previous one stays, none is deleted yet
    source.overrides.set(first.id, (p) => ({ ...p, amazon: { ...p.amazon, price: 6 } }));
    withinBudget(await operationsOf(100)); // another: the build before last is deleted
  });

  it("writes the complete build and as many documents as allowed; later rebuilds finish the rest", async () => {
    const source = new ControllableSource();
    const one = await invocationFor(source, "tv", 5);
    const first = await one.reader.rebuild("tv");
    expect(first).toMatchObject({ products: total, writtenDocuments: 5, pendingDocuments: total - 5 });
    expect(one.budget.left).toBe(0);
    expect(await storedCards("tv")).toHaveLength(total);
    const second = await (await invocationFor(source, "tv", 5)).reader.rebuild("tv");
    expect(second).toMatchObject({ writtenDocuments: 5, pendingDocuments: total - 10 });
    const third = await (await invocationFor(source, "tv", 100)).reader.rebuild("tv");
    expect(third).toMatchObject({ writtenDocuments: total - 10, pendingDocuments: 0 });
    const fourth = await (await invocationFor(source, "tv", 100)).reader.rebuild("tv");
    expect(fourth).toMatchObject({ writtenDocuments: 0, pendingDocuments: 0 });
    for (const { id } of SAMPLE_CATALOGUE.tv) expect(await storedDocument(id)).not.toBeNull();
  });

  it("a product whose document is still pending is read through from the source on its first visit", async () => {
    const source = new ControllableSource();
    const { reader } = await invocationFor(source, "tv", 0);
    await reader.rebuild("tv");
    const [pending] = await reader.cards("tv", [3]);
    expect(await storedDocument(pending.id)).toBeNull();

    const reads = source.reads;
    const document = await invocation(source, { left: 0 }).document("tv", pending.id);
    expect(document?.product.model).toBe(pending.model);
    expect(source.reads).toBe(reads + 1);
    // Written through: the next visit reads KV only.
    expect(await invocation(source, { left: 0 }).document("tv", pending.id)).not.toBeNull();
    expect(source.reads).toBe(reads + 1);
  });

  it("never serves a document older than the build, unless the source is down", async () => {
    const source = new ControllableSource();
    const { reader } = await invocationFor(source, "tv", 100);
    await reader.rebuild("tv");
    const [target] = await reader.cards("tv", [0]);
    source.overrides.set(target.id, (p) => ({ ...p, amazon: { ...p.amazon, price: 123.45 } }));
    // The next rebuild has no operations left for this document: KV keeps the old one.
    expect((await (await invocationFor(source, "tv", 0)).reader.rebuild("tv")).pendingDocuments).toBe(1);
    expect((await storedDocument(target.id))?.product.amazon.price).not.toBe(123.45);
    expect((await storedCards("tv"))?.find((c) => c.id === target.id)?.price).toBe(123.45);

    source.failing = true;
    const whileDown = await invocation(source, { left: 0 }).document("tv", target.id);
    expect(whileDown?.product.id).toBe(target.id);

    source.failing = false;
    expect((await invocation(source, { left: 0 }).document("tv", target.id))?.product.amazon.price).toBe(123.45);
    expect((await storedDocument(target.id))?.product.amazon.price).toBe(123.45);
  });

  it("deletes left over for lack of operations happen on a later rebuild", async () => {
    const source = new ControllableSource();
    const { reader } = await invocationFor(source, "tv", 100);
    await reader.rebuild("tv");
    const gone = (await reader.cards("tv", [0, 1, 2])).map((c) => c.id);
    const inner = source.listCategory.bind(source);
    source.listCategory = async (c) => (await inner(c)).filter((p) => !gone.includes(p.id));

    const partial = await (await invocationFor(source, "tv", 1)).reader.rebuild("tv");
    expect(partial).toMatchObject({ deletedDocuments: 1, pendingDocuments: 2 });
    // Not listed any more: unreachable even while its document waits to be deleted.
    expect(await storedDocument(gone[2])).not.toBeNull();
    expect(await invocation(source, { left: 0 }).document("tv", gone[2])).toBeNull();
    const rest = await (await invocationFor(source, "tv", 100)).reader.rebuild("tv");
    expect(rest).toMatchObject({ deletedDocuments: 2, pendingDocuments: 0 });
    for (const id of gone) expect(await storedDocument(id)).toBeNull();
  });
});

describe("an invocation without operations left for a whole build defers the category", () => {
  it("writes nothing of it and keeps its last good build, rather than half a build", async () => {
    const source = new ControllableSource();
    await invocation(source).rebuild("tv");
    const good = await storedManifest("tv");
    source.overrides.set(good!.latest[0].id, (p) => ({ ...p, amazon: { ...p.amazon, price: 99.99 } }));
    const short: KvBudget = { left: (await fixedOperations(source, "tv")) - 1 };
    const writes: string[] = [];
    const kv = new Proxy(testEnv.CATALOGUE, {
      get(target, property) {
        if (property === "put" || property === "delete") {
          return (key: string, ...rest: unknown[]) => {
            writes.push(key);
            return (Reflect.get(target, property) as (...args: unknown[]) => Promise<unknown>).call(target, key, ...rest);
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const reader = new CatalogueReader(kv, source, testContext(), {
      freshSeconds: 3600,
      recheckSeconds: 0,
      budget: short,
      isolate: isolateForTests(),
    });
    const left = short.left;
    const error = await reader.rebuild("tv").then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(KvBudgetExhausted);
    expect(error).toMatchObject({ category: "tv" });
    expect(short.left).toBe(left);
    // Nothing written: no part, manifest, stamp or document.
    expect(writes).toEqual([]);
    expect(await storedManifest("tv")).toEqual(good);
  });

  it("a cold category such an invocation cannot build is unavailable, not half written", async () => {
    const source = new ControllableSource();
    const reader = invocation(source, { left: 3 });
    const error = await reader.manifest("laptop").then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CatalogueUnavailableError);
    expect((error as Error).cause).toBeInstanceOf(KvBudgetExhausted);
    expect(await storedManifest("laptop")).toBeNull();
    expect((await testEnv.CATALOGUE.list()).keys.map((k) => k.name)).toEqual([]);
  });

  it("rebuildCategories reports categories left for the next invocation in `deferred`, the others rebuilt", async () => {
    const source = new ControllableSource();
    const budget: KvBudget = { left: (await fixedOperations(source, "tv")) + sampleSize("tv") + 2 };
    const report = await rebuildCategories(invocation(source, budget), ["tv", "laptop", "mobile"]);
    expect(report.rebuilt).toMatchObject([{ category: "tv", products: sampleSize("tv"), writtenDocuments: sampleSize("tv"), pendingDocuments: 0 }]);
    expect(report.deferred).toEqual(["laptop", "mobile"]);
    expect(report.failed).toEqual([]);
    expect(await storedManifest("laptop")).toBeNull();
    expect(await storedManifest("mobile")).toBeNull();

    const next = await rebuildCategories(invocation(source), ["laptop", "mobile"]);
    expect(next.rebuilt.map((r) => r.category)).toEqual(["laptop", "mobile"]);
    expect(next.deferred).toEqual([]);
    expect((await storedManifest("laptop"))?.total).toBe(sampleSize("laptop"));
  });

  it("the revalidation endpoint answers which categories were deferred (none when the invocation has room)", async () => {
    const source = new ControllableSource();
    const response = await request(source, "/api/admin/revalidate", {
      method: "POST",
      headers: { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" },
      body: '{"categories":["tv","speaker"]}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ rebuilt: [{ category: "tv" }, { category: "speaker" }], failed: [], deferred: [] });
  });
});

describe("the revalidation endpoint's passes after the first", () => {
  const revalidate = (source: ControllableSource, body: string) =>
    request(source, "/api/admin/revalidate", {
      method: "POST",
      headers: { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" },
      body,
    });

  it('"pendingOnly" writes what the last build left, lists nothing, and purges nothing (no answer changed)', async () => {
    const source = new ControllableSource();
    const { reader } = await invocationFor(source, "tv", 3);
    await reader.rebuild("tv");
    const listings = source.reads;
    const response = await revalidate(source, '{"categories":["tv"],"pendingOnly":true}');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      rebuilt: { continued?: boolean; writtenDocuments: number; pendingDocuments: number }[];
      purge: { status: string };
    };
    expect(body.rebuilt).toMatchObject([{ continued: true, writtenDocuments: SAMPLE_CATALOGUE.tv.length - 3, pendingDocuments: 0 }]);
    expect(body.purge.status).toBe("not-needed");
    expect(source.reads - listings).toBe(SAMPLE_CATALOGUE.tv.length - 3);
  });

  it("refuses a pendingOnly that is not true or false", async () => {
    const response = await revalidate(new ControllableSource(), '{"categories":["tv"],"pendingOnly":"sí"}');
    expect(response.status).toBe(400);
  });
});

const sampleSize = (category: CategoryId) => SAMPLE_CATALOGUE[category].length;

describe("cards in name order over a build written before them", () => {
  it("a rebuild of the same products writes them, so the manifest never names chunks that are not there", async () => {
    const source = new ControllableSource();
    const build = await buildCategory("tv", await source.listCategory("tv"), new Date());
    const budget = invocationBudget();
    // The build as a worker of before wrote it: no name chunks, a manifest that does not name them.
    const { nameChunkCount: _names, ...oldManifest } = build.manifest;
    await new CatalogueWriter(testEnv.CATALOGUE, testKeys, budget, currentIsolate().analyses).write(
      "tv",
      { ...build, manifest: oldManifest, nameChunks: [] },
      null,
    );
    const before = (await storedManifest("tv"))!;
    expect(before.nameChunkCount).toBeUndefined();
    expect(await testEnv.CATALOGUE.get(testKeys.nameChunk("tv", before.version, 0))).toBeNull();

    const operations = CatalogueWriter.fixedOperations(build, before);
    const left = budget.left;
    await new CatalogueWriter(testEnv.CATALOGUE, testKeys, budget, currentIsolate().analyses).write("tv", build, before);
    expect(left - budget.left).toBeGreaterThanOrEqual(operations);
    const after = (await storedManifest("tv"))!;
    expect(after.version).toBe(before.version);
    expect(after.nameChunkCount).toBe(build.nameChunks.length);
    for (let n = 0; n < after.nameChunkCount!; n++)
      expect(await testEnv.CATALOGUE.get(testKeys.nameChunk("tv", after.version, n)), `name chunk ${n}`).not.toBeNull();
  });
});

describe("a large change written over several invocations reads the category once", () => {
  const total = SAMPLE_CATALOGUE.tv.length;

  it("the passes after the first read only the products whose documents are pending, and write exactly those", async () => {
    const source = new ControllableSource();
    const { reader: first } = await invocationFor(source, "tv", 5);
    const built = await first.rebuild("tv");
    expect([built.writtenDocuments, built.pendingDocuments]).toEqual([5, total - 5]);

    // Each product read by id is counted; a listing would be counted too.
    const asked: string[] = [];
    const getProduct = source.getProduct.bind(source);
    source.getProduct = (category, id) => (asked.push(id), getProduct(category, id));
    const listings = source.reads;
    const fixed = CatalogueWriter.pendingFixedOperations((await storedManifest("tv"))!);
    const second = await invocation(source, { left: fixed + 7 }).continuePending("tv");
    expect(second).toMatchObject({ continued: true, writtenDocuments: 7, pendingDocuments: total - 12, version: built.version });
    expect(asked).toHaveLength(7);
    expect(source.reads - listings).toBe(7);

    const rest = await invocation(source).continuePending("tv");
    expect([rest.writtenDocuments, rest.pendingDocuments]).toEqual([total - 12, 0]);
    expect(new Set(asked).size).toBe(total - 5);
    // Every document now in KV is the build's: the pages read none through from the source.
    for (const { id } of SAMPLE_CATALOGUE.tv) expect((await storedDocument(id))?.revision).toBeTruthy();
    const nothing = await invocation(source).continuePending("tv");
    expect([nothing.writtenDocuments, nothing.pendingDocuments]).toEqual([0, 0]);
  });

  it("a product changed in the source since the build makes it a rebuild, never a document of another version", async () => {
    const source = new ControllableSource();
    const { reader } = await invocationFor(source, "tv", 2);
    const built = await reader.rebuild("tv");
    // A product whose document the first pass left pending: the next pass reads it and finds it changed.
    const held = await Promise.all(SAMPLE_CATALOGUE.tv.map(async ({ id }) => ({ id, document: await storedDocument(id) })));
    const pendingId = held.find((entry) => entry.document === null)!.id;
    source.overrides.set(pendingId, (p) => ({ ...p, model: `${p.model} (revisado)` }));
    const listings = source.reads;
    const next = await invocation(source).continuePending("tv");
    expect(next.continued).toBeUndefined();
    expect(next.version).not.toBe(built.version);
    // The rebuild listed the category (one read) besides whatever it asked by id before it found the change.
    expect(source.reads).toBeGreaterThan(listings);
    expect((await storedDocument(pendingId))?.product.model).toMatch(/\(revisado\)$/);
  });
});
