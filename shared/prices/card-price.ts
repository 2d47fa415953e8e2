import type { Availability } from "../product";
import { DEFAULT_PRICE_FRESH_HOURS, isPriceFresh } from "./freshness";
import { readCardOffers, type CardOffer } from "./card-offers";
import { chooseOffer } from "./offers";

/**
 * What a card carries about its price (a ProductCardData has these). Named here rather than taken
 * from shared/card.ts: the card module reaches the filters' labels through its chips, and the prices
 * must not depend on the filters, which depend on the prices through the product summary.
 */
export interface PricedCard {
  price: number;
  availability?: Availability;
  offers?: readonly CardOffer[];
}

export interface CardPrice {
  price: number;
  /** False: the last price seen, to be shown with its age, never as current. */
  fresh: boolean;
  checkedAt?: string;
  availability?: Availability;
}

/**
 * The price a card shows at `now`: its best current offer (currentPrice's rule over the offers the
 * card carries), or its last price seen when none is fresh. A card stored before cards carried
 * offers shows its build-time price as it always did.
 */
export function cardPrice(card: PricedCard, now: number, freshHours: number = DEFAULT_PRICE_FRESH_HOURS): CardPrice {
  const choice = card.offers?.length ? chooseOffer(readCardOffers(card.offers), (offer) => isPriceFresh(offer.checkedAt, now, freshHours)) : null;
  if (!choice) return { price: card.price, fresh: true, ...(card.availability ? { availability: card.availability } : {}) };
  const { offer } = choice;
  return {
    price: offer.price,
    fresh: choice.fresh,
    ...(offer.checkedAt ? { checkedAt: offer.checkedAt } : {}),
    ...(choice.fresh && offer.availability ? { availability: offer.availability } : {}),
  };
}
