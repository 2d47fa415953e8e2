import { describe, expect, it } from "vitest";
import { IsolateMemory } from "../../worker/data/isolate-memory";

describe("what an isolate keeps, under one budget in bytes", () => {
  it("drops the least recently used entry, whatever its shelf, once over the budget", () => {
    const memory = new IsolateMemory(1000);
    memory.keep("chunk", "a", { n: 1 }, 240);
    memory.keep("manifest", "b", { n: 2 }, 240);
    memory.keep("bucket", "c", { n: 3 }, 240);
    memory.keep("model", "d", { n: 4 }, 240);
    expect(memory.get("chunk", "a")).toEqual({ n: 1 }); // a is now the most recent
    memory.keep("document", "e", { n: 5 }, 240);
    expect(memory.get("manifest", "b")).toBeUndefined();
    expect(memory.get("chunk", "a")).toEqual({ n: 1 });
    expect(memory.usage()).toMatchObject({ bytes: 960, budget: 1000, shelves: { chunk: { entries: 1, bytes: 240 }, document: { entries: 1, bytes: 240 } } });
  });

  it("keeps shelves apart and never keeps one entry over a quarter of the budget", () => {
    const memory = new IsolateMemory(1000);
    memory.keep("chunk", "x", "chunk", 10);
    memory.keep("bucket", "x", "bucket", 10);
    expect([memory.get("chunk", "x"), memory.get("bucket", "x")]).toEqual(["chunk", "bucket"]);
    const big = { huge: true };
    expect(memory.keep("model", "big", big, 251)).toBe(big);
    expect(memory.get("model", "big")).toBeUndefined();
  });

  it("freezes what it keeps (shared by every later request), unless told the value is not shared data", () => {
    const memory = new IsolateMemory(1000);
    const kept = memory.keep("manifest", "h", { filters: [{ id: "brand" }] }, 10);
    expect(Object.isFrozen(kept.filters[0])).toBe(true);
    const holder = memory.keep("manifest", "held", { checkedAt: 1 }, 10, { freeze: false });
    holder.checkedAt = 2;
    expect(memory.get<{ checkedAt: number }>("manifest", "held")?.checkedAt).toBe(2);
  });

  it("counts a replaced entry once, and a replacement too large to keep drops what the key held", () => {
    const memory = new IsolateMemory(1000);
    memory.keep("document", "a", { v: 1 }, 240);
    memory.keep("document", "a", { v: 2 }, 100);
    expect(memory.get("document", "a")).toEqual({ v: 2 });
    expect(memory.usage()).toMatchObject({ bytes: 100, shelves: { document: { entries: 1, bytes: 100 } } });
    memory.keep("document", "a", { v: 3 }, 251);
    expect(memory.get("document", "a")).toBeUndefined();
    expect(memory.usage().bytes).toBe(0);
  });

  it("drops the coldest entries until the new one fits, and never holds more than the budget", () => {
    const memory = new IsolateMemory(1000);
    for (const key of ["a", "b", "c", "d"]) memory.keep("chunk", key, key, 250);
    expect(memory.usage().bytes).toBe(1000); // exactly the budget: all kept
    memory.get("chunk", "a");
    memory.keep("bucket", "e", "e", 250);
    expect(["a", "b", "c", "d"].map((key) => memory.get("chunk", key))).toEqual(["a", undefined, "c", "d"]);
    // Reading a, c and d left e the coldest: ten more bytes push it out, not a read one.
    memory.keep("bucket", "f", "f", 10);
    expect(memory.get("bucket", "e")).toBeUndefined();
    expect(["a", "c", "d"].map((key) => memory.get("chunk", key))).toEqual(["a", "c", "d"]);
    expect(memory.get("bucket", "f")).toBe("f");
    expect(memory.usage().bytes).toBe(760);
  });

  it("forgets an entry on request, giving its bytes back", () => {
    const memory = new IsolateMemory(1000);
    memory.keep("manifest", "tv", { version: "1" }, 200);
    memory.keep("manifest", "laptop", { version: "2" }, 200);
    memory.forget("manifest", "tv");
    memory.forget("manifest", "never-kept");
    expect(memory.get("manifest", "tv")).toBeUndefined();
    expect(memory.usage()).toMatchObject({ bytes: 200, shelves: { manifest: { entries: 1, bytes: 200 } } });
  });

  it("freezes nested arrays and objects too: a later request can neither change nor extend them", () => {
    const memory = new IsolateMemory(1000);
    const kept = memory.keep("document", "d", { product: { model: "A", amazon: { priceHistory: [{ date: "2026-11-01", price: 10 }] } } }, 100);
    expect(() => {
      (kept.product as { model: string }).model = "changed";
    }).toThrow(TypeError);
    expect(() => kept.product.amazon.priceHistory.push({ date: "2026-11-02", price: 9 })).toThrow(TypeError);
    expect(() => {
      kept.product.amazon.priceHistory[0].price = 1;
    }).toThrow(TypeError);
  });
});
