import type { DeepReadonly } from "../deep-readonly";
/** Counted where the chips are made: the browser shows it before it has this module. */
export { countActiveFilters } from "./active";
import { sanitiseRange } from "./sanitise-range";
import type { Column, FilterIndex } from "./filter-index";
import type { NumberRange } from "./range-runs";
import { FEATURES_FILTER_ID, type AppliedFilters, type RangeValue } from "./types";

/** One active filter over the index: `test(i)` judges the product at position i. */
export interface ActiveFilter {
  id: string;
  test: (i: number) => boolean;
  /** A range over a column of one number per product: answerable from the column's value order (range-runs.ts). */
  range?: NumberRange;
}

/** A range filter's test, and its range when the column holds one number per product. */
function rangeFilter(id: string, column: Column, range: RangeValue, keepMissing: boolean): ActiveFilter {
  const min = range.min ?? Number.NEGATIVE_INFINITY;
  const max = range.max ?? Number.POSITIVE_INFINITY;
  const test = rangeTest(column, min, max, keepMissing);
  return column.kind === "number" ? { id, test, range: { values: column.values, min, max, keepMissing } } : { id, test };
}

function rangeTest(column: Column, min: number, max: number, keepMissing: boolean): (i: number) => boolean {
  if (column.kind === "number") {
    const values = column.values;
    return (i) => {
      const v = values[i];
      return v !== v ? keepMissing : v >= min && v <= max; // v !== v: NaN, no value
    };
  }
  if (column.kind === "numbers") {
    const values = column.values;
    return (i) => {
      const list = values[i];
      return list === null ? keepMissing : list.some((v) => v >= min && v <= max);
    };
  }
  return () => true;
}

function optionsTest(column: Column, selected: readonly string[], keepMissing: boolean): (i: number) => boolean {
  if (column.kind === "mask") {
    let wanted = 0;
    for (const value of selected) wanted |= column.bit.get(value) ?? 0;
    const masks = column.masks;
    return (i) => {
      const mask = masks[i];
      return mask === 0 ? keepMissing : (mask & wanted) !== 0;
    };
  }
  if (column.kind === "sets") {
    const wanted = new Set(selected);
    const values = column.values;
    return (i) => {
      const list = values[i];
      return list === null ? keepMissing : list.some((v) => wanted.has(v));
    };
  }
  return () => true;
}

/** A checked boolean: equality with true; a product without the value is kept (a dynamic spec filter). */
function checkedTest(column: Column): (i: number) => boolean {
  if (column.kind !== "bool") return () => true;
  const values = column.values;
  return (i) => values[i] !== 0;
}

/**
 * PRODUCT-RULES.md (Filters and search) semantics, by kind of filter: brand any-of; price min/max; year by string; rating and
 * score ranges exclude products without the value; spec filters keep products without the value;
 * a boolean needs equality; an array-valued field matches when any element matches; a range on a
 * spec ignores non-numeric values; category-score ranges keep products without the score.
 */
export function compileFilters(index: FilterIndex, applied: DeepReadonly<AppliedFilters>): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const definition of index.definitions) {
    if (definition.id === FEATURES_FILTER_ID) {
      // PRODUCT-RULES.md (Product records): a checked feature arrives in otherFeatures, or as a boolean under its own id.
      const checked = applied.otherFeatures ?? {};
      for (const child of definition.children ?? []) {
        const column = index.columns.get(child.id);
        const on = (Object.hasOwn(checked, child.id) && checked[child.id] === true) || (Object.hasOwn(applied, child.id) && applied[child.id] === true);
        if (on && column) active.push({ id: child.id, test: checkedTest(column) });
      }
      continue;
    }
    const column = index.columns.get(definition.id);
    const value = Object.hasOwn(applied, definition.id) ? applied[definition.id] : undefined;
    if (!column || value === undefined) continue;
    if (definition.type === "range") {
      const range = sanitiseRange(value as RangeValue);
      if (range) active.push(rangeFilter(definition.id, column, range, definition.kind === "spec" || definition.kind === "categoryScore"));
    } else if (definition.type === "checkbox") {
      if (value === true) active.push({ id: definition.id, test: checkedTest(column) });
    } else if (Array.isArray(value) && value.length > 0) {
      active.push({ id: definition.id, test: optionsTest(column, value.map(String), definition.kind === "spec") });
    }
  }
  return active;
}

/** Positions (into the indexed list) of the products that pass every active filter, in order. */
export function filterPositions(index: FilterIndex, applied: DeepReadonly<AppliedFilters>, candidates?: ArrayLike<number>): number[] {
  const active = compileFilters(index, applied);
  const positions: number[] = [];
  const count = candidates ? candidates.length : index.size;
  for (let k = 0; k < count; k++) {
    const i = candidates ? candidates[k] : k;
    let pass = true;
    for (let f = 0; f < active.length; f++) {
      if (!active[f].test(i)) {
        pass = false;
        break;
      }
    }
    if (pass) positions.push(i);
  }
  return positions;
}
