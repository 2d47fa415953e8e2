import type { PriceStats } from "./price-stats";
import { clearlyBelowUsual, priceVerdict } from "./price-verdict";

/**
 * A deal (PRODUCT-RULES.md, Deals): a price the price verdict calls good ("Precio mínimo" or "Buen
 * precio") and that is clearly below the product's usual price, its median, by the verdict's own
 * band. A price as low as the last 30 days' lowest but near the median is a good moment to buy, not
 * a discount, so it is no deal. Judged for the price as if it were current: the build works deals out
 * once, and a page shows one only while that price is still current (price-claim.ts, claimAt).
 */
export interface Deal {
  /** Whole percent below the usual price, rounded down so it never says more than the saving. */
  percent: number;
  /** The usual price the percentage is measured against (the window's median). */
  usual: number;
}

export function dealOf(stats: PriceStats | undefined, price: number): Deal | undefined {
  if (!stats || !(price > 0) || !(stats.median > 0)) return undefined;
  const { level } = priceVerdict(stats, { price, fresh: true });
  if ((level !== "minimo" && level !== "bueno") || !clearlyBelowUsual(stats, price)) return undefined;
  return { percent: discountPercent(stats.median, price), usual: stats.median };
}

/**
 * The discount in whole percent, rounded down. Worked in cents so that a price exactly 12 % below
 * is 12, not 11 by a binary fraction.
 */
export function discountPercent(usual: number, price: number): number {
  const usualCents = Math.round(usual * 100);
  const savingCents = usualCents - Math.round(price * 100);
  return Math.floor((savingCents * 100) / usualCents);
}
