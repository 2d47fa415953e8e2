import type { Column, FilterIndex } from "./filter-index";

/** Matching products per option (filter id → option value → count); feature checkboxes under their own id, as "true". */
export type FacetCounts = Record<string, Record<string, number>>;

/** A column whose options are counted, and its counters. */
export interface Counted {
  id: string;
  column: Column;
  /** Per option of a mask column (by bit position) or the one "true" of a boolean. */
  tally: Int32Array;
  values: string[];
  /** A list-valued column's counts by value (null-prototype: values come from data, and "constructor" must count from 0). */
  bucket: Record<string, number>;
}

/**
 * Products as positions[from, to). `fixed`: `positions` is an order that never changes (a column's
 * value order, range-runs.ts), so counts along it can be kept at checkpoints and a long span
 * costs its two ends, not its length.
 */
export interface Span {
  positions: ArrayLike<number>;
  from: number;
  to: number;
  fixed?: boolean;
}

export const wholeList = (positions: ArrayLike<number>): Span => ({ positions, from: 0, to: positions.length });

/**
 * Adds (`sign` 1) or takes away (-1) what the products at positions[from, to) count for a
 * column's options: one loop per kind of column, so each loop reads one kind of data.
 */
function tallyEach(counted: Counted, positions: ArrayLike<number>, from: number, to: number, sign: number): void {
  const { column, tally } = counted;
  if (column.kind === "bool") {
    const values = column.values;
    let changed = 0;
    for (let k = from; k < to; k++) if (values[positions[k]] !== 0) changed++;
    tally[0] += sign * changed;
  } else if (column.kind === "mask") {
    // Option bits are option positions (filter-index.ts): only the bits a product has are visited.
    const masks = column.masks;
    for (let k = from; k < to; k++) {
      for (let mask = masks[positions[k]]; mask !== 0;) {
        const lowest = mask & -mask;
        tally[31 - Math.clz32(lowest)] += sign;
        mask ^= lowest;
      }
    }
  } else if (column.kind === "sets") {
    const { bucket } = counted;
    const values = column.values;
    for (let k = from; k < to; k++) for (const value of new Set(values[positions[k]] ?? [])) bucket[value] = (bucket[value] ?? 0) + sign;
  }
}

/** Products between two checkpoints: enough that a span's two ends are cheap, few enough that the checkpoints are small (10 000 products: 79 per column). */
const CHECKPOINT_EVERY = 128;

/** Per fixed order and column: the tallies of order[0, j × CHECKPOINT_EVERY) for every j, `width` counters each. */
const checkpointsByOrder = new WeakMap<ArrayLike<number>, WeakMap<Column, Int32Array>>();

function checkpointsOf(counted: Counted, order: ArrayLike<number>): Int32Array {
  let byColumn = checkpointsByOrder.get(order);
  if (!byColumn) checkpointsByOrder.set(order, (byColumn = new WeakMap()));
  let kept = byColumn.get(counted.column);
  if (!kept) {
    const width = counted.tally.length;
    const running: Counted = { ...counted, tally: new Int32Array(width) };
    const last = Math.floor(order.length / CHECKPOINT_EVERY);
    kept = new Int32Array((last + 1) * width);
    for (let j = 0; j <= last; j++) {
      kept.set(running.tally, j * width);
      tallyEach(running, order, j * CHECKPOINT_EVERY, Math.min(order.length, (j + 1) * CHECKPOINT_EVERY), 1);
    }
    byColumn.set(counted.column, kept);
  }
  return kept;
}

/** What a span's products count for a column's options, added (`sign` 1) or taken away (-1). */
export function tallySpan(counted: Counted, span: Span, sign: number): void {
  const { positions, from, to } = span;
  const first = Math.ceil(from / CHECKPOINT_EVERY);
  const last = Math.floor(to / CHECKPOINT_EVERY);
  // Sets columns keep counts by value, which checkpoints do not hold; a short span is as cheap product by product.
  if (!span.fixed || counted.column.kind === "sets" || last - first < 2) {
    tallyEach(counted, positions, from, to, sign);
    return;
  }
  const kept = checkpointsOf(counted, positions);
  const { tally } = counted;
  const width = tally.length;
  for (let b = 0; b < width; b++) tally[b] += sign * (kept[last * width + b] - kept[first * width + b]);
  tallyEach(counted, positions, from, first * CHECKPOINT_EVERY, sign);
  tallyEach(counted, positions, last * CHECKPOINT_EVERY, to, sign);
}

/** Counters for each counted column, empty or as copies of `from`. */
export function counters(index: FilterIndex, from?: readonly Counted[]): Counted[] {
  const counted: Counted[] = [];
  for (const [id, column] of index.columns) {
    if (column.kind === "number" || column.kind === "numbers") continue;
    const values = column.kind === "mask" ? [...column.bit.keys()] : column.kind === "bool" ? ["true"] : [];
    const base = from?.[counted.length];
    counted.push({
      id,
      column,
      tally: base ? base.tally.slice() : new Int32Array(values.length),
      values,
      bucket: Object.assign(Object.create(null) as Record<string, number>, base?.bucket),
    });
  }
  return counted;
}

/** Every product's counts with no filter, once per index (the index is shared and never changes). */
const unfiltered = new WeakMap<FilterIndex, Counted[]>();
export function countsOfAll(index: FilterIndex): readonly Counted[] {
  let all = unfiltered.get(index);
  if (!all) {
    all = counters(index);
    const everyProduct = Int32Array.from({ length: index.size }, (_, i) => i);
    for (const counted of all) tallyEach(counted, everyProduct, 0, everyProduct.length, 1);
    unfiltered.set(index, all);
  }
  return all;
}

export function toFacetCounts(counted: readonly Counted[]): FacetCounts {
  const counts: FacetCounts = {};
  for (const { id, column, tally, values, bucket } of counted) {
    // A list-valued option taken back to 0 is no option here, as one never counted.
    if (column.kind === "sets") for (const value of Object.keys(bucket)) if (bucket[value] <= 0) delete bucket[value];
    values.forEach((value, v) => {
      if (tally[v] > 0) bucket[value] = tally[v];
    });
    counts[id] = bucket;
  }
  return counts;
}
