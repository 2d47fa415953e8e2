import type { Availability, ShopOffer } from "../product";
import type { OfferLike } from "./offers";

// Apart from shared/summary.ts, which builds the summaries: a card's price reads its offers in the
// browser, and importing the summary module there would bring its price statistics into the cards' chunk.

/**
 * One offer as a card carries it, in brief (cards are repeated by the thousand in chunks and pages):
 * [price, check time in ms since epoch (-1: unknown), availability (index in CARD_AVAILABILITY),
 * shipping when known]. A card's offers are in the order of their shop ids.
 */
export type CardOffer = [price: number, checkedMs: number, availability: number, shipping?: number];

const CARD_AVAILABILITY: readonly (Availability | undefined)[] = [undefined, "InStock", "OutOfStock", "PreOrder", "Limited"];

export function cardOffer({ price, checkedAt, availability, shipping }: ShopOffer): CardOffer {
  const checked = checkedAt ? Date.parse(checkedAt) : Number.NaN;
  const offer: CardOffer = [price, Number.isNaN(checked) ? -1 : checked, Math.max(0, CARD_AVAILABILITY.indexOf(availability))];
  if (shipping !== undefined) offer.push(shipping);
  return offer;
}

/**
 * A card's offers read back for choosing among them (card-price.ts). Kept per offers
 * array: a card's offers are the snapshot's own (shared by every request of an isolate, and every
 * render of a browser), and turning their check times back into dates for each card of each page
 * would cost every render.
 */
const readOffers = new WeakMap<readonly CardOffer[], readonly OfferLike[]>();

export function readCardOffers(offers: readonly CardOffer[]): readonly OfferLike[] {
  let read = readOffers.get(offers);
  if (!read) {
    read = offers.map(([price, checked, availability, shipping], i) => ({
      // Their order is the shops' order, which is what breaks a tie between equal offers.
      shopId: String(i).padStart(2, "0"),
      price,
      ...(checked >= 0 ? { checkedAt: new Date(checked).toISOString() } : {}),
      ...(CARD_AVAILABILITY[availability] ? { availability: CARD_AVAILABILITY[availability] } : {}),
      ...(shipping !== undefined ? { shipping } : {}),
    }));
    readOffers.set(offers, read);
  }
  return read;
}
