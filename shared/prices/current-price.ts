import type { ProductRecord } from "../product";
import { DEFAULT_PRICE_FRESH_HOURS, isPriceFresh } from "./freshness";

/**
 * The price a product sells at now, as every verdict and comparison reads it: one place, so that
 * when a product carries offers from several shops, what "the price" means changes here only.
 */
export interface CurrentPrice {
  price: number;
  currency: string;
  /** ISO time the price was checked, when known. */
  checkedAt?: string;
  /** The shop whose price this is (a shop id from the shops configuration). */
  shopId: string;
  /** Whether the price may be shown as current at `now` (see freshness.ts). */
  fresh: boolean;
}

/** Today a product's only price is its Amazon offer. */
export function currentPrice(product: Pick<ProductRecord, "amazon">, now: number, freshHours: number = DEFAULT_PRICE_FRESH_HOURS): CurrentPrice {
  const { amazon } = product;
  return {
    price: amazon.price,
    currency: amazon.priceCurrency,
    ...(amazon.lastPriceUpdate ? { checkedAt: amazon.lastPriceUpdate } : {}),
    shopId: "amazon",
    fresh: isPriceFresh(amazon.lastPriceUpdate, now, freshHours),
  };
}
