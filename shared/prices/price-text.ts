import { formatPrice, formatRelative } from "../format";

/**
 * The one way a price is written wherever it appears (cards, suggestions, the compare menu, the
 * comparison's table, alternatives): "1.299,00 €" while it is current, "Último precio visto:
 * 1.299,00 € (hace 17 días)" once it is stale (freshness.ts), and nothing when it is stale and its
 * age is unknown: a price is never written as current unless it is.
 */
export function priceText(shown: { price: number; fresh: boolean; checkedAt?: string }, currency: string | undefined, now: Date): string {
  const money = formatPrice(shown.price, currency);
  if (shown.fresh) return money;
  const age = formatRelative(shown.checkedAt, now);
  return age ? `Último precio visto: ${money} (${age})` : `Último precio visto: ${money}`;
}
