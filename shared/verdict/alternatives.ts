import type { ProductCardData } from "../card";
import type { CategoryId } from "../categories";
import { cardPrice } from "../prices/card-price";
import { DEFAULT_PRICE_FRESH_HOURS } from "../prices/freshness";
import { sameKind } from "./alternative-kind";
import { RELATIVE_BAND, SCORE_BAND, withinBand } from "./tie-bands";

/**
 * 'Alternativas' on a product page, from the related lists the page already has (similar specs,
 * similar price), among those of the product's kind (alternative-kind.ts: a TV's screen size, a
 * headphone's or a camera's type):
 * - the cheapest product with a similar overall score (within the 3-point band) that costs less
 *   (outside the 5 % band);
 * - the best-scored product at a similar price (within 15 % of it) whose overall score is clearly
 *   higher (outside the 3-point band).
 * Prices are the current ones at `now`: a stale price (the product's or a candidate's) claims no
 * "cheaper" and no "similar price". Either may be missing; a product without an overall score gets neither.
 */
export interface Alternatives {
  cheaper: ProductCardData | null;
  better: ProductCardData | null;
}

/** How far a price may be from the product's and still be "a similar price". */
export const SIMILAR_PRICE_RATIO = 0.15;

export interface AlternativesOf {
  id: string;
  categoryId: CategoryId;
  /** The product's current price; `fresh` false when it is only the last price seen. */
  price: number;
  fresh: boolean;
  overall?: number;
  kind?: string;
}

export function alternatives(
  product: AlternativesOf,
  related: readonly ProductCardData[],
  now: number,
  freshHours: number = DEFAULT_PRICE_FRESH_HOURS,
): Alternatives {
  const own = product.overall;
  if (typeof own !== "number" || !Number.isFinite(own) || !product.fresh) return { cheaper: null, better: null };
  const seen = new Set<string>([product.id]);
  const unique = related.filter((card) => {
    if (seen.has(card.id) || card.categoryId !== product.categoryId || typeof card.overall !== "number") return false;
    seen.add(card.id);
    return true;
  });
  const candidates = sameKind(product.categoryId, product.kind, unique)
    .map((card) => ({ card, shown: cardPrice(card, now, freshHours) }))
    .filter(({ shown }) => shown.fresh && shown.price > 0)
    .map(({ card, shown }) => ({ card, price: shown.price, overall: card.overall! }));
  const cheaper = candidates
    .filter((c) => withinBand(c.overall, own, SCORE_BAND) && c.price < product.price && !withinBand(c.price, product.price, RELATIVE_BAND))
    .sort((a, b) => a.price - b.price || b.overall - a.overall)[0];
  const better = candidates
    .filter((c) => Math.abs(c.price - product.price) <= SIMILAR_PRICE_RATIO * product.price && c.overall > own && !withinBand(c.overall, own, SCORE_BAND))
    .sort((a, b) => b.overall - a.overall || a.price - b.price)[0];
  return { cheaper: cheaper?.card ?? null, better: better?.card ?? null };
}
