import { beforeEach, describe, expect, it } from "vitest";
import { CatalogueReader } from "../../worker/data/catalogue-reader";
import type { IsolateContext } from "../../worker/data/isolate-context";
import { latestProducts } from "../../worker/data/catalogue-queries";
import { ControllableSource, countingKv, testEnv, emptyStorage, testContext, isolateForTests } from "./support";

const requestIn = (isolate: IsolateContext, source: ControllableSource, kv: KVNamespace = testEnv.CATALOGUE) =>
  new CatalogueReader(kv, source, testContext(), { freshSeconds: 3600, isolate, recheckSeconds: 0 });

beforeEach(async () => {
  await emptyStorage();
});

describe("PRODUCT-RULES.md (Calls and errors) latest products, kept per isolate while the builds are the same", () => {
  it("answers later requests with the same frozen answer, and a new one once a build changes", async () => {
    const source = new ControllableSource();
    const isolate = isolateForTests();
    const first = await latestProducts(requestIn(isolate, source), 60);
    expect(first.items).toHaveLength(60);
    expect(first.complete).toBe(true);
    const dates = first.items.map((i) => i.lastUpdated!);
    expect([...dates].sort().reverse()).toEqual(dates);
    const again = await latestProducts(requestIn(isolate, source), 60);
    expect(again.items).toBe(first.items);
    expect(Object.isFrozen(first.items[0])).toBe(true);
    expect(await latestProducts(requestIn(isolate, source), 5)).toEqual({ items: first.items.slice(0, 5), complete: true });
    // Each manifest keeps its own newest cards: a warm answer reads the eight stamps and nothing else.
    const { kv, reads } = countingKv();
    await latestProducts(requestIn(isolate, source, kv), 60);
    expect(reads).toEqual({ stamp: 8 });

    const oldest = first.items.at(-1)!;
    source.overrides.set(oldest.id, (p) => ({ ...p, lastUpdated: "2030-01-01T00:00:00.000Z" }));
    await requestIn(isolate, source).rebuild(oldest.categoryId);
    const after = await latestProducts(requestIn(isolate, source), 60);
    expect(after.items[0].id).toBe(oldest.id);
    expect(after.items).not.toBe(first.items);
  });

  it("skips a category that cannot be read, and says the answer is incomplete", async () => {
    const source = new ControllableSource();
    const list = source.listCategory.bind(source);
    source.listCategory = async (category) => {
      if (category === "camera") throw new Error("camera down (test)");
      return list(category);
    };
    const isolate = isolateForTests();
    const answer = await latestProducts(requestIn(isolate, source), 60);
    expect(answer.complete).toBe(false);
    expect(answer.items.length).toBe(60);
    expect(answer.items.some((i) => i.categoryId === "camera")).toBe(false);
  });
});
