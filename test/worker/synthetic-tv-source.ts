import { syntheticRecords } from "../../scripts/lib/synthetic-catalogue";
import type { CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import { normaliseRecord } from "../../worker/data/normalise";
import { ControllableSource } from "./support";

/**
 * The sample catalogue with its televisions replaced by `count` SYNTHETIC ones (seeded), each record
 * first passed through `record` when given (say, one current offer), then through the same
 * normalisation as Firestore data. Made on first use; every read counts and gets a copy.
 */
export class SyntheticTvSource extends ControllableSource {
  private made: Product[] | null = null;

  constructor(
    override readonly id: string,
    private readonly count: number,
    private readonly seed: number,
    private readonly record: (record: Product) => Product = (r) => r,
  ) {
    super();
  }

  /** The televisions the source serves (not copies: read, never change). */
  get tvs(): readonly Product[] {
    this.made ??= syntheticRecords("tv", this.count, this.seed).flatMap((record) => {
      const result = normaliseRecord("tv", record.id, this.record(record as unknown as Product));
      return result.ok ? [result.product] : [];
    });
    return this.made;
  }

  override async listCategory(category: CategoryId): Promise<Product[]> {
    if (category !== "tv") return super.listCategory(category);
    this.reads++;
    return this.tvs.map((product) => structuredClone(product));
  }

  override async getProduct(category: CategoryId, id: string): Promise<Product | null> {
    if (category !== "tv") return super.getProduct(category, id);
    this.reads++;
    const product = this.tvs.find((p) => p.id === id);
    return product ? structuredClone(product) : null;
  }
}
