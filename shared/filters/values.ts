import { hasValue } from "../object-path";

const NONE: readonly unknown[] = Object.freeze([]);

/** PRODUCT-RULES.md (Product records): null, empty and N/A values count as missing, for filters as for the spec tabs. */
const isPresent = hasValue;

/** The general walk for paths that cross arrays ("specs.hardware.storageOptions.sizeGB"). */
function walkThroughArrays(start: unknown[], keys: readonly string[], from: number): unknown[] {
  let current: unknown[] = start;
  for (let k = from; k < keys.length; k++) {
    const next: unknown[] = [];
    for (const value of current) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== null && typeof item === "object" && !Array.isArray(item) && Object.hasOwn(item, keys[k])) {
          next.push((item as Record<string, unknown>)[keys[k]]);
        }
      }
    }
    current = next;
  }
  return current.flatMap((v) => (Array.isArray(v) ? v : [v])).filter(isPresent);
}

/** What a path holds: undefined when nothing, the value itself, or an array when the path meets lists. */
type Accessor = (root: unknown) => unknown;
const accessors = new Map<string, Accessor>();

/**
 * A reader for one path, compiled once: the common case (plain objects all the way) is a few
 * property reads with no allocation; only paths that meet an array take the general walk. Only own
 * properties are read: a product without a spec named "constructor" or "toString" has nothing
 * there, not Object's inherited member (which made such a filter mistyped and ignored).
 */
function accessorFor(path: string): Accessor {
  const cached = accessors.get(path);
  if (cached) return cached;
  const keys = path.split(".");
  const accessor: Accessor = (root) => {
    let current: unknown = root;
    for (let k = 0; k < keys.length; k++) {
      if (current === null || typeof current !== "object") return undefined;
      if (Array.isArray(current)) return walkThroughArrays(current, keys, k);
      if (!Object.hasOwn(current, keys[k])) return undefined;
      current = (current as Record<string, unknown>)[keys[k]];
    }
    return current;
  };
  accessors.set(path, accessor);
  return accessor;
}

/**
 * Every value at a path, walking arrays on the way and flattening array leaves:
 * valuesAt(p, "specs.hardware.storageOptions.sizeGB") → [128, 256]. The result must not be mutated.
 */
export function valuesAt(root: unknown, path: string): readonly unknown[] {
  const raw = accessorFor(path)(root);
  if (Array.isArray(raw)) return raw.flat().filter(isPresent);
  return isPresent(raw) ? [raw] : NONE;
}

/**
 * The raw value at a path without copying (the hot path of the filter index): undefined when
 * missing, a scalar, or an array of values. Callers still skip null, "" and "N/A" themselves.
 */
export function rawValueAt(root: unknown, path: string): unknown {
  return accessorFor(path)(root);
}

export { isPresent };

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

const TRUE_WORDS = new Set(["true", "yes", "sí", "si"]);
const FALSE_WORDS = new Set(["false", "no"]);

/**
 * true or false for a value that says yes or no the way stored data does (true/false, "yes"/"no",
 * "Sí"/"No", "true"/"false"), null for anything else. Numbers are flags only where the field's
 * name says it holds one (`numbersAreFlags`): 1 is a count of USB ports as often as it is "yes".
 */
export function asBoolean(value: unknown, numbersAreFlags = false): boolean | null {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return numbersAreFlags && (value === 1 || value === 0) ? value === 1 : null;
  if (typeof value !== "string") return null;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return numbersAreFlags && (word === "1" || word === "0") ? word === "1" : null;
}
