import type { CategoryId } from "../categories";
import type { CategoryDeclaration } from "../categories/types";
import { declarationOf } from "../category-declarations";

/**
 * What a shopper looking at a product is choosing within, which an alternative must share: a
 * television's screen size, a headphone's type (true wireless, over-ear…), a camera's kind (with
 * interchangeable lenses or a fixed one), as the category declares it (`kind`); others have none. Written as a short string on
 * the card (shared/card.ts) so the worker can match alternatives without the specs.
 */
export function alternativeKind(categoryId: CategoryId, specs: unknown, headphoneType?: string): string | undefined {
  const kind = (declarationOf(categoryId) as CategoryDeclaration | undefined)?.kind;
  return kind?.of(specs ?? {}, { headphoneType });
}

/** Below this many candidates of the very same screen size, the nearest sizes join them. */
export const SAME_KIND_ENOUGH = 3;

/**
 * The candidates an alternative may be chosen from: those of the product's kind. Screen sizes are
 * measures: with fewer than SAME_KIND_ENOUGH of the same size, the nearest sizes are added, size by
 * size, until there are enough. Types are not: a true-wireless earbud is no alternative to
 * over-ear headphones however few there are. A product of unknown kind keeps every candidate; a
 * candidate of unknown kind is left out for a product of known kind.
 */
export function sameKind<T extends { kind?: string }>(categoryId: CategoryId, kind: string | undefined, candidates: readonly T[]): T[] {
  if (kind === undefined) return [...candidates];
  const known = candidates.filter((c) => c.kind !== undefined);
  const same = known.filter((c) => c.kind === kind);
  if (!(declarationOf(categoryId) as CategoryDeclaration | undefined)?.kind?.byNearestSize || same.length >= SAME_KIND_ENOUGH) return same;
  const own = Number(kind);
  const sizes = [...new Set(known.map((c) => Number(c.kind)).filter((size) => size !== own))].sort((a, b) => Math.abs(a - own) - Math.abs(b - own) || a - b);
  const chosen = new Set([own]);
  let count = same.length;
  for (const size of sizes) {
    if (count >= SAME_KIND_ENOUGH) break;
    chosen.add(size);
    count += known.filter((c) => Number(c.kind) === size).length;
  }
  return known.filter((c) => chosen.has(Number(c.kind)));
}
