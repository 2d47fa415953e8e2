import { compileFilters } from "../../shared/filters/apply";
import type { FacetCounts } from "../../shared/filters/facet-counts";
import type { FilterIndex } from "../../shared/filters/filter-index";
import type { AppliedFilters } from "../../shared/filters/types";

/**
 * The counts as first written, product by product: one that fails no filter counts for every option
 * it has, one that fails exactly one counts only for that filter's options. facet-counts.ts now
 * counts from whichever side is smaller (the unfiltered counts minus what failing products add, when
 * most pass); it must give these counts exactly.
 */
export function directCounts(index: FilterIndex, applied: AppliedFilters, candidates?: readonly number[]): FacetCounts {
  const active = compileFilters(index, applied);
  const counts: FacetCounts = {};
  const bucketOf = (id: string) => (counts[id] ??= Object.create(null) as Record<string, number>);
  for (const [id, column] of index.columns) if (column.kind !== "number" && column.kind !== "numbers") bucketOf(id);
  for (const i of candidates ?? Array.from({ length: index.size }, (_, k) => k)) {
    const failed = active.filter((filter) => !filter.test(i)).map((filter) => filter.id);
    if (failed.length > 1) continue;
    for (const [id, column] of index.columns) {
      if (column.kind === "number" || column.kind === "numbers" || (failed.length === 1 && failed[0] !== id)) continue;
      const bucket = bucketOf(id);
      const has =
        column.kind === "bool"
          ? column.values[i] !== 0
            ? ["true"]
            : []
          : column.kind === "mask"
            ? [...column.bit].filter(([, bit]) => (column.masks[i] & bit) !== 0).map(([value]) => value)
            : column.kind === "sets"
              ? [...new Set(column.values[i] ?? [])]
              : [];
      for (const value of has) bucket[value] = (bucket[value] ?? 0) + 1;
    }
  }
  return counts;
}
