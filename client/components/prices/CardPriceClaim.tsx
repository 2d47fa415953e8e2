import type { ProductCardData } from "../../../shared/card";
import { claimAt, PRICE_CLAIM_TEXT } from "../../../shared/prices/price-claim";
import { useNow } from "../../state/clock";

/** A card's price claim, only while its price is current at the time the card is shown. */
export function CardPriceClaim({ card }: { card: ProductCardData }) {
  const now = useNow();
  const claim = claimAt(card, now.getTime());
  return claim ? <span className={`price-badge price-badge--${claim}`}>{PRICE_CLAIM_TEXT[claim]}</span> : null;
}
