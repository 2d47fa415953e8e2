import type { PricePoint } from "../product";

/**
 * The history a price verdict measures the current price against: the best price across shops per
 * day when the product has one, else Amazon's. The verdict judges the best current offer across
 * shops, so the page, the comparison's badge, the card's claim and the deal sort must all read the
 * same history, or a card could say "Precio mínimo" while its page says "Precio habitual".
 */
export function verdictHistory(product: {
  bestPriceHistory?: readonly PricePoint[];
  amazon: { priceHistory?: readonly PricePoint[] };
}): readonly PricePoint[] | undefined {
  return product.bestPriceHistory ?? product.amazon.priceHistory;
}
