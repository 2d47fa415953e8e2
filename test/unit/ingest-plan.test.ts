import { describe, expect, it } from "vitest";
import { MAX_PRICE_HISTORY, planIngest } from "../../scripts/lib/ingest/plan";
import { lowestPriceBefore } from "../../shared/price-history";

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

describe("ingest: the best price across shops per day, and each shop's own", () => {
  const day = (d: number) => new Date(Date.UTC(2026, 10, d, 6));
  const withOffers = (amazonPrice: number, offers: { shopId: string; price: number; checkedAt: Date }[]) => ({
    ...record(amazonPrice),
    offers: offers.map((o) => ({
      shopId: o.shopId,
      shopName: o.shopId,
      price: o.price,
      priceCurrency: "EUR",
      availability: "InStock",
      link: `https://www.${o.shopId}.es/p`,
      checkedAt: o.checkedAt.toISOString(),
    })),
  });

  it("records the best current price of the day across shops, and a point per shop", () => {
    const plan = planIngest(withOffers(100, [{ shopId: "fnac", price: 95, checkedAt: day(21) }]), null, day(21));
    expect(plan.document!.bestPriceHistory).toEqual([{ date: "2026-11-21", price: 95 }]);
    expect((plan.document!.offers as { priceHistory: unknown[] }[])[0].priceHistory).toEqual([{ date: "2026-11-21", price: 95 }]);
  });

  it("a stale shop's price never becomes the day's best price", () => {
    const plan = planIngest(withOffers(100, [{ shopId: "fnac", price: 50, checkedAt: day(10) }]), null, day(21));
    expect(plan.document!.bestPriceHistory).toEqual([{ date: "2026-11-21", price: 100 }]);
  });

  it("appends a day's best price when it changed, keeps each shop's history to 30 days, and the 30-day lowest reads it", () => {
    let stored = planIngest(withOffers(100, [{ shopId: "fnac", price: 95, checkedAt: day(1) }]), null, day(1)).document!;
    stored = planIngest(withOffers(100, [{ shopId: "fnac", price: 90, checkedAt: day(5) }]), stored, day(5)).document!;
    const last = planIngest(
      withOffers(100, [{ shopId: "fnac", price: 97, checkedAt: new Date(Date.UTC(2026, 11, 3, 6)) }]),
      stored,
      new Date(Date.UTC(2026, 11, 3, 6)),
    ).document!;
    expect(last.bestPriceHistory).toEqual([
      { date: "2026-11-01", price: 95 },
      { date: "2026-11-05", price: 90 },
      { date: "2026-12-03", price: 97 },
    ]);
    // 2 December minus 30 days: the point of 1 November is gone from the shop's own history.
    expect((last.offers as { priceHistory: unknown[] }[])[0].priceHistory).toEqual([
      { date: "2026-11-05", price: 90 },
      { date: "2026-12-03", price: 97 },
    ]);
    expect(lowestPriceBefore(last.bestPriceHistory as never, 30)).toEqual({ date: "2026-11-05", price: 90 });
    // The maintained histories are not a change of the record.
    expect(planIngest(withOffers(100, [{ shopId: "fnac", price: 97, checkedAt: new Date(Date.UTC(2026, 11, 3, 6)) }]), last, day(4)).outcome).toBe("unchanged");
  });
});
