import type { CategoryId } from "./categories";
import type { ProductSummary } from "./summary";
import type { SimilarityRule } from "./categories/types";
import { byCategory } from "./category-declarations";

/** PRODUCT-RULES.md (Key-spec chips and similarity): candidates kept per related list, and cards shown of them. */
export const RELATED_CANDIDATES = 40;
export const RELATED_SHOWN = 10;
/** Without a price segment, candidates within ±40 % of the price. */
const PRICE_WINDOW = 0.4;
/** Same-brand products join the price list only while fewer than this many others remain. */
const PRICE_MIN_OTHER_BRANDS = 5;

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * Points for a numeric gap: the first band that holds counts (bands are tiers, not cumulative).
 * Decimal values are not exact in binary (6.8 − 6.1 is 0.7000000000000002), so a gap counts as
 * within a band when it exceeds it by less than a billionth of the values compared.
 */
export function gapPoints(a: unknown, b: unknown, bands: ReadonlyArray<[maxGap: number, points: number]>): number {
  if (!isNum(a) || !isNum(b)) return 0;
  const gap = Math.abs(a - b);
  const tolerance = 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  for (const [maxGap, points] of bands) if (gap <= maxGap + tolerance) return points;
  return 0;
}

/** Points when both values are present and equal (case-insensitive for text). */
function samePoints(a: unknown, b: unknown, points: number): number {
  if (a === null || a === undefined || b === null || b === undefined) return 0;
  if (a === b) return points;
  return typeof a === "string" && typeof b === "string" && a.trim().toLowerCase() === b.trim().toLowerCase() ? points : 0;
}

export { chipFamily, cpuVendor } from "./categories/chip-names";
export { mainRearMegapixels } from "./categories/spec-parts";

/**
 * Each category's weights (its declaration's `similarity`) as what to read of a product (its
 * features, in order) and how to score each pair of features. Features are read once per product
 * and kept: a category's build compares each product with hundreds of others, and reading specs (or
 * classifying a chip name) per pair was most of its time.
 */
interface CategoryWeights {
  features(p: ProductSummary): unknown[];
  rules: readonly SimilarityRule[];
}

const WEIGHTS: Record<CategoryId, CategoryWeights> = byCategory(({ similarity }) => ({
  features: (p) => similarity.features(p.specs ?? {}, p),
  rules: similarity.rules,
}));

/** PRODUCT-RULES.md (Key-spec chips and similarity) "other": used for a category without its own weights. */
const FALLBACK: CategoryWeights = { features: (p) => [p.year], rules: [{ same: 1 }] };

const weightsOf = (p: ProductSummary) => (Object.hasOwn(WEIGHTS, p.categoryId) ? WEIGHTS[p.categoryId] : FALLBACK);

/** Features read once per product object (summaries are shared and never change once built). */
const featureCache = new WeakMap<ProductSummary, unknown[]>();
function featuresOf(p: ProductSummary, weights: CategoryWeights): unknown[] {
  let features = featureCache.get(p);
  if (!features) {
    // Text is compared case-insensitively and trimmed, as equal values are meant to be.
    features = weights.features(p).map((v) => (typeof v === "string" ? v.trim().toLowerCase() : v));
    featureCache.set(p, features);
  }
  return features;
}

/** Technical similarity of `candidate` to `product`; same brand costs a point. */
export function similarityScore(product: ProductSummary, candidate: ProductSummary): number {
  const weights = weightsOf(product);
  const x = featuresOf(product, weights);
  const y = featuresOf(candidate, weights);
  let score = product.brand === candidate.brand ? -1 : 0;
  for (let i = 0; i < weights.rules.length; i++) {
    const rule = weights.rules[i];
    score += "gap" in rule ? gapPoints(x[i], y[i], rule.gap) : samePoints(x[i], y[i], rule.same);
  }
  return score;
}

const priceGap = (a: ProductSummary, b: ProductSummary) => Math.abs(a.price - b.price);
/** Ties broken by id, compared as plain text: ids are ASCII, and localeCompare was most of a large build's time. */
const byId = (a: ProductSummary, b: ProductSummary) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** 'Especificaciones Similares': positive similarity only, best first, closer price breaking ties. */
export function similarBySpecs(product: ProductSummary, pool: readonly ProductSummary[]): ProductSummary[] {
  return pool
    .filter((c) => c.id !== product.id)
    .map((c) => ({ c, score: similarityScore(product, c) }))
    .filter(({ score }) => score > 0)
    .sort((x, y) => y.score - x.score || priceGap(product, x.c) - priceGap(product, y.c) || byId(x.c, y.c))
    .slice(0, RELATED_CANDIDATES)
    .map(({ c }) => c);
}

/**
 * 'Rango de Precio Similar': the same price segment (or ±40 % of the price without one); other
 * brands first, same-brand products added only while fewer than 5 others remain; each group by
 * price distance.
 */
export function similarByPrice(product: ProductSummary, pool: readonly ProductSummary[]): ProductSummary[] {
  const inRange = pool.filter((c) => {
    if (c.id === product.id || !isNum(c.price)) return false;
    if (product.priceSegment) return c.priceSegment === product.priceSegment;
    return Math.abs(c.price - product.price) <= product.price * PRICE_WINDOW;
  });
  const byDistance = (x: ProductSummary, y: ProductSummary) => priceGap(product, x) - priceGap(product, y) || byId(x, y);
  const others = inRange.filter((c) => c.brand !== product.brand).sort(byDistance);
  const sameBrand = others.length < PRICE_MIN_OTHER_BRANDS ? inRange.filter((c) => c.brand === product.brand).sort(byDistance) : [];
  return [...others, ...sameBrand].slice(0, RELATED_CANDIDATES);
}
