import type { DeepReadonly } from "../deep-readonly";
import type { ProductSummary } from "../summary";
import { compileFilters, type ActiveFilter } from "./apply";
import { buildFilterIndex, type Column, type FilterIndex } from "./filter-index";
import type { AppliedFilters, FilterDefinition } from "./types";

/** Matching products per option (filter id → option value → count); feature checkboxes under their own id, as "true". */
export type FacetCounts = Record<string, Record<string, number>>;

/** A column whose options are counted, and its counters. */
interface Counted {
  id: string;
  column: Column;
  /** Per option of a mask column (by bit position) or the one "true" of a boolean. */
  tally: Int32Array;
  values: string[];
  /** A list-valued column's counts by value (null-prototype: values come from data, and "constructor" must count from 0). */
  bucket: Record<string, number>;
}

/**
 * Adds (`sign` 1) or takes away (-1) what the products at `positions` count for a column's options:
 * one loop per kind of column, so each loop reads one kind of data.
 */
function tallyList(counted: Counted, positions: ArrayLike<number>, sign: number): void {
  const { column, tally } = counted;
  const n = positions.length;
  if (column.kind === "bool") {
    const values = column.values;
    let changed = 0;
    for (let k = 0; k < n; k++) if (values[positions[k]] !== 0) changed++;
    tally[0] += sign * changed;
  } else if (column.kind === "mask") {
    // Option bits are option positions (filter-index.ts): only the bits a product has are visited.
    const masks = column.masks;
    for (let k = 0; k < n; k++) {
      for (let mask = masks[positions[k]]; mask !== 0;) {
        const lowest = mask & -mask;
        tally[31 - Math.clz32(lowest)] += sign;
        mask ^= lowest;
      }
    }
  } else if (column.kind === "sets") {
    const { bucket } = counted;
    const values = column.values;
    for (let k = 0; k < n; k++) for (const value of new Set(values[positions[k]] ?? [])) bucket[value] = (bucket[value] ?? 0) + sign;
  }
}

/** Counters for each counted column, empty or as copies of `from`. */
function counters(index: FilterIndex, from?: readonly Counted[]): Counted[] {
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
function countsOfAll(index: FilterIndex): readonly Counted[] {
  let all = unfiltered.get(index);
  if (!all) {
    all = counters(index);
    const everyProduct = Int32Array.from({ length: index.size }, (_, i) => i);
    for (const counted of all) tallyList(counted, everyProduct, 1);
    unfiltered.set(index, all);
  }
  return all;
}

function toFacetCounts(counted: readonly Counted[]): FacetCounts {
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

/**
 * Counts for every option, the way the best shops show them: how many products would match if that
 * option were (also) chosen, with every other active filter applied. A product that fails no filter
 * counts for every option it has; one that fails exactly one filter counts only for that filter's
 * options; one that fails more counts for none.
 *
 * Each product is judged once (which filters it fails); `passes`, when given, gets a 1 for each that
 * fails none. The counts are then made column by column from whichever side is smaller: added up
 * over the products that count, or, over the whole index when most products pass (a price range, a
 * common feature), taken from the unfiltered counts by removing what the products that fail would
 * have added. At 10 000 products, adding up every passing product, product by product, was most of
 * a filtered listing's own work (docs/PERFORMANCE.md).
 */
function countOptions(index: FilterIndex, active: readonly ActiveFilter[], candidates: ArrayLike<number> | undefined, passes: Uint8Array | null): FacetCounts {
  const total = candidates ? candidates.length : index.size;
  const passing: number[] = [];
  const failing: number[] = [];
  // The products that fail exactly one filter, by that filter's id.
  const failingOnly = new Map<string, number[]>(active.map((filter) => [filter.id, []]));
  for (let k = 0; k < total; k++) {
    const i = candidates ? candidates[k] : k;
    let fails = 0;
    let failedId = "";
    for (let f = 0; f < active.length && fails < 2; f++) {
      if (!active[f].test(i)) {
        fails++;
        failedId = active[f].id;
      }
    }
    if (fails === 0) {
      passing.push(i);
      if (passes !== null) passes[i] = 1;
    } else {
      failing.push(i);
      if (fails === 1) failingOnly.get(failedId)!.push(i);
    }
  }
  const none: number[] = [];
  if (!candidates && failing.length < passing.length) {
    const counted = counters(index, countsOfAll(index));
    for (const column of counted) {
      tallyList(column, failing, -1);
      tallyList(column, failingOnly.get(column.id) ?? none, 1);
    }
    return toFacetCounts(counted);
  }
  const counted = counters(index);
  for (const column of counted) {
    tallyList(column, passing, 1);
    tallyList(column, failingOnly.get(column.id) ?? none, 1);
  }
  return toFacetCounts(counted);
}

export function facetCountsIndexed(index: FilterIndex, applied: DeepReadonly<AppliedFilters>, candidates?: ArrayLike<number>): FacetCounts {
  return countOptions(index, compileFilters(index, applied), candidates, null);
}

/**
 * A listing's products and its counts per option from one judgement of each product: `ordered`
 * (every product, or a search's matches, in the listing's order) filtered, and the counts over
 * `within` (the search's matches; every product when absent), which holds the same products.
 */
export function filterAndCount(
  index: FilterIndex,
  applied: DeepReadonly<AppliedFilters>,
  ordered: ArrayLike<number>,
  within?: ArrayLike<number>,
): { positions: number[]; counts: FacetCounts } {
  const passes = new Uint8Array(index.size);
  const counts = countOptions(index, compileFilters(index, applied), within, passes);
  const positions: number[] = [];
  for (let k = 0; k < ordered.length; k++) if (passes[ordered[k]] === 1) positions.push(ordered[k]);
  return { positions, counts };
}

export function facetCounts(products: readonly ProductSummary[], definitions: readonly FilterDefinition[], applied: DeepReadonly<AppliedFilters>): FacetCounts {
  return facetCountsIndexed(buildFilterIndex(products, definitions), applied);
}
