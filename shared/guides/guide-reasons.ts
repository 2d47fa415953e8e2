import type { FilterIndex } from "../filters/filter-index";
import { formatFilterNumber } from "../filters/active";
import type { FilterDefinition } from "../filters/types";
import { formatPrice } from "../format";
import type { ProductSummary } from "../summary";
import type { GuideRole } from "./guide-types";
import { lowerQuartile, medianScore } from "./guide-quantiles";

/**
 * The reasons beside a pick: two or three sentences, each with its figures from the category's
 * data (never written by hand): a score against the guide's mean, points per 100 €, the lowest
 * price, a spec the use asks for against the others that meet it.
 */

interface Ranked {
  position: number;
  score: number;
  overall: number;
  price: number;
}

/** What the reasons are told from: the guide's products, with and without a fresh price. */
export interface GuideFacts {
  products: readonly ProductSummary[];
  index: FilterIndex;
  definitions: readonly FilterDefinition[];
  /** The aspect score the guide ranks by; null: the overall score. */
  aspect: string | null;
  /** The use's spec ranges and whether more of the spec is what it asks for. */
  ranges: readonly { definition: FilterDefinition; more: boolean }[];
  eligible: readonly Ranked[];
  priced: readonly Ranked[];
  /** A use's guide ("de los 12 que cumplen") or the category's ("de los 22 de la categoría"). */
  inUse: boolean;
}

/** The most reasons a pick shows. */
export const MAX_REASONS = 3;

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
/** The largest or smallest of many values (a spread of a large category's values would overflow the call stack). */
const extreme = (values: readonly number[], more: boolean) =>
  values.reduce((best, v) => (more ? Math.max(best, v) : Math.min(best, v)), more ? -Infinity : Infinity);
/** A mean or ratio as a figure: one decimal under 100, whole above ("9,7 ms", "1.723 nits"). */
const oneDecimal = (value: number) => formatFilterNumber(Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10);
/** A label inside a sentence: "Calidad de imagen" reads "calidad de imagen"; acronyms ("GPS", "VRR") stay. */
const inSentence = (label: string) => (/^\p{Lu}\p{Ll}*(\s|$)/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);
/** "Frecuencia", "autonomía", "capacidad", "batería" are feminine; most spec names are not. */
const feminine = (label: string) => /^(\S*(a|ión|dad))(\s|$)/i.test(label.trim()) && !/^(\S*ma)(\s|$)/i.test(label.trim());
const unitAfter = (unit: string | undefined) => (!unit ? "" : unit === '"' ? unit : ` ${unit}`);

const among = (facts: GuideFacts, count: number) => (facts.inUse ? `de los ${count} que cumplen` : `de los ${count} de la categoría`);

/**
 * "94 en gaming frente a 88 de media", or "…, la más alta de los 12 que cumplen". Beside another
 * role's own reason it is said only when it speaks for the pick (above the mean).
 */
function scoreReason(facts: GuideFacts, pick: Ranked, always: boolean): string | null {
  const scores = facts.eligible.map((c) => c.score);
  const what = facts.aspect ? `${pick.score} en ${inSentence(facts.aspect)}` : `puntuación global de ${pick.score}`;
  if (pick.score >= extreme(scores, true) && scores.length > 1) return `${what}, la más alta ${among(facts, scores.length)}`;
  const average = Math.round(mean(scores));
  return always || pick.score > average ? `${what} frente a ${average} de media` : null;
}

/** The pick's price against the guide's mean, when below it: a reason a short list can still give. */
function priceReason(facts: GuideFacts, pick: Ranked): string | null {
  const average = mean(facts.priced.map((c) => c.price));
  return pick.price < average * 0.95 ? `${formatPrice(pick.price)} frente a ${formatPrice(Math.round(average))} de precio medio` : null;
}

/** In a use's guide: the overall score too, when it is above the guide's mean. */
function overallReason(facts: GuideFacts, pick: Ranked): string | null {
  if (!facts.aspect) return null;
  const overall = facts.products[pick.position].overall;
  if (overall === undefined) return null;
  const average = Math.round(mean(facts.eligible.map((c) => facts.products[c.position].overall ?? c.score)));
  return overall > average ? `puntuación global de ${overall} frente a ${average} de media` : null;
}

const pointsPer100 = (c: Ranked) => (c.score / c.price) * 100;

/** "8,6 puntos por cada 100 €, la mejor relación de los 9 con una puntuación de 88 o más". */
function valueReason(facts: GuideFacts, pick: Ranked): string {
  const floor = medianScore(facts.priced.map((c) => c.score).sort((a, b) => a - b));
  const count = facts.priced.filter((c) => c.score >= floor).length;
  return `${oneDecimal(pointsPer100(pick))} puntos por cada 100 €, la mejor relación de los ${count} con una puntuación de ${floor} o más`;
}

/** "299,00 €, el precio más bajo de los 10 con una puntuación de 70 o más". */
function cheapReason(facts: GuideFacts, pick: Ranked): string {
  const floor = lowerQuartile(facts.priced.map((c) => c.score).sort((a, b) => a - b));
  const count = facts.priced.filter((c) => c.score >= floor).length;
  return `${formatPrice(pick.price)}, el precio más bajo de los ${count} con una puntuación de ${floor} o más`;
}

/** A number of a product at a filter's column (the most or least of several values, as the use asks). */
function specValue(facts: GuideFacts, id: string, position: number, more: boolean): number | null {
  const column = facts.index.columns.get(id);
  if (column?.kind === "number") {
    const value = column.values[position];
    return value === value ? value : null;
  }
  if (column?.kind === "numbers") {
    const list = column.values[position];
    return list?.length ? (more ? Math.max(...list) : Math.min(...list)) : null;
  }
  return null;
}

/** "input lag de 9,6 ms, el más bajo de los 12 que cumplen", or against the mean when not the best. */
function specReasons(facts: GuideFacts, pick: Ranked): string[] {
  const reasons: string[] = [];
  for (const { definition, more } of facts.ranges) {
    const value = specValue(facts, definition.id, pick.position, more);
    if (value === null) continue;
    const values = facts.eligible.map((c) => specValue(facts, definition.id, c.position, more)).filter((v): v is number => v !== null);
    if (values.length < 2) continue;
    const best = extreme(values, more);
    const label = inSentence(definition.label);
    const figure = `${label} de ${formatFilterNumber(value)}${unitAfter(definition.unit)}`;
    const average = mean(values);
    if (value === best && values.some((v) => v !== best)) {
      const article = feminine(definition.label) ? "la" : "el";
      const adjective = more ? (feminine(definition.label) ? "alta" : "alto") : feminine(definition.label) ? "baja" : "bajo";
      reasons.push(`${figure}, ${article} más ${adjective} ${among(facts, values.length)}`);
    } else if (more ? value > average : value < average) {
      reasons.push(`${figure} frente a ${oneDecimal(average)}${unitAfter(definition.unit)} de media`);
    }
  }
  return reasons;
}

/** The aspect where the pick leads the guide's products most: "93 en calidad de imagen frente a 85 de media". */
function aspectLeadReason(facts: GuideFacts, pick: Ranked): string | null {
  const own = facts.products[pick.position].categoryScores ?? {};
  let best: { aspect: string; value: number; average: number } | null = null;
  for (const [aspect, value] of Object.entries(own)) {
    if (aspect === facts.aspect || aspect === "Relación calidad-precio" || typeof value !== "number") continue;
    const values = facts.eligible.map((c) => facts.products[c.position].categoryScores?.[aspect]).filter((v): v is number => typeof v === "number");
    if (values.length < 2) continue;
    const average = mean(values);
    if (value > Math.round(average) && (!best || value - average > best.value - best.average)) best = { aspect, value, average };
  }
  return best && `${best.value} en ${inSentence(best.aspect)} frente a ${Math.round(best.average)} de media`;
}

/** A pick's reasons by its role, the role's own first. */
export function guideReasons(facts: GuideFacts, role: GuideRole, pick: Ranked): string[] {
  const specs = specReasons(facts, pick);
  // 'Mejor económico' already gives its price: the mean price would say it twice.
  const extra = [overallReason(facts, pick), aspectLeadReason(facts, pick), role === "economico" ? null : priceReason(facts, pick)];
  const ordered: (string | null)[] =
    role === "calidad-precio"
      ? [valueReason(facts, pick), scoreReason(facts, pick, false), ...specs, ...extra]
      : role === "economico"
        ? [cheapReason(facts, pick), scoreReason(facts, pick, false), ...specs, ...extra]
        : [scoreReason(facts, pick, true), ...specs, ...extra];
  return [...new Set(ordered.filter((r): r is string => r !== null))].slice(0, MAX_REASONS);
}
