import type { CategoryId } from "../../shared/categories";

/**
 * The largest share of a category's products one rebuild may drop before it is refused: a source
 * that answers empty or with a fraction of a category (a wrong query, a half-restored collection)
 * must not replace the last good build, whose product documents the rebuild would delete. Set by
 * BUILD_MAX_DROP_SHARE; an operator publishes a refused build on purpose with `"force": true`.
 */
export const DEFAULT_MAX_DROP_SHARE = 0.5;

/** A build that would drop too much of its category: not published, the last good build stays. */
export class BuildRefused extends Error {
  constructor(
    readonly category: CategoryId,
    readonly products: number,
    readonly previous: number,
    readonly maxDropShare: number,
  ) {
    super(
      `La fuente devolvió ${products} de ${previous} productos de ${category} (se perderían ${percent((previous - products) / previous)}, ` +
        `más del ${percent(maxDropShare)} permitido): se mantiene la última versión buena. Para publicarla igualmente: {"force": true}`,
    );
    this.name = "BuildRefused";
  }
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** Throws BuildRefused when `products` would replace a build of `previous` products losing more than `maxDropShare` of them (or all). */
export function checkBuildShrink(category: CategoryId, previous: number, products: number, maxDropShare = DEFAULT_MAX_DROP_SHARE): void {
  if (previous === 0 || products >= previous) return;
  if (products === 0 || (previous - products) / previous > maxDropShare) throw new BuildRefused(category, products, previous, maxDropShare);
}
