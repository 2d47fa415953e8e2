import type { ProductCardData } from "../../../shared/card";
import { claimAt, PRICE_CLAIM_TEXT } from "../../../shared/prices/price-claim";
import { DEAL_AGAINST, discountText } from "../../../shared/prices/deal-text";
import { usePriceClock } from "../../state/price-clock";

/**
 * A card's price claim, only while its price is current at the time the card is shown and is the
 * price shown; with it, when that price is a deal (shared/prices/deal.ts), the discount: "−12 %".
 */
export function CardPriceClaim({ card, shownPrice }: { card: ProductCardData; shownPrice: number }) {
  const { now, freshHours } = usePriceClock();
  const claim = claimAt(card, now.getTime(), freshHours, shownPrice);
  if (!claim) return null;
  const badge = <span className={`price-badge price-badge--${claim}`}>{PRICE_CLAIM_TEXT[claim]}</span>;
  if (card.deal === undefined || claim === "alto") return badge;
  return (
    <span className="price-claims">
      {badge}
      <span className="deal-badge">
        {discountText(card.deal)}
        <span className="visually-hidden"> {DEAL_AGAINST}</span>
      </span>
    </span>
  );
}
