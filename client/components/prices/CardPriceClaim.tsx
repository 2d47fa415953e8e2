import type { ProductCardData } from "../../../shared/card";
import { claimAt, PRICE_CLAIM_TEXT } from "../../../shared/prices/price-claim";
import { usePriceClock } from "../../state/price-clock";

/** A card's price claim, only while its price is current at the time the card is shown and is the price shown. */
export function CardPriceClaim({ card, shownPrice }: { card: ProductCardData; shownPrice: number }) {
  const { now, freshHours } = usePriceClock();
  const claim = claimAt(card, now.getTime(), freshHours, shownPrice);
  return claim ? <span className={`price-badge price-badge--${claim}`}>{PRICE_CLAIM_TEXT[claim]}</span> : null;
}
