import { priceBoard, offersOf, type OfferSource, type PriceBoard } from "../../../shared/prices/offers";
import { usePriceClock } from "../../state/price-clock";

/** A product's offers sorted into current and stale at the page's time (client/state/price-clock.ts). */
export function usePriceBoard(product: OfferSource): PriceBoard & { now: Date; freshHours: number } {
  const { now, freshHours } = usePriceClock();
  return { ...priceBoard(offersOf(product), now.getTime(), freshHours), now, freshHours };
}
