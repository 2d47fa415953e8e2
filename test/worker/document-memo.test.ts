import { beforeEach, describe, expect, it } from "vitest";
import { CatalogueReader } from "../../worker/data/catalogue-reader";
import type { IsolateContext } from "../../worker/data/isolate-context";
import { ControllableSource, countingKv, testEnv, testKeys, emptyStorage, testContext, isolateForTests } from "./support";

const newIsolate = (): IsolateContext => isolateForTests();
const requestIn = (isolate: IsolateContext, source: ControllableSource, kv: KVNamespace = testEnv.CATALOGUE) =>
  new CatalogueReader(kv, source, testContext(), {
    freshSeconds: 3600,
    isolate,
    recheckSeconds: 0,
  });

beforeEach(async () => {
  await emptyStorage();
});

describe("product documents kept per isolate, checked against the build's revision", () => {
  it("a product's later views in the isolate read no document from KV", async () => {
    const source = new ControllableSource();
    const isolate = newIsolate();
    await requestIn(newIsolate(), source).rebuild("tv");
    const { kv, reads } = countingKv();
    const [{ id }] = await requestIn(isolate, source).cards("tv", [0]);
    const first = await requestIn(isolate, source, kv).document("tv", id);
    const second = await requestIn(isolate, source, kv).document("tv", id);
    expect(first?.product.id).toBe(id);
    expect(second).toBe(first);
    expect(reads.product).toBe(1);
    expect(source.reads).toBe(1); // the rebuild's listing only: documents came from KV
    // Kept under its revision on the isolate's "document" shelf.
    expect(isolate.memory.get("document", `${testKeys.product("tv", id)}@${first!.revision}`)).toBe(first);
    expect(isolate.memory.usage().shelves.document).toMatchObject({ entries: 1 });
  });

  it("a changed product (a new revision in the build) is read again, never served from the old copy", async () => {
    const source = new ControllableSource();
    const isolate = newIsolate();
    const [{ id }] = await requestIn(isolate, source).cards("tv", [0]);
    const before = await requestIn(isolate, source).document("tv", id);
    source.overrides.set(id, (p) => ({ ...p, amazon: { ...p.amazon, price: 3.5 } }));
    await requestIn(newIsolate(), source).rebuild("tv");
    const { kv, reads } = countingKv();
    const after = await requestIn(isolate, source, kv).document("tv", id);
    expect(after?.revision).not.toBe(before?.revision);
    expect(after?.product.amazon.price).toBe(3.5);
    expect(reads.product).toBe(1);
  });

  it("an id the build does not list costs no KV read", async () => {
    const source = new ControllableSource();
    const isolate = newIsolate();
    await requestIn(isolate, source).manifest("tv");
    const { kv, reads } = countingKv();
    expect(await requestIn(isolate, source, kv).document("tv", "not-listed")).toBeNull();
    expect(reads.product).toBeUndefined();
  });

  it("kept documents are frozen, so no request can change what the next one sees", async () => {
    const source = new ControllableSource();
    const isolate = newIsolate();
    const [{ id }] = await requestIn(isolate, source).cards("tv", [0]);
    const document = (await requestIn(isolate, source).document("tv", id))!;
    expect(() => {
      (document.product as { model: string }).model = "changed";
    }).toThrow(TypeError);
    expect(() => document.product.amazon.priceHistory!.push({ date: "2026-11-02", price: 9 })).toThrow(TypeError);
  });
});
