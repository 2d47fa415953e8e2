import { lowestPriceBefore } from "../price-history";
import type { PricePoint } from "../product";

/**
 * What a product's price history says about its price, worked out once when the catalogue is
 * built (cards, the listing's deal sort and the product page all read it). It says nothing about
 * whether today's price is current: that depends on the time of the request (price-verdict.ts).
 */

/** The window the statistics look at, ending on the history's last recorded day. */
export const PRICE_WINDOW_DAYS = 90;
/** Fewer recorded days than this in the window and no verdict is given: too little to call a price usual. */
export const MIN_HISTORY_DAYS = 30;
/** The trend compares the mean of the last TREND_DAYS days with the mean of the TREND_DAYS before. */
export const TREND_DAYS = 14;
/** A change of the mean smaller than this fraction is "estable". */
export const TREND_BAND = 0.02;
/** The days before the history's last day whose lowest price the purchase box shows (shared/price-history.ts). */
export const RECENT_LOW_DAYS = 30;
/** A day counts as "cheaper" only when it was cheaper by at least this fraction: a cent is no cheaper day. */
export const CHEAPER_BAND = 0.01;

export type PriceTrend = "bajando" | "estable" | "subiendo";

export interface PriceStats {
  /** Distinct recorded days in the window (at most PRICE_WINDOW_DAYS). */
  days: number;
  lowest: number;
  median: number;
  highest: number;
  /**
   * The lowest price of the RECENT_LOW_DAYS days before the last recorded day (that day excluded):
   * the purchase box's "Precio más bajo de los 30 días anteriores", which the verdict must not contradict.
   */
  recentLow?: number;
  /** Absent when there are too few days to compare two periods. */
  trend?: PriceTrend;
}

const DAY_MS = 86_400_000;

/** One price per calendar day (the last recorded that day), oldest first, valid points only. */
function dailyPrices(history: readonly PricePoint[]): { day: number; price: number }[] {
  const byDay = new Map<number, number>();
  for (const point of history) {
    const time = Date.parse(point.date);
    if (!Number.isFinite(point.price) || point.price <= 0 || Number.isNaN(time)) continue;
    byDay.set(Math.floor(time / DAY_MS), point.price);
  }
  return [...byDay].map(([day, price]) => ({ day, price })).sort((a, b) => a.day - b.day);
}

/** The days of the last PRICE_WINDOW_DAYS days of the history (its last day included). */
export function windowPrices(history: readonly PricePoint[] | undefined): number[] {
  const daily = dailyPrices(history ?? []);
  if (!daily.length) return [];
  const last = daily[daily.length - 1].day;
  return daily.filter((p) => last - p.day < PRICE_WINDOW_DAYS).map((p) => p.price);
}

/**
 * The points of the history's last PRICE_WINDOW_DAYS days: what the chart draws, so that its
 * lowest and highest are the verdict's.
 */
export function windowHistory<P extends PricePoint>(history: readonly P[] | undefined): P[] {
  const valid = (history ?? []).filter((p) => Number.isFinite(p.price) && !Number.isNaN(Date.parse(p.date)));
  if (!valid.length) return [];
  const lastDay = Math.max(...valid.map((p) => Math.floor(Date.parse(p.date) / DAY_MS)));
  return valid.filter((p) => lastDay - Math.floor(Date.parse(p.date) / DAY_MS) < PRICE_WINDOW_DAYS);
}

function median(sorted: readonly number[]): number {
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

function trendOf(prices: readonly number[]): PriceTrend | undefined {
  if (prices.length < TREND_DAYS * 2) return undefined;
  const recent = mean(prices.slice(-TREND_DAYS));
  const before = mean(prices.slice(-TREND_DAYS * 2, -TREND_DAYS));
  const change = (recent - before) / before;
  return change <= -TREND_BAND ? "bajando" : change >= TREND_BAND ? "subiendo" : "estable";
}

/** The statistics of a history, or undefined when it has no valid point. */
export function priceStatsOf(history: readonly PricePoint[] | undefined): PriceStats | undefined {
  const prices = windowPrices(history);
  if (!prices.length) return undefined;
  const sorted = [...prices].sort((a, b) => a - b);
  const trend = trendOf(prices);
  // The very figure the purchase box shows, by the same function.
  const recentLow = lowestPriceBefore(history, RECENT_LOW_DAYS)?.price;
  return {
    days: prices.length,
    lowest: sorted[0],
    median: Math.round(median(sorted) * 100) / 100,
    highest: sorted[sorted.length - 1],
    ...(recentLow !== undefined && { recentLow }),
    ...(trend && { trend }),
  };
}

/**
 * The share of the window's days (0–100) on which the product sold for clearly less than `price`
 * (by CHEAPER_BAND or more): 0 is "never cheaper", 100 "always cheaper".
 */
export function pricePercentile(history: readonly PricePoint[] | undefined, price: number): number | undefined {
  const prices = windowPrices(history);
  if (!prices.length) return undefined;
  return Math.round((prices.filter((p) => p <= price * (1 - CHEAPER_BAND)).length / prices.length) * 100);
}

/**
 * The discount of `price` against the product's own median (0.1 = 10 % below), what 'Mejores
 * ofertas ahora' sorts by; undefined below the minimum history, so no deal comes from a few days.
 */
export function discountFromMedian(stats: PriceStats | undefined, price: number): number | undefined {
  if (!stats || stats.days < MIN_HISTORY_DAYS || !(price > 0)) return undefined;
  return (stats.median - price) / stats.median;
}
