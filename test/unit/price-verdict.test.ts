import { describe, expect, it } from "vitest";
import tv from "../../data/catalogue/tv.json";
import { formatPrice } from "../../shared/format";
import type { PricePoint, ProductRecord } from "../../shared/product";
import { currentPrice } from "../../shared/prices/current-price";
import { discountFromMedian, MIN_HISTORY_DAYS, pricePercentile, priceStatsOf } from "../../shared/prices/price-stats";
import { claimAt } from "../../shared/prices/price-claim";
import { PRICE_VERDICT_METHOD, priceClaimOf, priceVerdict } from "../../shared/prices/price-verdict";

/** `days` daily points ending 2026-10-01, each priced by `priceOf(dayIndex)`. */
function history(days: number, priceOf: (day: number) => number): PricePoint[] {
  const end = Date.parse("2026-10-01");
  return Array.from({ length: days }, (_, i) => ({
    date: new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    price: priceOf(i),
  }));
}

const fresh = (price: number) => ({ price, currency: "EUR", fresh: true });

describe("price history statistics", () => {
  it("read the last 90 days only, one price per day", () => {
    // 120 days: the first 30 at 2 000 € fall outside the window.
    const points = history(120, (i) => (i < 30 ? 2000 : 1000 + (i % 3) * 100));
    points.push({ ...points[points.length - 1], price: 900 }); // the same day again: the later wins
    const stats = priceStatsOf(points)!;
    expect(stats.days).toBe(90);
    expect(stats.highest).toBe(1200);
    expect(stats.lowest).toBe(900);
    expect(stats.median).toBe(1100);
  });

  it("ignore points that are not prices or dates", () => {
    expect(
      priceStatsOf([
        { date: "nope", price: 10 },
        { date: "2026-10-01", price: Number.NaN },
        { date: "2026-10-02", price: -5 },
      ]),
    ).toBeUndefined();
    expect(priceStatsOf(undefined)).toBeUndefined();
  });

  it("give the trend from the last two weeks against the two before", () => {
    expect(priceStatsOf(history(40, (i) => (i < 26 ? 1000 : 900)))!.trend).toBe("bajando");
    expect(priceStatsOf(history(40, (i) => (i < 26 ? 1000 : 1100)))!.trend).toBe("subiendo");
    expect(priceStatsOf(history(40, (i) => (i < 26 ? 1000 : 1010)))!.trend).toBe("estable");
    expect(priceStatsOf(history(20, () => 1000))!.trend).toBeUndefined();
  });

  it("place the current price as a percentile of the window's days", () => {
    const points = history(100, (i) => 1000 + i); // the window holds 1010…1099
    expect(pricePercentile(points, 1000)).toBe(0);
    // Cheaper by 1 % or more: 1010…1044 of 1055 (35 of 90 days).
    expect(pricePercentile(points, 1055)).toBe(39);
    expect(pricePercentile(points, 5000)).toBe(100);
  });

  it("count no day as cheaper for a difference under 1 %: a cent is not cheaper", () => {
    expect(
      pricePercentile(
        history(60, () => 898.99),
        899,
      ),
    ).toBe(0);
    expect(
      pricePercentile(
        history(60, (i) => (i % 2 ? 890 : 899)),
        899,
      ),
    ).toBe(50);
  });
});

describe("the price verdict", () => {
  // Median 1 000, low 800; the lowest of the 30 days before the last, 930.
  const steady = priceStatsOf(history(90, (i) => (i === 10 ? 800 : i === 70 ? 930 : i % 2 ? 1000 : 1040)))!;

  it("claims nothing below the minimum history, however low the price", () => {
    const short = priceStatsOf(history(MIN_HISTORY_DAYS - 1, () => 1000))!;
    expect(priceVerdict(short, fresh(1)).label).toBe("Sin historial suficiente para valorar el precio");
    expect(priceVerdict(short, fresh(1)).level).toBe("sin-historial");
    expect(priceVerdict(undefined, fresh(1)).badge).toBe("Sin historial suficiente");
    expect(priceVerdict(priceStatsOf(history(MIN_HISTORY_DAYS, () => 1000)), fresh(900)).level).toBe("minimo");
  });

  it("never calls a stale price good", () => {
    const verdict = priceVerdict(steady, { price: 700, currency: "EUR", fresh: false });
    expect(verdict.level).toBe("sin-confirmar");
    expect(verdict.badge).toBe("Precio sin confirmar");
    expect(verdict.label).not.toMatch(/Buen precio/);
  });

  it("says when the price is the window's lowest", () => {
    expect(priceVerdict(steady, fresh(800)).label).toBe("Buen precio: el más bajo de los últimos 90 días");
    const shorter = priceStatsOf(history(45, () => 1000))!;
    expect(priceVerdict(shorter, fresh(990)).label).toBe("Buen precio: el más bajo de los últimos 45 días");
  });

  it("says how far below or above the usual (median) price it is, outside a 5 % band", () => {
    expect(steady.median).toBe(1000);
    expect(priceVerdict(steady, fresh(940)).label).toBe(`Buen precio: ${formatPrice(60)} por debajo de su precio habitual`);
    expect(priceVerdict(steady, fresh(1120)).label).toBe(`Precio alto: ${formatPrice(120)} por encima de su precio habitual`);
    expect(priceVerdict(steady, fresh(1000)).label).toBe("Precio habitual");
    expect(priceVerdict(steady, fresh(1049)).level).toBe("habitual");
    expect(priceVerdict(steady, fresh(1050)).level).toBe("alto");
    expect(priceVerdict(steady, fresh(950)).level).toBe("bueno");
    expect(priceVerdict(steady, fresh(951)).level).toBe("habitual");
  });

  it("never says 'Precio habitual' at the 30-day low the purchase box shows (within 1 %)", () => {
    const flat = priceStatsOf(history(90, (i) => (i === 80 ? 990 : 1000)))!;
    expect(flat.recentLow).toBe(990);
    expect(priceVerdict(flat, fresh(995))).toEqual({ level: "bueno", label: "Buen precio: como el más bajo de los 30 días anteriores", badge: "Buen precio" });
    expect(priceVerdict(flat, fresh(999.9)).level).toBe("bueno");
    expect(priceVerdict(flat, fresh(1000)).label).toBe("Precio habitual");
  });

  it("states its method with the same figures", () => {
    expect(PRICE_VERDICT_METHOD.join(" ")).toContain("90 días");
    expect(PRICE_VERDICT_METHOD.join(" ")).toContain(`${MIN_HISTORY_DAYS} días`);
    expect(PRICE_VERDICT_METHOD.join(" ")).toContain("5 %");
  });

  it("judges freshness at the time asked, not when the statistics were made", () => {
    const product = (tv as unknown as (ProductRecord & { id: string })[]).find((p) => p.id === "samsung-qe55s90d")!;
    const stats = priceStatsOf(product.amazon.priceHistory)!;
    const checked = Date.parse(product.amazon.lastPriceUpdate!);
    // Below its median by more than 5 %? Use a made-up low current price to see the difference.
    const atCheck = currentPrice(product, checked + 3_600_000);
    const weekLater = currentPrice(product, checked + 7 * 86_400_000);
    expect(priceVerdict(stats, { ...atCheck, price: stats.lowest }).level).toBe("minimo");
    expect(priceVerdict(stats, { ...weekLater, price: stats.lowest }).level).toBe("sin-confirmar");
  });
});

describe("the discount 'Mejores ofertas ahora' sorts by", () => {
  it("is against the product's own median, and absent below the minimum history", () => {
    const stats = priceStatsOf(history(60, () => 1000))!;
    expect(discountFromMedian(stats, 900)).toBeCloseTo(0.1);
    expect(discountFromMedian(stats, 1100)).toBeCloseTo(-0.1);
    expect(discountFromMedian(priceStatsOf(history(10, () => 1000)), 500)).toBeUndefined();
    expect(discountFromMedian(undefined, 500)).toBeUndefined();
  });
});

describe("a card's price claim", () => {
  const stats = priceStatsOf(history(60, () => 1000))!;

  it("is worked out in the build for good and high prices only", () => {
    expect(priceClaimOf(stats, 990)).toBe("minimo");
    expect(priceClaimOf(stats, 1000)).toBe("minimo");
    expect(priceClaimOf(stats, 1100)).toBe("alto");
    expect(priceClaimOf(priceStatsOf(history(60, (i) => (i ? 1000 : 800))), 900)).toBe("bueno");
    // 1 010 is within 1 % of the 30-day low (1 000): a good price; 1 011 is the usual one.
    expect(priceClaimOf(priceStatsOf(history(60, (i) => (i ? 1000 : 800))), 1010)).toBe("bueno");
    expect(priceClaimOf(priceStatsOf(history(60, (i) => (i ? 1000 : 800))), 1011)).toBeUndefined();
    expect(priceClaimOf(priceStatsOf(history(5, () => 1000)), 10)).toBeUndefined();
  });

  it("shows only while the price is current at the time the card is rendered", () => {
    const card = { priceClaim: "minimo" as const, priceCheckedAt: "2026-10-01T00:00:00Z" };
    const checked = Date.parse(card.priceCheckedAt);
    expect(claimAt(card, checked + 47 * 3_600_000)).toBe("minimo");
    expect(claimAt(card, checked + 49 * 3_600_000)).toBeUndefined();
    expect(claimAt({ priceClaim: "bueno" }, checked)).toBeUndefined();
    expect(claimAt({ priceCheckedAt: card.priceCheckedAt }, checked)).toBeUndefined();
  });
});
