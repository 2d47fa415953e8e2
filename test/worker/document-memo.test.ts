import { createExecutionContext, reset } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CatalogueCache, type StoredCategory } from "../../worker/data/catalogue-cache";
import { DocumentMemo } from "../../worker/data/document-memo";
import { SnapshotMemo } from "../../worker/data/snapshot-memo";
import { ControllableSource, testEnv } from "./support";

/** KV that counts product document reads. */
function countingKv() {
  const counts = { documentReads: 0 };
  const kv = new Proxy(testEnv.CATALOGUE, {
    get(target, property) {
      if (property === "get") {
        return (key: string, type?: unknown) => {
          if (key.includes(":product:")) counts.documentReads++;
          return target.get(key, type as "text");
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv, counts };
}

interface Isolate {
  snapshots: SnapshotMemo<StoredCategory>;
  documents: DocumentMemo;
}
const newIsolate = (): Isolate => ({ snapshots: new SnapshotMemo<StoredCategory>(), documents: new DocumentMemo() });
const requestIn = (isolate: Isolate, source: ControllableSource, kv: KVNamespace = testEnv.CATALOGUE) =>
  new CatalogueCache(kv, source, createExecutionContext(), {
    freshSeconds: 3600,
    memo: isolate.snapshots,
    documents: isolate.documents,
    recheckSeconds: 0,
  });

beforeEach(async () => {
  await reset();
});

describe("product documents kept per isolate, checked against the snapshot's revision", () => {
  it("a product's later views in the isolate read no document from KV", async () => {
    const source = new ControllableSource();
    const isolate = newIsolate();
    await requestIn(newIsolate(), source).rebuildCategory("tv");
    const { kv, counts } = countingKv();
    const id = (await requestIn(isolate, source).getCategory("tv")).products[0].id;
    const first = await requestIn(isolate, source, kv).getProduct("tv", id);
    const second = await requestIn(isolate, source, kv).getProduct("tv", id);
    expect(second).toBe(first);
    expect(counts.documentReads).toBe(1);
    expect(source.reads).toBe(1); // the rebuild's listing only: documents came from KV
  });

  it("a changed product (a new revision in the snapshot) is read again, never served from the old copy", async () => {
    const source = new ControllableSource();
    const isolate = newIsolate();
    const id = (await requestIn(isolate, source).getCategory("tv")).products[0].id;
    const before = await requestIn(isolate, source).getProduct("tv", id);
    source.overrides.set(id, (p) => ({ ...p, amazon: { ...p.amazon, price: 3.5 } }));
    await requestIn(newIsolate(), source).rebuildCategory("tv");
    const { kv, counts } = countingKv();
    const after = await requestIn(isolate, source, kv).getProduct("tv", id);
    expect(after?.revision).not.toBe(before?.revision);
    expect(after?.product.amazon.price).toBe(3.5);
    expect(counts.documentReads).toBe(1);
  });

  it("an id the snapshot does not list costs no KV read", async () => {
    const source = new ControllableSource();
    const isolate = newIsolate();
    await requestIn(isolate, source).getCategory("tv");
    const { kv, counts } = countingKv();
    expect(await requestIn(isolate, source, kv).getProduct("tv", "not-listed")).toBeNull();
    expect(counts.documentReads).toBe(0);
  });
});
