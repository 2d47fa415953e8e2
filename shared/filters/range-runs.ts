import type { Span } from "./option-tally";

/**
 * A range filter over a column of one number per product, answered from the column's products in
 * value order: the products inside the range are one run of that order, found by two binary
 * searches, and those outside are the runs before and after it. A listing with only a price range
 * (the commonest filter) then needs no test of every product, which on a large category would be
 * most of a filtered listing's work.
 */

/** A range over a column of numbers, as compileFilters (apply.ts) reads it. */
export interface NumberRange {
  values: Float64Array;
  min: number;
  max: number;
  /** Whether a product without a value (NaN) passes. */
  keepMissing: boolean;
}

/** Products that pass and that fail, each as spans of the column's value order (their union, in no useful order). */
export interface RangeRuns {
  passing: Span[];
  failing: Span[];
}

interface ValueOrder {
  /** Positions by value, ascending (ties by position); products without a value (NaN) last. */
  order: Int32Array;
  /** Where the products without a value start in `order`. */
  missingFrom: number;
}

/** Per column, built on first use: columns are built once per index; the price column changes only through forgetValueOrder. */
const orders = new WeakMap<Float64Array, ValueOrder>();

function valueOrder(values: Float64Array): ValueOrder {
  let known = orders.get(values);
  if (!known) {
    const order = Int32Array.from({ length: values.length }, (_, i) => i).sort((a, b) => {
      const va = values[a];
      const vb = values[b];
      if (va !== va || vb !== vb) return (va !== va ? 1 : 0) - (vb !== vb ? 1 : 0) || a - b;
      return va - vb || a - b;
    });
    let missingFrom = order.length;
    while (missingFrom > 0 && values[order[missingFrom - 1]] !== values[order[missingFrom - 1]]) missingFrom--;
    known = { order, missingFrom };
    orders.set(values, known);
  }
  return known;
}

/**
 * A column's values changed in place (the listing's prices as offers age, shared/listing.ts
 * applyPriceCutoff): its value order is made again when next asked for.
 */
export function forgetValueOrder(values: Float64Array): void {
  orders.delete(values);
}

/** The first place in order[from, to) whose value is not below `bound` (`strict`: above it). */
function firstFrom(values: Float64Array, order: Int32Array, from: number, to: number, bound: number, strict: boolean): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = values[order[mid]];
    if (strict ? v <= bound : v < bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The products inside and outside `range`, as the test `v !== v ? keepMissing : min <= v <= max` judges them. */
export function rangeRuns(range: NumberRange): RangeRuns {
  const { values, min, max, keepMissing } = range;
  const { order, missingFrom } = valueOrder(values);
  const start = firstFrom(values, order, 0, missingFrom, min, false);
  const end = Math.max(start, firstFrom(values, order, start, missingFrom, max, true));
  const span = (from: number, to: number): Span => ({ positions: order, from, to, fixed: true });
  const inside = span(start, end);
  const missing = span(missingFrom, order.length);
  const outside = [span(0, start), span(end, missingFrom)];
  return keepMissing ? { passing: [inside, missing], failing: outside } : { passing: [inside], failing: [...outside, missing] };
}
