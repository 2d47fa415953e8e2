import { describe, expect, it } from "vitest";
import { formatPrice } from "../../shared/format";
import { windowHistory } from "../../shared/prices/price-stats";
import { priceText } from "../../shared/prices/price-text";

const NOW = new Date("2026-11-28T12:00:00.000Z");
const DAY = 86_400_000;

describe("a price as every place writes it", () => {
  it("is the plain amount while current, the last price seen with its age once stale", () => {
    expect(priceText({ price: 1449, fresh: true, checkedAt: "2026-11-28T10:00:00.000Z" }, "EUR", NOW)).toBe(formatPrice(1449));
    expect(priceText({ price: 549, fresh: false, checkedAt: new Date(NOW.getTime() - 17 * DAY).toISOString() }, "EUR", NOW)).toBe(
      `Último precio visto: ${formatPrice(549)} (hace 17 días)`,
    );
    // Of unknown age: still never a plain current price.
    expect(priceText({ price: 549, fresh: false }, "EUR", NOW)).toBe(`Último precio visto: ${formatPrice(549)}`);
  });
});

describe("the chart's window", () => {
  it("is the verdict's: the last 90 days of the history, its last day included", () => {
    const points = Array.from({ length: 120 }, (_, i) => ({ date: new Date(Date.parse("2026-08-01") + i * DAY).toISOString().slice(0, 10), price: 1000 + i }));
    const shown = windowHistory(points);
    expect(shown).toHaveLength(90);
    expect(shown[0]).toEqual(points[30]);
    expect(shown.at(-1)).toEqual(points[119]);
    expect(windowHistory(undefined)).toEqual([]);
  });
});
