import type { ProductSummary } from "../summary";
import { sanitiseRange } from "./bounds";
import { FEATURES_FILTER_ID } from "./build";
import type { AppliedFilters, FilterDefinition, RangeValue } from "./types";
import { asNumber, asOptionValue, valuesAt } from "./values";

/** One active filter, ready to test products. `id` names the definition (or the feature checkbox). */
interface ActiveFilter {
  id: string;
  test: (product: ProductSummary) => boolean;
}

const inRange = (n: number, range: RangeValue) => (range.min === undefined || n >= range.min) && (range.max === undefined || n <= range.max);

/**
 * Seed 001 §5 semantics, by kind of filter:
 * brand any-of; price min/max; year by string; rating and score ranges exclude products without
 * the value; spec filters keep products without the value; a boolean needs equality; an
 * array-valued field matches when any element matches; a range on a spec ignores non-numeric
 * values; category-score ranges keep products without the score.
 */
function compileOne(definition: FilterDefinition, value: AppliedFilters[string]): ActiveFilter | null {
  const path = definition.path ?? definition.id;
  if (definition.type === "range") {
    const range = sanitiseRange(value as RangeValue | undefined);
    if (!range) return null;
    const keepMissing = definition.kind === "spec" || definition.kind === "categoryScore";
    return {
      id: definition.id,
      test: (product) => {
        const numbers = valuesAt(product, path).map(asNumber).filter((n): n is number => n !== null);
        if (numbers.length === 0) return keepMissing;
        return numbers.some((n) => inRange(n, range));
      },
    };
  }
  if (definition.type === "select" || definition.type === "multiselect") {
    const selected = Array.isArray(value) ? new Set(value.map(String)) : null;
    if (!selected || selected.size === 0) return null;
    const keepMissing = definition.kind === "spec";
    return {
      id: definition.id,
      test: (product) => {
        const values = valuesAt(product, path).map(asOptionValue).filter((v): v is string => v !== null);
        if (values.length === 0) return keepMissing;
        return values.some((v) => selected.has(v));
      },
    };
  }
  if (definition.type === "checkbox") {
    if (value !== true) return null;
    return { id: definition.id, test: (product) => checkboxMatches(product, path) };
  }
  return null;
}

/** A checked boolean spec: equality with true; a product without the value is kept (a dynamic spec filter). */
function checkboxMatches(product: ProductSummary, path: string): boolean {
  const values = valuesAt(product, path);
  return values.length === 0 || values.some((v) => v === true);
}

export function compileFilters(definitions: readonly FilterDefinition[], applied: AppliedFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const definition of definitions) {
    if (definition.id === FEATURES_FILTER_ID) {
      const checked = applied.otherFeatures ?? {};
      for (const child of definition.children ?? []) {
        if (checked[child.id]) active.push({ id: child.id, test: (p) => checkboxMatches(p, child.path ?? child.id) });
      }
      continue;
    }
    const compiled = compileOne(definition, applied[definition.id]);
    if (compiled) active.push(compiled);
  }
  return active;
}

export function applyFilters<T extends ProductSummary>(products: readonly T[], definitions: readonly FilterDefinition[], applied: AppliedFilters): T[] {
  const active = compileFilters(definitions, applied);
  if (active.length === 0) return [...products];
  return products.filter((product) => active.every((filter) => filter.test(product)));
}

/** The number shown beside 'Filtros': one per active filter, one per checked feature. */
export function countActiveFilters(definitions: readonly FilterDefinition[], applied: AppliedFilters): number {
  return compileFilters(definitions, applied).length;
}

/** Matching products per option (filter id → option value → count); feature checkboxes under their own id. */
export type FacetCounts = Record<string, Record<string, number>>;

/**
 * Counts for every option, the way the best shops show them: how many products would match if
 * that option were (also) chosen, with every other active filter applied. One pass: a product
 * that fails no filter counts for every option it has; one that fails exactly one filter counts
 * only for that filter's options.
 */
export function facetCounts(products: readonly ProductSummary[], definitions: readonly FilterDefinition[], applied: AppliedFilters): FacetCounts {
  const active = compileFilters(definitions, applied);
  const countable = definitions.flatMap((d) => (d.type === "group" ? d.children ?? [] : [d])).filter((d) => d.type !== "range");
  const counts: FacetCounts = Object.fromEntries(countable.map((d) => [d.id, {}]));

  const countFor = (definition: FilterDefinition, product: ProductSummary) => {
    const bucket = counts[definition.id];
    if (definition.type === "checkbox") {
      if (checkboxMatches(product, definition.path ?? definition.id)) bucket.true = (bucket.true ?? 0) + 1;
      return;
    }
    const values = new Set(valuesAt(product, definition.path ?? definition.id).map(asOptionValue));
    for (const value of values) if (value !== null) bucket[value] = (bucket[value] ?? 0) + 1;
  };

  for (const product of products) {
    let failedId: string | null = null;
    let failures = 0;
    for (const filter of active) {
      if (!filter.test(product)) {
        failures++;
        failedId = filter.id;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    for (const definition of countable) {
      if (failures === 0 || definition.id === failedId) countFor(definition, product);
    }
  }
  return counts;
}
