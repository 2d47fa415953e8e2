import { describe, expect, it } from "vitest";
import { IsolateMemory } from "../../worker/data/isolate-memory";

describe("issue 14: what an isolate keeps, under one budget in bytes", () => {
  it("drops the least recently used entry, whatever its shelf, once over the budget", () => {
    const memory = new IsolateMemory(1000);
    memory.keep("chunk", "a", { n: 1 }, 240);
    memory.keep("head", "b", { n: 2 }, 240);
    memory.keep("bucket", "c", { n: 3 }, 240);
    memory.keep("model", "d", { n: 4 }, 240);
    expect(memory.get("chunk", "a")).toEqual({ n: 1 }); // a is now the most recent
    memory.keep("document", "e", { n: 5 }, 240);
    expect(memory.get("head", "b")).toBeUndefined();
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
    const kept = memory.keep("head", "h", { filters: [{ id: "brand" }] }, 10);
    expect(Object.isFrozen(kept.filters[0])).toBe(true);
    const holder = memory.keep("head", "held", { checkedAt: 1 }, 10, { freeze: false });
    holder.checkedAt = 2;
    expect(memory.get<{ checkedAt: number }>("head", "held")?.checkedAt).toBe(2);
  });
});
