import type { DeepReadonly } from "../deep-readonly";
import { sanitiseRange } from "./sanitise-range";
import { FEATURES_FILTER_ID, type AppliedFilters, type FilterDefinition, type RangeValue } from "./types";

// Apart from the chips' texts (active.ts): the listing's first load counts the active filters for
// 'Filtros (N)', while the chips' code is loaded later with their section.

/** A filter that is on, with what it holds: a checked feature, a range, a ticked box, or options. */
export type FilterOn =
  | { kind: "feature"; definition: FilterDefinition }
  | { kind: "range"; definition: FilterDefinition; range: RangeValue }
  | { kind: "checkbox"; definition: FilterDefinition }
  | { kind: "options"; definition: FilterDefinition; values: readonly unknown[] };

/**
 * The filters a listing has on, in the sidebar's order (a feature's definition is the feature itself).
 * Counted the way the filters run (shared/filters/apply.ts): a range with neither end, an empty list
 * or an unchecked box is not a filter.
 */
export function filtersOn(definitions: readonly FilterDefinition[], applied: DeepReadonly<AppliedFilters>): FilterOn[] {
  const on: FilterOn[] = [];
  for (const definition of definitions) {
    if (definition.id === FEATURES_FILTER_ID) {
      const checked = applied.otherFeatures ?? {};
      for (const child of definition.children ?? []) {
        if ((Object.hasOwn(checked, child.id) && checked[child.id] === true) || (Object.hasOwn(applied, child.id) && applied[child.id] === true))
          on.push({ kind: "feature", definition: child });
      }
      continue;
    }
    const value = Object.hasOwn(applied, definition.id) ? applied[definition.id] : undefined;
    if (value === undefined) continue;
    if (definition.type === "range") {
      const range = sanitiseRange(value as RangeValue);
      if (range) on.push({ kind: "range", definition, range });
    } else if (definition.type === "checkbox") {
      if (value === true) on.push({ kind: "checkbox", definition });
    } else if (Array.isArray(value) && value.length > 0) {
      on.push({ kind: "options", definition, values: value });
    }
  }
  return on;
}

/** The number shown beside 'Filtros' (PRODUCT-RULES.md, Screens and routes): one per active filter, one per checked feature. */
export const countActiveFilters = (definitions: readonly FilterDefinition[], applied: DeepReadonly<AppliedFilters>): number =>
  filtersOn(definitions, applied).length;
