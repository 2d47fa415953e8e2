import type { scoreTone } from "./scores";

/** The comparison table's rows as shared/compare.ts builds them: plain data, sent to the browser as it is. */
export interface CompareRow {
  key: string;
  label: string;
  /** One cell per product, null where that product has no value. */
  values: (string | null)[];
  /** Indexes of the cells marked 'Mejor' (empty when the row is not judged or all are within its tie band). */
  best: number[];
  /** Whether the products differ on this row (for 'Solo diferencias'). */
  differs: boolean;
  /** A 0–100 bar per cell (aspect scores), with its colour; absent on other rows. */
  bars?: ({ percent: number; tone: ReturnType<typeof scoreTone> } | null)[];
}

export interface CompareSection {
  id: string;
  label: string;
  rows: CompareRow[];
}

/** 'Solo diferencias': keeps the rows where the products differ, and the sections that still have rows. */
export function onlyDifferences(sections: readonly CompareSection[]): CompareSection[] {
  return sections.map((s) => ({ ...s, rows: s.rows.filter((r) => r.differs) })).filter((s) => s.rows.length > 0);
}
