import { describe, expect, it } from "vitest";
import { MAX_PRICE_HISTORY, planIngest } from "../../scripts/lib/ingest/plan";

const now = new Date("2026-11-21T06:00:00Z");
const record = (price: number, extra: Record<string, unknown> = {}) => ({
  title: "tv",
  brand: "LG",
  model: "C4",
  year: 2024,
  amazon: { price, priceCurrency: "EUR", affiliateLink: "https://www.amazon.es/dp/X", ...extra },
});

describe("ingest: what to write", () => {
  it("writes a new record with lastUpdated, lastPriceUpdate and a first price point", () => {
    const plan = planIngest(record(100), null, now);
    expect(plan.outcome).toBe("new");
    expect(plan.document).toMatchObject({
      lastUpdated: "2026-11-21T06:00:00.000Z",
      amazon: { lastPriceUpdate: "2026-11-21T06:00:00.000Z", priceHistory: [{ date: "2026-11-21", price: 100 }] },
    });
  });

  it("writes nothing for a record equal to the stored one (idempotent)", () => {
    const first = planIngest(record(100), null, now).document!;
    const later = new Date("2026-11-22T06:00:00Z");
    expect(planIngest(record(100), first, later)).toEqual({ outcome: "unchanged", document: null, priceChanged: false });
  });

  it("appends today's price once when it changed, keeping the stored history", () => {
    const stored = planIngest(record(100), null, new Date("2026-11-20T06:00:00Z")).document!;
    const plan = planIngest(record(90), stored, now);
    expect(plan.outcome).toBe("changed");
    expect(plan.priceChanged).toBe(true);
    expect((plan.document!.amazon as { priceHistory: unknown[] }).priceHistory).toEqual([
      { date: "2026-11-20", price: 100 },
      { date: "2026-11-21", price: 90 },
    ]);
    expect(planIngest(record(90), plan.document, now).outcome).toBe("unchanged");
  });

  it("a change of anything but the price keeps the history as it is", () => {
    const stored = planIngest(record(100), null, now).document!;
    const plan = planIngest({ ...record(100), model: "C4 (2025)" }, stored, new Date("2026-11-23T06:00:00Z"));
    expect(plan.priceChanged).toBe(false);
    expect((plan.document!.amazon as { priceHistory: unknown[] }).priceHistory).toEqual([{ date: "2026-11-21", price: 100 }]);
  });

  it("keeps the history bounded", () => {
    const long = Array.from({ length: MAX_PRICE_HISTORY + 50 }, (_, i) => ({
      date: new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
      price: 100 + (i % 3),
    }));
    const stored = { ...record(100), amazon: { ...record(100).amazon, priceHistory: long } };
    const plan = planIngest(record(55), stored, now);
    const history = (plan.document!.amazon as { priceHistory: { price: number }[] }).priceHistory;
    expect(history).toHaveLength(MAX_PRICE_HISTORY);
    expect(history.at(-1)!.price).toBe(55);
  });
});
