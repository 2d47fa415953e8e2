import type { ProductDetail, SpecRow } from "./product";
import type { CompareRow, CompareSection } from "./compare-rows";
import { scoreTone } from "./scores";
import { summaryRows } from "./summary-rows";
import { directionOf } from "./verdict/directions";
import { FEATURES, type Feature } from "./verdict/features";
import { RELATIVE_BAND, SCORE_BAND, bandOf, bestIndexes } from "./verdict/tie-bands";
import { sameCategory, sharedScoreAspects } from "./verdict/shared-aspects";
import { perHundredEurosText, scoreText } from "./verdict/wording";
import { pointsPer100Euros, pricesComparable } from "./verdict/value";

// The rows' shape and 'Solo diferencias' live apart from the rules that build them: the browser
// shows rows the worker built and filters them without loading these rules (client/components/compare).
export { onlyDifferences, type CompareRow, type CompareSection } from "./compare-rows";

/**
 * Rows of every product aligned by key. `judge` says whether 'Mejor' may be given at all (never
 * across categories) and which numbers may be compared (a stale price may not).
 */
function alignRows(perProduct: SpecRow[][], judge: ((key: string) => boolean) | null, category: ProductDetail["categoryId"]): CompareRow[] {
  const order: string[] = [];
  const labels = new Map<string, string>();
  for (const rows of perProduct) {
    for (const row of rows) {
      if (!labels.has(row.key)) {
        order.push(row.key);
        labels.set(row.key, row.label);
      }
    }
  }
  return order.map((key) => {
    const cells = perProduct.map((rows) => rows.find((r) => r.key === key) ?? null);
    const values = cells.map((c) => c?.value ?? null);
    const numbers = cells.map((c) => c?.number ?? null);
    const best = judge?.(key) ? bestIndexes(numbers, directionOf(category, key), bandOf(key)) : [];
    return { key, label: labels.get(key) ?? key, values, best, differs: new Set(values).size > 1 };
  });
}

/** The aspect scores every product has, as rows with numbers and bars; then the score per euro when prices allow. */
function scoreSection(products: readonly ProductDetail[], now: number): CompareSection | null {
  const rows: CompareRow[] = sharedScoreAspects(products).map((aspect) => {
    const numbers = products.map((p) => p.score!.categories![aspect]);
    const percent = numbers.map((n) => Math.max(0, Math.min(100, n)));
    return {
      key: `aspect.${aspect}`,
      label: aspect,
      values: numbers.map((n) => `${scoreText(n)}/100`),
      best: products.length > 1 && sameCategory(products) ? bestIndexes(numbers, "more", SCORE_BAND) : [],
      differs: new Set(numbers.map(Math.round)).size > 1,
      bars: percent.map((p) => ({ percent: p, tone: scoreTone(p) })),
    };
  });
  const value = products.map((p) => pointsPer100Euros(p, now));
  if (products.length > 1 && sameCategory(products) && pricesComparable(products, now) && value.every((v) => v !== null)) {
    const texts = value.map((v) => `${perHundredEurosText(v)} puntos`);
    rows.push({
      key: "pointsPer100Euros",
      label: "Puntuación por cada 100\u00a0€",
      values: texts,
      best: bestIndexes(value, "more", RELATIVE_BAND),
      differs: new Set(texts).size > 1,
    });
  }
  return rows.length ? { id: "aspects", label: "Puntuaciones por aspecto", rows } : null;
}

/** The yes/no features of the category (features.ts) where at least one product says something. */
function featureSection(products: readonly ProductDetail[]): CompareSection | null {
  const table = FEATURES[products[0].categoryId] as Feature[];
  const rows = table.flatMap((feature): CompareRow[] => {
    const has = products.map((p) => feature.has(p.specs ?? {}, p));
    if (has.every((h) => h === null)) return [];
    const values = has.map((h) => (h === null ? null : h ? "Sí" : "No"));
    const best = has.includes(true) && has.includes(false) ? has.flatMap((h, i) => (h === true ? [i] : [])) : [];
    return [{ key: `feature.${feature.id}`, label: feature.label, values, best, differs: new Set(values).size > 1 }];
  });
  return rows.length ? { id: "features", label: "Características clave", rows } : null;
}

/**
 * Products side by side, row by row. Products of one category are compared on every spec group,
 * their shared aspect scores and their category's key features, with 'Mejor' by the rules of
 * shared/verdict (direction and tie band per measure; a stale price is never 'Mejor'). Products of
 * different categories are compared only on what they share (price, scores, common fields), and
 * nothing is marked better: an iPhone's price says nothing against a television's.
 * `now` (ms) is the time prices are judged fresh at; prices are each product's best current offer then.
 */
export function buildComparison(products: readonly ProductDetail[], now: number, freshHours?: number): CompareSection[] {
  if (products.length === 0) return [];
  const same = sameCategory(products);
  const category = products[0].categoryId;
  const freshPrices = pricesComparable(products, now);
  const judge = same && products.length > 1 ? (key: string) => key !== "price" || freshPrices : null;
  const sections: CompareSection[] = [
    {
      id: "summary",
      label: "Resumen",
      rows: alignRows(
        products.map((p) => summaryRows(p, now, freshHours)),
        judge,
        category,
      ),
    },
  ];
  const aspects = scoreSection(products, now);
  if (aspects) sections.push(aspects);
  const features = same ? featureSection(products) : null;
  if (features) sections.push(features);
  const groupsPerProduct = products.map((p) => p.specGroups ?? []);
  const groupIds: string[] = [];
  for (const groups of groupsPerProduct) for (const g of groups) if (!groupIds.includes(g.id)) groupIds.push(g.id);
  for (const id of groupIds) {
    if (!same && id !== "general") continue;
    const perProduct = groupsPerProduct.map((groups) => groups.find((g) => g.id === id)?.rows ?? []);
    const rows = alignRows(perProduct, judge, category).filter(
      (row) => same || ["brand", "model", "year", "general.releaseDate", "general.warranty", "general.colorOptions"].includes(row.key),
    );
    const label = groupsPerProduct.flat().find((g) => g.id === id)?.label ?? id;
    if (rows.length) sections.push({ id, label, rows });
  }
  return sections;
}
