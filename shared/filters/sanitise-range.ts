import type { RangeValue } from "./types";

/** A range the user asked for, made sane: numbers only, min ≤ max (swapped if reversed), or nothing. */
export function sanitiseRange(value: RangeValue | undefined): RangeValue | undefined {
  if (!value) return undefined;
  const min = Number.isFinite(value.min) ? value.min : undefined;
  const max = Number.isFinite(value.max) ? value.max : undefined;
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}
