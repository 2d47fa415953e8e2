import type { Product } from "../product";

// Apart from comparison-verdict.ts: the comparison table needs these, the verdict's rules can load later.

/** The aspect scores every product has, in the first product's order. */
export function sharedScoreAspects(products: readonly Product[]): string[] {
  const first = products[0]?.score?.categories ?? {};
  return Object.keys(first).filter((aspect) =>
    products.every((p) => p.score?.categories && Object.hasOwn(p.score.categories, aspect) && Number.isFinite(p.score.categories[aspect])),
  );
}

export const sameCategory = (products: readonly Product[]): boolean => products.every((p) => p.categoryId === products[0]?.categoryId);
