import { formatNumber, formatPrice } from "../format";
import { currentPrice } from "../prices/current-price";
import type { Product } from "../product";
import { sameCategory, sharedScoreAspects } from "./shared-aspects";
import { FEATURES, type Feature } from "./features";
import { RELATIVE_BAND, SCORE_BAND, SCORE_TIE_POINTS, bestIndexes, outrightWinner, type TieBand } from "./tie-bands";
import { productName } from "../product-name";
import { inSentence, joinSpanish, scoreText } from "./wording";
import { useAspect } from "./use-aspects";
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
 * "empate", which the use the shopper came from breaks when one product is clearly ahead on the
 * aspect that speaks for it (use-aspects.ts). Products of different categories get no verdict at all.
 *
 * It reads as a person writes it: at most one line per compared product, each naming at most three
 * aspects (the largest leads), money said as money ("163 € más barato", "más puntos por cada euro").
 */
export interface ComparisonVerdict {
  /** One line per product that wins something, in the order compared. */
  lines: { id: string; text: string; wins: string[] }[];
  /**
   * Of three products, what two of them both do clearly better than the third (within the band of
   * each other), in the room the products' lines leave; or, when no product wins anything, the
   * line that says so.
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
  /** An aspect the shopper may prioritise, or what the money buys (said after the aspects, as a fact). */
  kind: "aspect" | "money";
  /** The win as a verdict says it, e.g. "cámara (90 frente a 85)", "163 € más barato". */
  describe: (winner: number, values: number[]) => string;
  /** Two leaders' lead over the third, e.g. "sonido (82 y 84 frente a 73)". */
  describeShared?: (leaders: number[], values: number[]) => string;
}

/** The most aspects one line names: a shopper reads the largest leads, the table has the rest. */
const MAX_ASPECTS_PER_LINE = 3;
/** A yes/no feature the others lack counts as a clear lead, ranked like a 5-point score lead. */
const FEATURE_LEAD = 5;

interface Win {
  text: string;
  /** How far ahead, to name the largest leads first (score points; FEATURE_LEAD for a feature). */
  lead: number;
}

/** The `max` largest leads, in the order they were found (the category's order of aspects). */
function strongest(wins: readonly Win[], max: number): string[] {
  const kept = new Set([...wins].sort((a, b) => b.lead - a.lead).slice(0, max));
  return wins.filter((win) => kept.has(win)).map((win) => win.text);
}

/** "163 €": a difference of money as a person says it, in whole units. */
function wholeAmountText(amount: number, currency: string): string {
  const whole = Math.max(1, Math.round(amount));
  return currency === "EUR" ? `${formatNumber(whole)}\u00a0€` : formatPrice(whole, currency).replace(/[,.]00(?=\D|$)/, "");
}

/** "82 y 84 frente a 73": the leaders' figures against the rest. */
function leadersAgainst(values: readonly number[], leaders: readonly number[], text: (v: number) => string): string {
  const rest = values.flatMap((v, i) => (leaders.includes(i) ? [] : [text(v)]));
  return `${joinSpanish(leaders.map((i) => text(values[i])))} frente a ${joinSpanish(rest)}`;
}

/** The lead over the next product, to rank a product's wins: a line names the largest first. */
function lead(values: readonly number[], winner: number, direction: "more" | "less"): number {
  const others = values.filter((_, i) => i !== winner);
  return direction === "more" ? values[winner] - Math.max(...others) : Math.min(...others) - values[winner];
}

function scoreMeasures(products: readonly Product[]): Measure[] {
  return sharedScoreAspects(products).map((aspect) => ({
    values: products.map((p) => p.score!.categories![aspect]),
    direction: "more",
    band: SCORE_BAND,
    kind: "aspect",
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
      kind: "money",
      describe: (winner, values) => {
        const saving = wholeAmountText(lead(values, winner, "less"), prices[winner].currency);
        return products.length === 2 ? `es ${saving} más barato` : `es el más barato (${saving} menos que el siguiente)`;
      },
    },
  ];
  const value = products.map((p) => pointsPer100Euros(p, now));
  if (value.every((v) => v !== null)) {
    // The figures (points per 100 €) are in the table's row; the sentence says what they mean.
    measures.push({ values: value, direction: "more", band: RELATIVE_BAND, kind: "money", describe: () => "da más puntos por cada euro" });
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

function overallLine(products: readonly Product[], use: { label: string; aspect: string } | null): string | null {
  const overall = products.map((p) => p.score?.overall);
  if (!overall.every((v): v is number => typeof v === "number" && Number.isFinite(v))) return null;
  const names = products.map(productName);
  const winner = outrightWinner(overall, "more", SCORE_BAND);
  if (winner !== null) return `En conjunto, el ${names[winner]} es mejor: ${against(overall, winner, scoreText)} de puntuación global.`;
  const leaders = bestIndexes(overall, "more", SCORE_BAND);
  const tied = leaders.length === 0 ? products.map((_, i) => i) : leaders;
  const line =
    leaders.length === 0
      ? `En conjunto, empate: ${joinSpanish(overall.map(scoreText))} de puntuación global, a menos de ${SCORE_TIE_POINTS} puntos.`
      : `En conjunto, empate entre ${joinSpanish(leaders.map((i) => `el ${names[i]}`))} (${joinSpanish(leaders.map((i) => scoreText(overall[i])))} de puntuación global); ` +
        `${joinSpanish(overall.flatMap((_, i) => (leaders.includes(i) ? [] : [`el ${names[i]} (${scoreText(overall[i])})`])))} queda${products.length - leaders.length > 1 ? "n" : ""} por detrás.`;
  return [line, useTieBreak(products, tied, use)].filter(Boolean).join(" ");
}

/**
 * Among the products tied overall, the one clearly ahead on the aspect that speaks for the use the
 * shopper came from (use-aspects.ts): "Para lo que buscas (Fotos de noche), mejor el X: 97 frente a 94 en cámara."
 */
function useTieBreak(products: readonly Product[], tied: readonly number[], use: { label: string; aspect: string } | null): string | null {
  if (!use) return null;
  const values = tied.map((i) => products[i].score?.categories?.[use.aspect]);
  if (!values.every((v): v is number => typeof v === "number" && Number.isFinite(v))) return null;
  const ahead = outrightWinner(values, "more", SCORE_BAND);
  if (ahead === null) return null;
  return `Para lo que buscas (${use.label}), mejor el ${productName(products[tied[ahead]])}: ${against(values, ahead, scoreText)} en ${inSentence(use.aspect)}.`;
}

/**
 * The verdict of a comparison of at least two products of one category; null otherwise (one
 * product, or several categories: only what they share is compared, and nothing is judged).
 * `now` decides whether prices are fresh enough to claim a price advantage; `useId` is the use the
 * shopper came from (use-definitions.ts), if any.
 */
export function comparisonVerdict(products: readonly Product[], now: number, useId?: string | null): ComparisonVerdict | null {
  if (products.length < 2 || !sameCategory(products)) return null;
  const aspects = new Map<number, Win[]>();
  const money = new Map<number, string[]>();
  const shared = new Map<string, string[]>();
  for (const measure of [...scoreMeasures(products), ...priceMeasures(products, now)]) {
    const values = measure.values as number[];
    const leaders = bestIndexes(values, measure.direction, measure.band);
    if (leaders.length === 1) {
      const [winner] = leaders;
      const text = measure.describe(winner, values);
      if (measure.kind === "money") money.set(winner, [...(money.get(winner) ?? []), text]);
      else aspects.set(winner, [...(aspects.get(winner) ?? []), { text, lead: lead(values, winner, measure.direction) }]);
    } else if (leaders.length === 2 && products.length === 3 && measure.describeShared) {
      const key = leaders.join(",");
      shared.set(key, [...(shared.get(key) ?? []), measure.describeShared(leaders, values)]);
    }
  }
  const features = featureWins(products);
  for (const [winner, won] of features.wins) aspects.set(winner, [...(aspects.get(winner) ?? []), ...won.map((text) => ({ text, lead: FEATURE_LEAD }))]);
  for (const [key, won] of features.shared) shared.set(key, [...(shared.get(key) ?? []), ...won]);

  const names = products.map(productName);
  const lines = products.flatMap((product, i) => {
    const own = strongest(aspects.get(i) ?? [], MAX_ASPECTS_PER_LINE);
    const facts = money.get(i) ?? [];
    if (own.length === 0 && facts.length === 0) return [];
    const priorities = own.length ? `Elige el ${names[i]} si priorizas ${joinSpanish(own)}` : `Elige el ${names[i]} si priorizas el precio`;
    const text = !facts.length ? `${priorities}.` : own.length ? `${priorities}; además, ${joinSpanish(facts)}.` : `${priorities}: ${joinSpanish(facts)}.`;
    return [{ id: product.id, text, wins: [...own, ...facts] }];
  });
  // A product that wins nothing gets no line of its own: what the others win says it. Lines about a
  // pair leading the third fill what room is left, at most one line per compared product in all.
  const sharedLines = [...shared].slice(0, Math.max(0, products.length - lines.length)).map(([key, leads]) => {
    const leaders = key.split(",").map(Number);
    const third = products.findIndex((_, i) => !leaders.includes(i));
    return `El ${names[leaders[0]]} y el ${names[leaders[1]]} superan al ${names[third]} en ${joinSpanish(leads.slice(0, MAX_ASPECTS_PER_LINE))}.`;
  });
  if (lines.length === 0 && sharedLines.length === 0) {
    sharedLines.push(
      products.length === 2 ? "Ninguno de los dos supera claramente al otro en ningún aspecto." : "Ninguno supera claramente a los demás en ningún aspecto.",
    );
  }
  return { lines, shared: sharedLines, overall: overallLine(products, useAspect(products[0].categoryId, useId)) };
}
