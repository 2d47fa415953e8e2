import type { Product } from "../product";
import { currentPrice } from "../prices/current-price";

/**
 * Value for money: overall score points per 100 € of the current price. Only from a fresh price
 * (a stale one may no longer be the price) and a positive amount; otherwise null.
 */
export function pointsPer100Euros(product: Product, now: number): number | null {
  const overall = product.score?.overall;
  const price = currentPrice(product, now);
  if (typeof overall !== "number" || !Number.isFinite(overall)) return null;
  if (!price.fresh || price.currency !== "EUR" || !(price.price > 0)) return null;
  return (overall / price.price) * 100;
}

/** Whether every product's price may be compared: all fresh and in one currency. */
export function pricesComparable(products: readonly Product[], now: number): boolean {
  const prices = products.map((p) => currentPrice(p, now));
  return prices.every((p) => p.fresh && Number.isFinite(p.price) && p.price > 0) && new Set(prices.map((p) => p.currency)).size === 1;
}
