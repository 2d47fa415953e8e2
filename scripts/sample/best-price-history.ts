import type { PricePoint, ShopOffer } from "../../shared/product";

/**
 * The sample's best price per day across shops: each day, the lowest price any shop had that day
 * (Amazon's long history and each shop's short one), as the daily update records it.
 */
export function bestPriceHistory(amazonHistory: readonly PricePoint[] | undefined, offers: readonly ShopOffer[]): PricePoint[] {
  const best = new Map<string, number>();
  for (const history of [amazonHistory ?? [], ...offers.map((offer) => offer.priceHistory ?? [])]) {
    for (const point of history) {
      const known = best.get(point.date);
      if (known === undefined || point.price < known) best.set(point.date, point.price);
    }
  }
  return [...best].sort(([a], [b]) => a.localeCompare(b)).map(([date, price]) => ({ date, price }));
}
