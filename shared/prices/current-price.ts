import { DEFAULT_PRICE_FRESH_HOURS, isPriceFresh } from "./freshness";
import { chooseOffer, offersOf, type OfferSource } from "./offers";

/**
 * The price a product sells at now, as every verdict and comparison reads it: one place, so that
 * what "the price" means is decided here only.
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
  /** The shop's display name. */
  shopName: string;
  /** Shipping cost when the shop says it (0: free). */
  shipping?: number;
  /** How many shops have a current price. */
  currentShops: number;
}

/**
 * The best current offer across the product's shops (its `amazon` object and its `offers`): the
 * lowest total price (with shipping when known) among the offers that are fresh at `now`, those
 * that can be bought before those out of stock. When no price is fresh, the last price seen, with
 * `fresh` false: it may be shown with its age, never as the current price.
 */
export function currentPrice(product: OfferSource, now: number, freshHours: number = DEFAULT_PRICE_FRESH_HOURS): CurrentPrice {
  const choice = chooseOffer(offersOf(product), (offer) => isPriceFresh(offer.checkedAt, now, freshHours))!;
  const { offer } = choice;
  return {
    price: offer.price,
    currency: offer.priceCurrency,
    ...(offer.checkedAt ? { checkedAt: offer.checkedAt } : {}),
    shopId: offer.shopId,
    fresh: choice.fresh,
    shopName: offer.shopName,
    ...(offer.shipping !== undefined ? { shipping: offer.shipping } : {}),
    currentShops: choice.currentShops,
  };
}
