import { SCORE_BAND, withinBand } from "./tie-bands";

/**
 * Where a category's products stand on each score: its quartiles, worked out when the catalogue is
 * built (they depend on the whole category) and carried by the category's manifest, so a product page
 * only compares its own figures with three numbers per score.
 */
export interface Quartiles {
  /** The value a quarter of the category is at or below. */
  q1: number;
  median: number;
  /** The value a quarter of the category is at or above. */
  q3: number;
  /** The category's best value. */
  max: number;
  /** How many products have the score. */
  count: number;
}

export interface CategoryStanding {
  overall: Quartiles | null;
  /** Per aspect score (`score.categories`), keyed as the products key them. */
  aspects: Record<string, Quartiles>;
}

/** Below this many products a quartile says nothing about a category. */
export const MIN_PRODUCTS_FOR_STANDING = 8;

/** Nearest-rank quantile of ascending `sorted`. */
const quantile = (sorted: readonly number[], p: number): number => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

function quartiles(values: number[]): Quartiles | null {
  if (values.length < MIN_PRODUCTS_FOR_STANDING) return null;
  const sorted = values.sort((a, b) => a - b);
  return { q1: quantile(sorted, 0.25), median: quantile(sorted, 0.5), q3: quantile(sorted, 0.75), max: sorted[sorted.length - 1], count: sorted.length };
}

interface Scored {
  overall?: number;
  categoryScores?: Record<string, number>;
}

/** The standing of a category from its products' scores (one pass per score, sorted once). */
export function categoryStanding(products: readonly Scored[]): CategoryStanding {
  const overall: number[] = [];
  const perAspect = new Map<string, number[]>();
  for (const product of products) {
    if (typeof product.overall === "number" && Number.isFinite(product.overall)) overall.push(product.overall);
    for (const [aspect, value] of Object.entries(product.categoryScores ?? {})) {
      if (typeof value !== "number" || !Number.isFinite(value)) continue;
      const list = perAspect.get(aspect) ?? [];
      list.push(value);
      perAspect.set(aspect, list);
    }
  }
  const aspects: Record<string, Quartiles> = {};
  for (const [aspect, values] of perAspect) {
    const q = quartiles(values);
    if (q) aspects[aspect] = q;
  }
  return { overall: quartiles(overall), aspects };
}

/**
 * "top": in the category's best quarter and clearly above its median (outside the 3-point band);
 * "bottom": in its lowest quarter and clearly below the median; otherwise above, at or below it.
 */
export function standingOf(value: number, q: Quartiles): "top" | "upper" | "middle" | "lower" | "bottom" {
  if (value >= q.q3 && !withinBand(value, q.median, SCORE_BAND) && value > q.median) return "top";
  if (value <= q.q1 && !withinBand(value, q.median, SCORE_BAND) && value < q.median) return "bottom";
  if (value > q.median) return "upper";
  return value < q.median ? "lower" : "middle";
}
