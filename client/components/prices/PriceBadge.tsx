import type { PriceVerdict } from "../../../shared/prices/price-verdict";

/** The price verdict in a few words, coloured by its level (cards, the comparison's columns). */
export function PriceBadge({ verdict }: { verdict: PriceVerdict }) {
  return (
    <span className={`price-badge price-badge--${verdict.level}`} title={verdict.label}>
      {verdict.badge}
    </span>
  );
}
