import { formatPrice } from "../format";
import { currentPrice } from "../prices/current-price";
import type { Product } from "../product";
import { sameCategory, sharedScoreAspects } from "./shared-aspects";
import { FEATURES, type Feature } from "./features";
import { RELATIVE_BAND, SCORE_BAND, SCORE_TIE_POINTS, bestIndexes, outrightWinner, type TieBand } from "./tie-bands";
import { inSentence, joinSpanish, perHundredEurosText, productName, scoreText } from "./wording";
import { pointsPer100Euros, pricesComparable } from "./value";

export { sameCategory, sharedScoreAspects };

/**
 * 'En resumen' of a comparison: when to choose each product, from the aspects it wins.
 *
 * An aspect is won by one product only, when it is the best and outside the tie band against
 * every other compared product (tie-bands.ts). The aspects are the aspect scores all the products
 * have (`score.categories`, 3 points), the price (5 %, only when every price is fresh), the score
 * per euro (5 %, same condition) and the yes/no features the category's rules name (features.ts).
 * The overall line compares the overall scores with the same 3-point band: one product better, or
 * "empate". Products of different categories get no verdict at all.
 */
export interface ComparisonVerdict {
  /** One line per product, in the order compared. */
  lines: { id: string; text: string; wins: string[] }[];
  /**
   * Of three products, what two of them both do clearly better than the third (within the band of
   * each other): one line per pair of leaders, so the leaders' lines need not claim it alone.
   */
  shared: string[];
  /** The overall line, when every product has an overall score. */
  overall: string | null;
}

/** "90 frente a 85", "95 frente a 91 y 90": the winner's figure against the others', as shown beside. */
function against(values: readonly number[], winner: number, text: (v: number) => string): string {
  return `${text(values[winner])} frente a ${joinSpanish(values.filter((_, i) => i !== winner).map(text))}`;
}

interface Measure {
  values: (number | null)[];
  direction: "more" | "less";
  band: TieBand;
  /** The win as a verdict says it, e.g. "cámara (90 frente a 85)". */
  describe: (winner: number, values: number[]) => string;
  /** Two leaders' lead over the third, e.g. "sonido (82 y 84 frente a 73)". */
  describeShared?: (leaders: number[], values: number[]) => string;
}

/** "82 y 84 frente a 73": the leaders' figures against the rest. */
function leadersAgainst(values: readonly number[], leaders: readonly number[], text: (v: number) => string): string {
  const rest = values.flatMap((v, i) => (leaders.includes(i) ? [] : [text(v)]));
  return `${joinSpanish(leaders.map((i) => text(values[i])))} frente a ${joinSpanish(rest)}`;
}

function scoreMeasures(products: readonly Product[]): Measure[] {
  return sharedScoreAspects(products).map((aspect) => ({
    values: products.map((p) => p.score!.categories![aspect]),
    direction: "more",
    band: SCORE_BAND,
    describe: (winner, values) => `${inSentence(aspect)} (${against(values, winner, scoreText)})`,
    describeShared: (leaders, values) => `${inSentence(aspect)} (${leadersAgainst(values, leaders, scoreText)})`,
  }));
}

function priceMeasures(products: readonly Product[], now: number): Measure[] {
  if (!pricesComparable(products, now)) return [];
  const prices = products.map((p) => currentPrice(p, now));
  const measures: Measure[] = [
    {
      values: prices.map((p) => p.price),
      direction: "less",
      band: RELATIVE_BAND,
      describe: (winner, values) => {
        const next = Math.min(...values.filter((_, i) => i !== winner));
        return `precio (−${formatPrice(next - values[winner], prices[winner].currency)})`;
      },
    },
  ];
  const value = products.map((p) => pointsPer100Euros(p, now));
  if (value.every((v) => v !== null)) {
    measures.push({
      values: value,
      direction: "more",
      band: RELATIVE_BAND,
      describe: (winner, values) => `puntuación por euro (${against(values, winner, perHundredEurosText)} puntos por cada 100\u00a0€)`,
    });
  }
  return measures;
}

/**
 * The features in the verdict that some products have and every other product says it lacks: one
 * holder is an outright win, two holders of three a shared lead (keyed by the pair, "0,2").
 */
function featureWins(products: readonly Product[]): { wins: Map<number, string[]>; shared: Map<string, string[]> } {
  const wins = new Map<number, string[]>();
  const shared = new Map<string, string[]>();
  const table = FEATURES[products[0].categoryId] as Feature[];
  for (const feature of table.filter((f) => f.inVerdict)) {
    const has = products.map((p) => feature.has(p.specs ?? {}, p));
    if (has.includes(null)) continue;
    const holders = has.flatMap((h, i) => (h ? [i] : []));
    if (holders.length === 1) {
      wins.set(holders[0], [...(wins.get(holders[0]) ?? []), `${feature.label} (${products.length === 2 ? "el otro no" : "los demás no"})`]);
    } else if (holders.length === 2 && products.length === 3) {
      const key = holders.join(",");
      shared.set(key, [...(shared.get(key) ?? []), `${feature.label} (sí frente a no)`]);
    }
  }
  return { wins, shared };
}

function overallLine(products: readonly Product[]): string | null {
  const overall = products.map((p) => p.score?.overall);
  if (!overall.every((v): v is number => typeof v === "number" && Number.isFinite(v))) return null;
  const names = products.map(productName);
  const winner = outrightWinner(overall, "more", SCORE_BAND);
  if (winner !== null) return `En conjunto, el ${names[winner]} es mejor: ${against(overall, winner, scoreText)} de puntuación global.`;
  const leaders = bestIndexes(overall, "more", SCORE_BAND);
  if (leaders.length === 0) {
    return `En conjunto, empate: ${joinSpanish(overall.map(scoreText))} de puntuación global, a menos de ${SCORE_TIE_POINTS} puntos.`;
  }
  const behind = overall.flatMap((_, i) => (leaders.includes(i) ? [] : [i]));
  return (
    `En conjunto, empate entre ${joinSpanish(leaders.map((i) => `el ${names[i]}`))} (${joinSpanish(leaders.map((i) => scoreText(overall[i])))} de puntuación global); ` +
    `${joinSpanish(behind.map((i) => `el ${names[i]} (${scoreText(overall[i])})`))} queda${behind.length > 1 ? "n" : ""} por detrás.`
  );
}

/**
 * The verdict of a comparison of at least two products of one category; null otherwise (one
 * product, or several categories: only what they share is compared, and nothing is judged).
 * `now` decides whether prices are fresh enough to claim a price advantage.
 */
export function comparisonVerdict(products: readonly Product[], now: number): ComparisonVerdict | null {
  if (products.length < 2 || !sameCategory(products)) return null;
  const wins = new Map<number, string[]>();
  const shared = new Map<string, string[]>();
  for (const measure of [...scoreMeasures(products), ...priceMeasures(products, now)]) {
    const values = measure.values as number[];
    const leaders = bestIndexes(values, measure.direction, measure.band);
    if (leaders.length === 1) {
      wins.set(leaders[0], [...(wins.get(leaders[0]) ?? []), measure.describe(leaders[0], values)]);
    } else if (leaders.length === 2 && products.length === 3 && measure.describeShared) {
      const key = leaders.join(",");
      shared.set(key, [...(shared.get(key) ?? []), measure.describeShared(leaders, values)]);
    }
  }
  const features = featureWins(products);
  for (const [winner, won] of features.wins) wins.set(winner, [...(wins.get(winner) ?? []), ...won]);
  for (const [key, won] of features.shared) shared.set(key, [...(shared.get(key) ?? []), ...won]);

  const names = products.map(productName);
  const lines = products.map((product, i) => {
    const own = wins.get(i) ?? [];
    const others = products.length === 2 ? `al ${names[1 - i]}` : "a los demás";
    const leads = [...shared.keys()].some((key) => key.split(",").map(Number).includes(i));
    const text = own.length
      ? `Elige el ${names[i]} si priorizas ${joinSpanish(own)}.`
      : `El ${names[i]} no supera ${leads ? "por sí solo" : "claramente"} ${others} en ningún aspecto.`;
    return { id: product.id, text, wins: own };
  });
  const sharedLines = [...shared].map(([key, leads]) => {
    const leaders = key.split(",").map(Number);
    const third = products.findIndex((_, i) => !leaders.includes(i));
    return `El ${names[leaders[0]]} y el ${names[leaders[1]]} superan al ${names[third]} en ${joinSpanish(leads)}.`;
  });
  return { lines, shared: sharedLines, overall: overallLine(products) };
}
