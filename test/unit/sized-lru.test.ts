import { describe, expect, it } from "vitest";
import { SizedLru } from "../../worker/data/sized-lru";

describe("values kept within a size budget", () => {
  it("drops the least recently used beyond the budget, counting a replaced value once", () => {
    const lru = new SizedLru<string, string>(10);
    lru.set("a", "A", 4);
    lru.set("b", "B", 4);
    expect(lru.get("a")).toBe("A"); // used: now the most recent
    lru.set("b", "B2", 4); // replaces b: still 8 of 10
    expect(lru.count).toBe(2);
    lru.set("c", "C", 4); // 12: the coldest (a) goes
    expect(lru.has("a")).toBe(false);
    expect([lru.get("b"), lru.get("c")]).toEqual(["B2", "C"]);
  });

  it("does not keep a value larger than the whole budget, and drops what the key held", () => {
    const lru = new SizedLru<string, string>(10);
    lru.set("a", "A", 4);
    expect(lru.set("a", "huge", 11)).toBe(false);
    expect(lru.has("a")).toBe(false);
    expect(lru.set("b", "B", 10)).toBe(true);
    expect(lru.count).toBe(1);
  });
});
