import type { DeepReadonly } from "../deep-readonly";
import { compileFilters, type ActiveFilter } from "./apply";
import type { FilterIndex } from "./filter-index";
import { countsOfAll, counters, tallySpan, toFacetCounts, wholeList, type Counted, type FacetCounts, type Span } from "./option-tally";
import { rangeRuns, type NumberRange } from "./range-runs";
import type { AppliedFilters } from "./types";

export type { FacetCounts } from "./option-tally";

/** Which products pass every active filter, which fail, and which fail only one (by its id). */
interface Judged {
  passing: Span[];
  failing: Span[];
  failingOnly: Map<string, Span[]>;
}

const totalLength = (spans: readonly Span[]) => spans.reduce((sum, span) => sum + span.to - span.from, 0);

/** Every candidate (every product when absent) judged against every active filter, product by product. */
function judgeEach(index: FilterIndex, active: readonly ActiveFilter[], candidates: ArrayLike<number> | undefined): Judged {
  const total = candidates ? candidates.length : index.size;
  const passing: number[] = [];
  const failing: number[] = [];
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
    if (fails === 0) passing.push(i);
    else {
      failing.push(i);
      if (fails === 1) failingOnly.get(failedId)!.push(i);
    }
  }
  return { passing: [wholeList(passing)], failing: [wholeList(failing)], failingOnly: new Map([...failingOnly].map(([id, list]) => [id, [wholeList(list)]])) };
}

/**
 * Every product judged at once when the only filter is a range over one number per product (a
 * price range): the products inside are a run of the column's value order (range-runs.ts), and
 * every product that fails, fails only that filter.
 */
function judgeRange(id: string, range: NumberRange): Judged {
  const { passing, failing } = rangeRuns(range);
  return { passing, failing, failingOnly: new Map([[id, failing]]) };
}

/** Candidates that are every product (a search a whole category matches) judge and count as the whole index. */
const narrowing = (index: FilterIndex, candidates: ArrayLike<number> | undefined) => (candidates?.length === index.size ? undefined : candidates);

function judge(index: FilterIndex, active: readonly ActiveFilter[], candidates: ArrayLike<number> | undefined): Judged {
  const only = active.length === 1 ? active[0] : undefined;
  return !candidates && only?.range ? judgeRange(only.id, only.range) : judgeEach(index, active, candidates);
}

function tallySpans(counted: Counted, spans: readonly Span[], sign: number): void {
  for (const span of spans) tallySpan(counted, span, sign);
}

/**
 * Counts for every option, the way the best shops show them: how many products would match if that
 * option were (also) chosen, with every other active filter applied. A product that fails no filter
 * counts for every option it has; one that fails exactly one filter counts only for that filter's
 * options; one that fails more counts for none.
 *
 * Each product is judged once (which filters it fails). The counts are then made column by column
 * from whichever side is smaller: added up over the products that count, or, over the whole index
 * when most products pass (a price range, a common feature), taken from the unfiltered counts by
 * removing what the products that fail would have added. On a large category, adding up every passing
 * product, product by product, would be most of a filtered listing's own work.
 */
function countJudged(index: FilterIndex, judged: Judged, wholeIndex: boolean): FacetCounts {
  const { passing, failing, failingOnly } = judged;
  const none: Span[] = [];
  if (wholeIndex && totalLength(failing) < totalLength(passing)) {
    const counted = counters(index, countsOfAll(index));
    for (const column of counted) {
      tallySpans(column, failing, -1);
      tallySpans(column, failingOnly.get(column.id) ?? none, 1);
    }
    return toFacetCounts(counted);
  }
  const counted = counters(index);
  for (const column of counted) {
    tallySpans(column, passing, 1);
    tallySpans(column, failingOnly.get(column.id) ?? none, 1);
  }
  return toFacetCounts(counted);
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
  within = narrowing(index, within);
  const judged = judge(index, compileFilters(index, applied), within);
  const passes = new Uint8Array(index.size);
  for (const { positions, from, to } of judged.passing) for (let k = from; k < to; k++) passes[positions[k]] = 1;
  const positions: number[] = [];
  for (let k = 0; k < ordered.length; k++) if (passes[ordered[k]] === 1) positions.push(ordered[k]);
  return { positions, counts: countJudged(index, judged, !within) };
}

export function facetCountsIndexed(index: FilterIndex, applied: DeepReadonly<AppliedFilters>, candidates?: ArrayLike<number>): FacetCounts {
  const within = narrowing(index, candidates);
  return countJudged(index, judge(index, compileFilters(index, applied), within), !within);
}
