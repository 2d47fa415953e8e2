import type { DeepReadonly } from "../deep-readonly";
import { rangeText } from "../filters/active";
import { sanitiseRange } from "../filters/sanitise-range";
import { FEATURES_FILTER_ID, type AppliedFilters, type FilterDefinition, type RangeValue } from "../filters/types";

type Filters = DeepReadonly<AppliedFilters>;
type Value = Filters[string];

const isRange = (value: Value): value is RangeValue => typeof value === "object" && value !== null && !Array.isArray(value);

/** A range the listing has that stays inside the use's: as narrow or narrower at each end the use sets. */
function rangeHolds(wanted: RangeValue, value: Value): boolean {
  const range = isRange(value) ? sanitiseRange(value) : undefined;
  if (!range) return false;
  if (wanted.min !== undefined && (range.min === undefined || range.min < wanted.min)) return false;
  return wanted.max === undefined || (range.max !== undefined && range.max <= wanted.max);
}

/** One condition of a use, kept by the listing's filters (whatever else they hold). */
function conditionHolds(id: string, wanted: Value, applied: Filters): boolean {
  const value = Object.hasOwn(applied, id) ? applied[id] : undefined;
  if (id === FEATURES_FILTER_ID) {
    const features = (value ?? {}) as Readonly<Record<string, unknown>>;
    return Object.keys(wanted ?? {}).every((feature) => Object.hasOwn(features, feature) && features[feature] === true);
  }
  if (Array.isArray(wanted)) return Array.isArray(value) && value.length > 0 && value.every((v) => wanted.includes(v));
  if (isRange(wanted)) return rangeHolds(wanted, value);
  return value === wanted;
}

/**
 * Whether a use is still what the listing shows: every one of its conditions holds, as it is or
 * narrowed (a lower price typed, fewer of its options), whatever other filters were added. Taking
 * one of its conditions away, or widening it, means the use no longer describes the list.
 */
export function keepsUse(useFilters: Filters, applied: Filters): boolean {
  const conditions = Object.keys(useFilters);
  return conditions.length > 0 && conditions.every((id) => conditionHolds(id, useFilters[id], applied));
}

/** A filter's label inside a sentence: "Autonomía" reads "autonomía"; names and acronyms ("VRR", "Wi-Fi") stay. */
const inSentence = (label: string) => (/^\p{Lu}[\p{Ll}]*(\s|$)/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

/** Spanish "o" turns "u" before a word that starts with the sound o ("Mini LED u OLED"). */
const or = (next: string) => (/^h?[oó]/i.test(next) ? "u" : "o");

/**
 * What a use asks for, in the shopper's words and the use's own order: "autonomía desde 10 h,
 * precio hasta 900 €" ('Para estudiar'). Shown beside the use while it is marked, so a condition
 * that narrows the list is never hidden behind the use's name.
 */
export function conditionsOfUse(useFilters: Filters, definitions: readonly FilterDefinition[]): string {
  const byId = new Map(definitions.map((d) => [d.id, d]));
  const features = new Map((byId.get(FEATURES_FILTER_ID)?.children ?? []).map((c) => [c.id, c.label]));
  const parts: string[] = [];
  for (const [id, value] of Object.entries(useFilters)) {
    if (id === FEATURES_FILTER_ID) {
      for (const feature of Object.keys(value ?? {})) parts.push(features.get(feature) ?? feature);
      continue;
    }
    const definition = byId.get(id);
    if (!definition) continue;
    const label = inSentence(definition.label);
    if (Array.isArray(value)) {
      const names = new Map((definition.options ?? []).map((o) => [o.value, o.label]));
      const chosen = value.map((v: string) => names.get(v) ?? v);
      parts.push(`${label} ${chosen.length > 1 ? `${chosen.slice(0, -1).join(", ")} ${or(chosen.at(-1)!)} ${chosen.at(-1)}` : chosen[0]}`);
    } else if (isRange(value)) {
      const range = sanitiseRange(value);
      if (range) parts.push(`${label} ${rangeText(range, definition.unit)}`);
    } else if (value === true) {
      parts.push(definition.label);
    }
  }
  return parts.join(", ");
}
