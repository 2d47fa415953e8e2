import { describe, expect, it } from "vitest";
import type { ShopOffer } from "../../shared/product";
import { recordPriceHistories } from "../../shared/prices/history-record";

const NOW = new Date("2026-11-28T06:00:00.000Z");
const offer = (price: number, priceHistory: { date: string; price: number }[]): ShopOffer => ({
  shopId: "fnac",
  shopName: "Fnac",
  price,
  priceCurrency: "EUR",
  availability: "InStock",
  link: "https://www.fnac.es/a",
  checkedAt: NOW.toISOString(),
  priceHistory,
});
const record = (offers: ShopOffer[]) => ({
  amazon: {
    price: 999,
    priceCurrency: "EUR",
    image: "/i.svg",
    asin: "B0",
    availability: "InStock" as const,
    affiliateLink: "https://www.amazon.es/dp/B0",
    lastPriceUpdate: NOW.toISOString(),
  },
  offers,
});

describe("a shop's own price history, as a daily update keeps it", () => {
  it("records today's price when its last point has aged out of the kept weeks, and a second run the same day changes nothing", () => {
    const old = offer(500, [{ date: "2026-09-01", price: 500 }]);
    const first = recordPriceHistories(record([old]), record([old]), NOW);
    expect(first.offers![0].priceHistory).toEqual([{ date: "2026-11-28", price: 500 }]);
    const second = recordPriceHistories(record(first.offers!), record(first.offers!), NOW);
    expect(second.offers).toEqual(first.offers);
  });

  it("adds no point while the price stays as its last recent one", () => {
    const recent = offer(500, [{ date: "2026-11-20", price: 500 }]);
    expect(recordPriceHistories(record([recent]), record([recent]), NOW).offers![0].priceHistory).toEqual([{ date: "2026-11-20", price: 500 }]);
  });
});
