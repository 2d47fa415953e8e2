import type { SampleRecord } from "../../data/catalogue";
import { currentPrice, type CurrentPrice } from "../../shared/prices/current-price";
import type { ProductRecord } from "../../shared/product";
import { sampleShiftDays, shiftSamplePrices } from "../../worker/data/sample-clock";

/** A sample record as the bundled source serves it at `now`: its price dates moved to today (sample-clock.ts). */
export const sampleAt = (record: SampleRecord, now = Date.now()): ProductRecord => shiftSamplePrices(record, sampleShiftDays(now)) as unknown as ProductRecord;

/** A sample product's best current offer at `now`, with that offer's link: what its pages show. */
export function sampleBestOffer(record: SampleRecord, now = Date.now()): CurrentPrice & { link: string } {
  const product = sampleAt(record, now);
  const best = currentPrice(product, now);
  const link = best.shopId === "amazon" ? product.amazon.affiliateLink : product.offers!.find((o) => o.shopId === best.shopId)!.link;
  return { ...best, link };
}

/**
 * A product with its Amazon offer (changed by `amazon`) as its only offer and price history: a test of
 * price rules then decides the prices, not the sample's other shops or their moving price dates (any
 * fresh offer from another shop would become the current price).
 */
export function amazonOnly<P extends ProductRecord>({ offers: _others, bestPriceHistory: _best, ...product }: P, amazon: Partial<P["amazon"]>): P {
  return { ...product, amazon: { ...product.amazon, ...amazon } } as P;
}
