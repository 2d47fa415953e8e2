import type { ProductSummary } from "../summary";
import { FEATURES_FILTER_ID, type FilterDefinition } from "./types";
import { asBoolean, asNumber, asOptionValue, isPresent, rawValueAt, valuesAt } from "./values";

/**
 * Each filterable field of a product list laid out as a column of typed values, built once per
 * loaded list so that a filter change is a tight loop over arrays (docs/PERFORMANCE.md, Filters
 * and search: a filter change over 50,000 products in a few milliseconds) instead of walking objects.
 */
export type Column =
  /** One number per product; NaN when the product has none. */
  | { kind: "number"; values: Float64Array }
  /** Several numbers per product (e.g. storage options); null when none. */
  | { kind: "numbers"; values: (number[] | null)[] }
  /** Option bits per product (up to 32 options); 0 when the product has none. */
  | { kind: "mask"; masks: Uint32Array; bit: Map<string, number> }
  /** Option values per product when a filter has more than 32 options; null when none. */
  | { kind: "sets"; values: (string[] | null)[] }
  /** 1 true, 0 false, -1 missing (any true among several values counts as true). */
  | { kind: "bool"; values: Int8Array };

export interface FilterIndex {
  size: number;
  definitions: readonly FilterDefinition[];
  /** By filter id (feature checkboxes by their own id). */
  columns: Map<string, Column>;
}

const MAX_MASK_OPTIONS = 32;

function rangeColumn(products: readonly ProductSummary[], path: string): Column {
  const values = new Float64Array(products.length);
  let multi: (number[] | null)[] | null = null;
  for (let i = 0; i < products.length; i++) {
    const raw = rawValueAt(products[i], path);
    if (!Array.isArray(raw) && multi === null) {
      const n = isPresent(raw) ? asNumber(raw) : null;
      values[i] = n === null ? Number.NaN : n;
      continue;
    }
    const found = valuesAt(products[i], path);
    // Several values somewhere: switch this column to lists (rare: storage options, rear cameras).
    multi ??= Array.from(values.subarray(0, i), (v) => (v === v ? [v] : null));
    const numbers = found.map(asNumber).filter((n): n is number => n !== null);
    multi.push(numbers.length ? numbers : null);
  }
  return multi ? { kind: "numbers", values: multi } : { kind: "number", values };
}

function optionColumn(products: readonly ProductSummary[], definition: FilterDefinition, path: string): Column {
  const options = definition.options ?? [];
  if (options.length > MAX_MASK_OPTIONS) {
    return {
      kind: "sets",
      values: products.map((p) => {
        const list = valuesAt(p, path)
          .map(asOptionValue)
          .filter((v): v is string => v !== null);
        return list.length ? list : null;
      }),
    };
  }
  const bit = new Map(options.map((o, i) => [o.value, (1 << i) >>> 0]));
  const masks = new Uint32Array(products.length);
  for (let i = 0; i < products.length; i++) {
    const raw = rawValueAt(products[i], path);
    if (!Array.isArray(raw)) {
      const value = isPresent(raw) ? asOptionValue(raw) : null;
      if (value !== null) masks[i] = bit.get(value) ?? 0;
      continue;
    }
    // Lists of plain values (hdrFormats) are read in place; lists of objects take the general walk.
    const items = raw.every((item) => item === null || typeof item !== "object") ? raw : valuesAt(products[i], path);
    for (let k = 0; k < items.length; k++) {
      const value = isPresent(items[k]) ? asOptionValue(items[k]) : null;
      if (value !== null) masks[i] |= bit.get(value) ?? 0;
    }
  }
  return { kind: "mask", masks, bit };
}

function boolColumn(products: readonly ProductSummary[], path: string): Column {
  const values = new Int8Array(products.length);
  for (let i = 0; i < products.length; i++) {
    const raw = rawValueAt(products[i], path);
    if (typeof raw === "boolean") values[i] = raw ? 1 : 0;
    else {
      // "yes", "Sí", 1: the same flag spelt differently (filters/build.ts made it a checkbox).
      const flags = valuesAt(products[i], path)
        .map((v) => asBoolean(v, true))
        .filter((v) => v !== null);
      values[i] = flags.length === 0 ? -1 : flags.includes(true) ? 1 : 0;
    }
  }
  return { kind: "bool", values };
}

export function buildFilterIndex(products: readonly ProductSummary[], definitions: readonly FilterDefinition[]): FilterIndex {
  const columns = new Map<string, Column>();
  for (const definition of definitions) {
    if (definition.id === FEATURES_FILTER_ID || definition.type === "group") {
      for (const child of definition.children ?? []) columns.set(child.id, boolColumn(products, child.path ?? child.id));
      continue;
    }
    const path = definition.path ?? definition.id;
    if (definition.type === "range") columns.set(definition.id, rangeColumn(products, path));
    else if (definition.type === "checkbox") columns.set(definition.id, boolColumn(products, path));
    else columns.set(definition.id, optionColumn(products, definition, path));
  }
  return { size: products.length, definitions, columns };
}
