import type { PricePoint } from "./product";

const DAY_MS = 86_400_000;

/**
 * The lowest price of the `days` days before the last recorded day (that day excluded): the
 * "precio anterior" Spanish law (art. 20 Ley 7/1996, after RDL 24/2021) requires beside a price
 * reduction. Null without enough history.
 */
export function lowestPriceBefore(history: readonly PricePoint[] | undefined, days = 30): PricePoint | null {
  const valid = (history ?? []).filter((p) => Number.isFinite(p.price) && !Number.isNaN(Date.parse(p.date)));
  if (valid.length < 2) return null;
  const last = Math.max(...valid.map((p) => Date.parse(p.date)));
  const window = valid.filter((p) => {
    const age = last - Date.parse(p.date);
    return age > 0 && age <= days * DAY_MS;
  });
  return window.length ? window.reduce((low, p) => (p.price < low.price ? p : low), window[0]) : null;
}

/** Daily points as two aligned series (seconds since epoch, prices) for a chart. */
export function historySeries(history: readonly PricePoint[] | undefined): [number[], number[]] {
  const points = (history ?? []).filter((p) => Number.isFinite(p.price) && !Number.isNaN(Date.parse(p.date))).sort((a, b) => a.date.localeCompare(b.date));
  return [points.map((p) => Date.parse(p.date) / 1000), points.map((p) => p.price)];
}
