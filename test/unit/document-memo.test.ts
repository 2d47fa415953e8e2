import { describe, expect, it } from "vitest";
import type { ProductDetail } from "../../shared/product";
import type { ProductDocument } from "../../shared/snapshot";
import { DocumentMemo } from "../../worker/data/document-memo";

const doc = (id: string, revision: string): ProductDocument => ({
  revision,
  builtAt: "2026-11-21T06:30:00.000Z",
  product: { id, model: id, amazon: { priceHistory: [{ date: "2026-11-01", price: 10 }] } } as unknown as ProductDetail,
});

describe("product documents kept per isolate", () => {
  it("hands a document out only for the revision it has", () => {
    const memo = new DocumentMemo();
    const kept = memo.keep("tv:a", doc("a", "r1"), 100);
    expect(memo.get("tv:a", "r1")).toBe(kept);
    expect(memo.get("tv:a", "r2")).toBeNull();
    expect(memo.get("tv:b", "r1")).toBeNull();
    const newer = memo.keep("tv:a", doc("a", "r2"), 100);
    expect(memo.get("tv:a", "r2")).toBe(newer);
    expect(memo.get("tv:a", "r1")).toBeNull();
    expect(memo.size).toBe(1);
  });

  it("keeps documents frozen, so no request can change what the next one sees", () => {
    const kept = new DocumentMemo().keep("tv:a", doc("a", "r1"), 100);
    expect(() => {
      (kept.product as { model: string }).model = "changed";
    }).toThrow(TypeError);
    expect(() => kept.product.amazon.priceHistory!.push({ date: "2026-11-02", price: 9 })).toThrow(TypeError);
  });

  it("drops the least recently used beyond its size, and does not keep one larger than all of it", () => {
    const memo = new DocumentMemo(250);
    memo.keep("tv:a", doc("a", "r1"), 100);
    memo.keep("tv:b", doc("b", "r1"), 100);
    expect(memo.get("tv:a", "r1")).not.toBeNull(); // used: now the most recent
    memo.keep("tv:c", doc("c", "r1"), 100);
    expect(memo.get("tv:b", "r1")).toBeNull();
    expect(memo.get("tv:a", "r1")).not.toBeNull();
    expect(memo.get("tv:c", "r1")).not.toBeNull();
    const huge = memo.keep("tv:d", doc("d", "r1"), 251);
    expect(Object.isFrozen(huge)).toBe(true);
    expect(memo.get("tv:d", "r1")).toBeNull();
    expect(memo.size).toBe(2);
  });
});
