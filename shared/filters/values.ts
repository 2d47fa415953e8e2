/**
 * Every value at a path, walking arrays on the way and flattening array leaves:
 * valuesAt(p, "specs.hardware.storageOptions.sizeGB") → [128, 256].
 */
export function valuesAt(root: unknown, path: string): unknown[] {
  let current: unknown[] = [root];
  for (const key of path.split(".")) {
    const next: unknown[] = [];
    for (const value of current) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== null && typeof item === "object" && !Array.isArray(item) && Object.hasOwn(item, key)) {
          next.push((item as Record<string, unknown>)[key]);
        }
      }
    }
    current = next;
  }
  return current.flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v) => v !== null && v !== undefined && v !== "" && v !== "N/A");
}

/** A number from a number or a numeric string ("40 W" → 40, "1.5" → 1.5); null for anything else. */
export function asNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") {
    const match = /^\s*(-?\d+(?:[.,]\d+)?)/.exec(value);
    return match ? Number(match[1].replace(",", ".")) : null;
  }
  return null;
}

/** The form a value takes in a select or multiselect: text, or "true"/"false" for flags. */
export function asOptionValue(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}
