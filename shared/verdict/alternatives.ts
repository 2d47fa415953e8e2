import type { ProductCardData } from "../card";
import { RELATIVE_BAND, SCORE_BAND, withinBand } from "./tie-bands";

/**
 * 'Alternativas' on a product page, from the related lists the page already has (similar specs,
 * similar price):
 * - the cheapest product with a similar overall score (within the 3-point band) that costs less
 *   (outside the 5 % band);
 * - the best-scored product at a similar price (within 15 % of it) whose overall score is clearly
 *   higher (outside the 3-point band).
 * Either may be missing; a product without an overall score gets neither.
 */
export interface Alternatives {
  cheaper: ProductCardData | null;
  better: ProductCardData | null;
}

/** How far a price may be from the product's and still be "a similar price". */
export const SIMILAR_PRICE_RATIO = 0.15;

export function alternatives(product: { id: string; price: number; overall?: number }, related: readonly ProductCardData[]): Alternatives {
  const own = product.overall;
  if (typeof own !== "number" || !Number.isFinite(own)) return { cheaper: null, better: null };
  const seen = new Set<string>([product.id]);
  const candidates = related.filter((card) => {
    if (seen.has(card.id) || typeof card.overall !== "number" || !(card.price > 0)) return false;
    seen.add(card.id);
    return true;
  });
  const cheaper = candidates
    .filter((c) => withinBand(c.overall!, own, SCORE_BAND) && c.price < product.price && !withinBand(c.price, product.price, RELATIVE_BAND))
    .sort((a, b) => a.price - b.price || b.overall! - a.overall!)[0];
  const better = candidates
    .filter((c) => Math.abs(c.price - product.price) <= SIMILAR_PRICE_RATIO * product.price && c.overall! > own && !withinBand(c.overall!, own, SCORE_BAND))
    .sort((a, b) => b.overall! - a.overall! || a.price - b.price)[0];
  return { cheaper: cheaper ?? null, better: better ?? null };
}
