import type { CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { keepValid, normaliseRecord } from "./normalise";
import { sampleShiftDays, shiftSamplePrices } from "./sample-clock";
import type { CatalogueSource } from "./source";

/** The sample catalogue shipped in data/: the default source, so the site runs offline with no account. */
export class BundledSource implements CatalogueSource {
  readonly name = "bundled";
  readonly id = "bundled";

  async listCategory(category: CategoryId): Promise<Product[]> {
    const records = SAMPLE_CATALOGUE[category];
    const days = sampleShiftDays(Date.now());
    // A local run's first request to a category waits for this build (seconds on a slow machine):
    // say what it is waiting for rather than nothing.
    console.log(`[catalogue] building "${category}" from the sample catalogue (${records.length} products); its first page waits for it`);
    return keepValid(
      category,
      records.map((record) => normaliseRecord(category, record.id, shiftSamplePrices(record, days))),
    );
  }

  async getProduct(category: CategoryId, id: string): Promise<Product | null> {
    const record = SAMPLE_CATALOGUE[category].find((r) => r.id === id);
    if (!record) return null;
    const result = normaliseRecord(category, id, shiftSamplePrices(record, sampleShiftDays(Date.now())));
    return result.ok ? result.product : null;
  }
}
