import type { DeepReadonly } from "../deep-readonly";
import { filtersOn } from "./active-count";
import type { AppliedFilters, FilterDefinition, RangeValue } from "./types";

/** What removing one chip takes away: one option of a list, a whole filter (a range, a checkbox), or one feature. */
export type ChipRemoval = { kind: "option"; filterId: string; value: string } | { kind: "filter"; filterId: string } | { kind: "feature"; featureId: string };

export interface ActiveChip {
  /** Unique among the chips of a listing. */
  key: string;
  /** The filter and its value in Spanish: "Marca: LG", "Precio: 300–1.000 €". */
  text: string;
  remove: ChipRemoval;
}

/** One active filter (what 'Filtros' counts, PRODUCT-RULES.md (Screens and routes)) with a chip per value it holds. */
export interface ActiveFilter {
  id: string;
  chips: ActiveChip[];
}

/** "1.000", "2,5": es-ES digits, grouped from the thousands (Intl leaves 4-digit numbers ungrouped in Spanish). */
export function formatFilterNumber(value: number): string {
  const [whole, fraction] = String(Math.round(value * 100) / 100).split(".");
  const sign = whole.startsWith("-") ? "-" : "";
  const grouped = whole.replace("-", "").replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}${grouped}${fraction ? `,${fraction}` : ""}`;
}

/** The inch mark follows its number as Spanish writes it (55"); other units take a space (300 €, 120 Hz). */
const unitAfter = (unit: string | undefined) => (!unit ? "" : unit === '"' ? unit : ` ${unit}`);

export function rangeText(range: RangeValue, unit: string | undefined): string {
  const end = unitAfter(unit);
  // Both ends equal is one value: 55", not 55–55 ".
  if (range.min !== undefined && range.min === range.max) return `${formatFilterNumber(range.min)}${end}`;
  if (range.min !== undefined && range.max !== undefined) return `${formatFilterNumber(range.min)}–${formatFilterNumber(range.max)}${end}`;
  if (range.min !== undefined) return `desde ${formatFilterNumber(range.min)}${end}`;
  return `hasta ${formatFilterNumber(range.max!)}${end}`;
}

/** The filters a listing has on (active-count.ts), in the sidebar's order, each with its chips: one per chosen option, one per range, checkbox or feature. */
export function activeFilters(definitions: readonly FilterDefinition[], applied: DeepReadonly<AppliedFilters>): ActiveFilter[] {
  return filtersOn(definitions, applied).map((on): ActiveFilter => {
    const { id, label } = on.definition;
    switch (on.kind) {
      case "feature":
        return { id, chips: [{ key: `feature:${id}`, text: label, remove: { kind: "feature", featureId: id } }] };
      case "range":
        return { id, chips: [{ key: `range:${id}`, text: `${label}: ${rangeText(on.range, on.definition.unit)}`, remove: { kind: "filter", filterId: id } }] };
      case "checkbox":
        return { id, chips: [{ key: `check:${id}`, text: label, remove: { kind: "filter", filterId: id } }] };
      case "options": {
        const labels = new Map((on.definition.options ?? []).map((o) => [o.value, o.label]));
        const chips = on.values.map((v) => ({
          key: `option:${id}:${String(v)}`,
          text: `${label}: ${labels.get(String(v)) ?? String(v)}`,
          remove: { kind: "option" as const, filterId: id, value: String(v) },
        }));
        return { id, chips };
      }
    }
  });
}

export { countActiveFilters } from "./active-count";

/** The applied filters without what a chip stands for: the address its link goes to (no script) and what pressing it leaves. */
export function filtersWithout(applied: DeepReadonly<AppliedFilters>, removal: ChipRemoval): AppliedFilters {
  const next = { ...applied } as AppliedFilters;
  if (removal.kind === "feature") {
    const features = { ...(applied.otherFeatures ?? {}) };
    delete features[removal.featureId];
    if (Object.keys(features).length > 0) next.otherFeatures = features;
    else delete next.otherFeatures;
  } else if (removal.kind === "option") {
    const left = ((applied[removal.filterId] as readonly string[] | undefined) ?? []).filter((v) => v !== removal.value);
    if (left.length > 0) next[removal.filterId] = left;
    else delete next[removal.filterId];
  } else {
    delete next[removal.filterId];
  }
  return next;
}
