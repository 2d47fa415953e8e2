import type { CategoryId } from "../categories";
import { filterPositions } from "../filters/apply";
import type { FilterIndex } from "../filters/filter-index";
import { listingToSearch } from "../listing-query";
import { FEATURES_FILTER_ID, type AppliedFilters, type FilterDefinition } from "../filters/types";
import { USE_DEFINITIONS, type UseCondition, type UseDefinition } from "./use-definitions";

/** A use as a category offers it, worked out when the category is built. */
export interface OfferedUse {
  id: string;
  label: string;
  filters: AppliedFilters;
  /** The listing's query string for the use alone ("?display.refreshRateHz=120..&…"). */
  search: string;
  /** Products of the category the use leaves. */
  count: number;
}

/** The most uses a category shows: a row a shopper reads at a glance. */
export const MAX_USES = 6;

function applyCondition(condition: UseCondition, byId: ReadonlyMap<string, FilterDefinition>, filters: AppliedFilters): boolean {
  if ("feature" in condition) {
    const group = byId.get(FEATURES_FILTER_ID);
    if (!group?.children?.some((child) => child.id === condition.feature)) return false;
    filters.otherFeatures = { ...filters.otherFeatures, [condition.feature]: true };
    return true;
  }
  const definition = byId.get(condition.filter);
  if (!definition) return false;
  if ("min" in condition || "max" in condition) {
    if (definition.type !== "range" || !("filter" in condition)) return false;
    const { min, max } = condition as { min?: number; max?: number };
    filters[definition.id] = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
    return true;
  }
  const values = (definition.options ?? []).map((o) => o.value);
  const wanted =
    "options" in condition
      ? values.filter((v) => condition.options.includes(v))
      : "matching" in condition
        ? values.filter((v) => condition.matching.test(v))
        : [];
  if (!wanted.length || definition.type !== "multiselect") return false;
  filters[definition.id] = wanted;
  return true;
}

/** A use's filters in a category, or null when the category's data lacks one of its fields or values. */
export function useFilters(use: UseDefinition, definitions: readonly FilterDefinition[]): AppliedFilters | null {
  const byId = new Map(definitions.map((d) => [d.id, d]));
  const filters: AppliedFilters = {};
  return use.conditions.every((condition) => applyCondition(condition, byId, filters)) ? filters : null;
}

/**
 * The uses a category offers: those whose fields its data has and that leave at least one
 * product, with their counts over the whole category (one pass of the compact index per use,
 * in the build, not per request).
 */
export function offeredUses(category: CategoryId, definitions: readonly FilterDefinition[], index: FilterIndex): OfferedUse[] {
  const offered: OfferedUse[] = [];
  for (const use of USE_DEFINITIONS[category]) {
    const filters = useFilters(use, definitions);
    if (!filters) continue;
    const count = filterPositions(index, filters).length;
    if (count === 0) continue;
    offered.push({ id: use.id, label: use.label, filters, search: listingToSearch({ term: "", filters, sort: "relevancia" }, definitions), count });
  }
  return offered.slice(0, MAX_USES);
}
