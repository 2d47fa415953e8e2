import type { CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import { keepValid, normaliseRecord } from "./normalise";
import { sampleShiftDays, shiftSamplePrices } from "./sample-clock";
import type { CatalogueSource } from "./source";
import { syntheticIndex, syntheticRecord } from "./synthetic-records";

/**
 * A catalogue of SYNTHETIC products, `count` per category, made in the worker itself: what the
 * benchmarks and `npm run dev -- --var SYNTHETIC_PRODUCTS:10000` serve to see the site at scale
 * without writing tens of thousands of documents to the Firestore emulator first. Never selected
 * when Firestore is configured (select-source.ts), never mixed with the sample catalogue.
 */
export class SyntheticSource implements CatalogueSource {
  readonly name = "synthetic";
  readonly id: string;

  constructor(private readonly count: number) {
    this.id = `synthetic-${count}`;
  }

  async listCategory(category: CategoryId): Promise<Product[]> {
    // Price dates as the sample's, of which these are copies: current today (sample-clock.ts).
    const days = sampleShiftDays(Date.now());
    const results = Array.from({ length: this.count }, (_, i) => {
      const record = shiftSamplePrices(syntheticRecord(category, i), days);
      return normaliseRecord(category, record.id, record);
    });
    return keepValid(category, results);
  }

  async getProduct(category: CategoryId, id: string): Promise<Product | null> {
    const index = syntheticIndex(category, id);
    if (index === null || index >= this.count) return null;
    const result = normaliseRecord(category, id, shiftSamplePrices(syntheticRecord(category, index), sampleShiftDays(Date.now())));
    return result.ok ? result.product : null;
  }
}
