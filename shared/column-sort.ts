import type { FilterDefinition } from "./filters/types";

/**
 * A listing sorted by one of its category's range filters: an aspect's score, best first
 * ("score.camara-desc", what "móvil buena cámara" asks), or a measure, least first
 * ("physical.weightKg-asc", what "ligero" asks). The sorts every category has are SORTS
 * (shared/listing-query.ts); these exist where the category's data has the filter.
 */
export type ColumnSortId = `${string}-${"asc" | "desc"}`;

export interface ColumnSort {
  filterId: string;
  direction: "asc" | "desc";
}

export function columnSortOf(sort: string): ColumnSort | null {
  const match = /^(.+)-(asc|desc)$/.exec(sort);
  return match ? { filterId: match[1], direction: match[2] as ColumnSort["direction"] } : null;
}

/** The range filter a column sort reads, when the category has it. */
export function columnSortFilter(sort: string, definitions: readonly FilterDefinition[]): FilterDefinition | undefined {
  const column = columnSortOf(sort);
  return column ? definitions.find((d) => d.id === column.filterId && d.type === "range") : undefined;
}

/** The sort's name in the listing's sort menu: "Mejor cámara", "Menor peso". */
export function columnSortLabel(sort: string, definitions: readonly FilterDefinition[]): string | null {
  const definition = columnSortFilter(sort, definitions);
  if (!definition) return null;
  const label = definition.label.toLowerCase();
  if (definition.kind === "categoryScore") return `Mejor ${label}`;
  return columnSortOf(sort)!.direction === "asc" ? `Menor ${label}` : `Mayor ${label}`;
}
