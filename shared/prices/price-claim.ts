import { DEFAULT_PRICE_FRESH_HOURS, isPriceFresh } from "./freshness";

/**
 * The claim a card makes about its price ("Precio mínimo", "Buen precio", "Precio alto"): the
 * verdict the catalogue's build reaches for the card's price as if it were current
 * (price-verdict.ts), shown only while the price is current at the time the card is rendered.
 * A card shows nothing for the other levels: "usual", "too little history" and "unconfirmed" go
 * without saying in a grid. Kept apart from price-verdict.ts so the listing's script carries
 * three words, not the verdict's rules.
 */
export type PriceClaim = "minimo" | "bueno" | "alto";

export const PRICE_CLAIM_TEXT: Record<PriceClaim, string> = { minimo: "Precio mínimo", bueno: "Buen precio", alto: "Precio alto" };

/**
 * The claim to show at `now` (ms since epoch), if any. The claim was reached for the build's price
 * (`card.price`): beside any other price (`shownPrice`, when another shop's offer is the current
 * one by now) it says nothing.
 */
export function claimAt(
  card: { price?: number; priceClaim?: PriceClaim; priceCheckedAt?: string },
  now: number,
  freshHours: number = DEFAULT_PRICE_FRESH_HOURS,
  shownPrice?: number,
): PriceClaim | undefined {
  if (shownPrice !== undefined && shownPrice !== card.price) return undefined;
  return card.priceClaim && isPriceFresh(card.priceCheckedAt, now, freshHours) ? card.priceClaim : undefined;
}
