import type { ProductRecord, RetailerOffer, ShopOffer } from "../product";
import { AMAZON_SHOP_ID, shopName } from "../shops";
import { DEFAULT_PRICE_FRESH_HOURS, isPriceFresh } from "./freshness";

const HOUR_MS = 3_600_000;

/** The record's `amazon` object read as the Amazon offer, so every record has at least one offer. */
export function amazonOffer(amazon: RetailerOffer): ShopOffer {
  const offer: ShopOffer = {
    shopId: AMAZON_SHOP_ID,
    shopName: shopName(AMAZON_SHOP_ID),
    price: amazon.price,
    priceCurrency: amazon.priceCurrency,
    link: amazon.affiliateLink,
  };
  if (amazon.availability) offer.availability = amazon.availability;
  if (amazon.lastPriceUpdate) offer.checkedAt = amazon.lastPriceUpdate;
  return offer;
}

export type OfferSource = Pick<ProductRecord, "amazon"> & { offers?: readonly ShopOffer[] };

/** Every offer of a product: Amazon's (its `amazon` object) first, then the other shops'. */
export function offersOf(product: OfferSource): ShopOffer[] {
  return [amazonOffer(product.amazon), ...(product.offers ?? [])];
}

/** What a shopper pays: the price plus shipping when the shop says what it costs. */
export const offerTotal = (offer: Pick<ShopOffer, "price" | "shipping">): number => offer.price + (offer.shipping ?? 0);

/** What choosing among offers reads: cards carry only this much of each offer. */
export type OfferLike = Pick<ShopOffer, "shopId" | "price" | "shipping" | "availability" | "checkedAt">;

/** Out of stock is the one availability that cannot be bought now. */
const buyable = (offer: Pick<ShopOffer, "availability">) => offer.availability !== "OutOfStock";

/**
 * The order of offers on a page and in the choice of the best one: what can be bought now first,
 * then the lowest total price, then the shop id (so every build and every render agree).
 */
export function compareOffers(a: OfferLike, b: OfferLike): number {
  return Number(buyable(b)) - Number(buyable(a)) || offerTotal(a) - offerTotal(b) || (a.shopId < b.shopId ? -1 : a.shopId > b.shopId ? 1 : 0);
}

const checkedMs = (offer: Pick<ShopOffer, "checkedAt">): number => (offer.checkedAt ? Date.parse(offer.checkedAt) : Number.NaN);

/** Most recently checked first; offers without a parseable time last. */
function byRecency(a: OfferLike, b: OfferLike): number {
  const ta = checkedMs(a);
  const tb = checkedMs(b);
  if (Number.isNaN(ta) || Number.isNaN(tb)) return Number(Number.isNaN(ta)) - Number(Number.isNaN(tb));
  return tb - ta || compareOffers(a, b);
}

export interface OfferChoice<T extends OfferLike = ShopOffer> {
  offer: T;
  /** False when no offer is fresh: `offer` is then the last price seen, shown with its age. */
  fresh: boolean;
  /** How many shops have a current (fresh) price. */
  currentShops: number;
}

/**
 * The best current offer among `offers`: the best (compareOffers) of the fresh ones; when none is
 * fresh, the most recently checked one, marked not fresh. Null for no offers.
 */
export function chooseOffer<T extends OfferLike>(offers: readonly T[], isFresh: (offer: T) => boolean): OfferChoice<T> | null {
  const fresh = offers.filter(isFresh);
  if (fresh.length) return { offer: [...fresh].sort(compareOffers)[0], fresh: true, currentShops: fresh.length };
  if (!offers.length) return null;
  return { offer: [...offers].sort(byRecency)[0], fresh: false, currentShops: 0 };
}

export interface PriceBoard {
  best: OfferChoice | null;
  /** The fresh offers, best first: 'Dónde comprar'. */
  current: ShopOffer[];
  /** The offers too old to be shown as current, most recently checked first. */
  stale: ShopOffer[];
}

/** Every offer of a product sorted into current and stale at `now` (the time of the request). */
export function priceBoard(offers: readonly ShopOffer[], now: number, freshHours: number = DEFAULT_PRICE_FRESH_HOURS): PriceBoard {
  const isFresh = (offer: ShopOffer) => isPriceFresh(offer.checkedAt, now, freshHours);
  return {
    best: chooseOffer(offers, isFresh),
    current: offers.filter(isFresh).sort(compareOffers),
    stale: offers.filter((offer) => !isFresh(offer)).sort(byRecency),
  };
}

/** The oldest check time that is still fresh at `now`: a price checked at or after it is current. */
export const freshCutoff = (now: number, freshHours: number = DEFAULT_PRICE_FRESH_HOURS): number => now - freshHours * HOUR_MS;

/**
 * The earliest time after `now` at which one of `checkTimes` stops being fresh, or null when none
 * will (all already stale): how long a page showing those prices may be kept and still be true.
 */
export function freshUntil(checkTimes: Iterable<string | undefined>, now: number, freshHours: number = DEFAULT_PRICE_FRESH_HOURS): number | null {
  const times: number[] = [];
  for (const checkedAt of checkTimes) if (checkedAt) times.push(Date.parse(checkedAt));
  return freshUntilMs(times, now, freshHours);
}

/** freshUntil over check times in ms (a card's offers carry them so; NaN or negative: never checked). */
export function freshUntilMs(checkTimes: Iterable<number>, now: number, freshHours: number = DEFAULT_PRICE_FRESH_HOURS): number | null {
  const limit = freshHours * HOUR_MS;
  let until: number | null = null;
  for (const checked of checkTimes) {
    if (typeof checked !== "number" || !(checked >= 0) || now - checked > limit) continue;
    const expires = checked + limit + 1;
    if (until === null || expires < until) until = expires;
  }
  return until;
}

/**
 * A product's price over time, as the listing's filter and sort read it, independently of the
 * freshness limit: the price is that of the offer chosen among those checked at or after a cutoff
 * (now − the limit), and the cutoff only moves forward. `base` is the price with every dated offer
 * fresh; each change says "once the cutoff is past `after` (a check time, ms), the price is `price`".
 * Built once per catalogue build; the freshness limit and the time are applied per request.
 */
export interface PriceSchedule {
  base: number;
  changes: { after: number; price: number }[];
}

export function priceSchedule(offers: readonly OfferLike[]): PriceSchedule | null {
  const dated = offers.filter((offer) => !Number.isNaN(checkedMs(offer)));
  const pick = (cutoff: number) => chooseOffer(offers, (offer) => checkedMs(offer) >= cutoff)?.offer.price;
  const base = pick(Number.NEGATIVE_INFINITY);
  if (base === undefined) return null;
  const times = [...new Set(dated.map(checkedMs))].sort((a, b) => a - b);
  const changes: PriceSchedule["changes"] = [];
  let last = base;
  for (const time of times) {
    const price = pick(time + 1)!;
    if (price !== last) changes.push({ after: time, price });
    last = price;
  }
  return { base, changes };
}
