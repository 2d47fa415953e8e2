import type { CategoryId } from "../categories";
import { fieldInfo } from "../spec-fields";
import type { ProductSummary } from "../summary";
import { measureOf, rangeBounds } from "./bounds";
import { FIXED_FILTER_FIELDS, LEADING_FIELDS, NEVER_FILTER, PRIMARY_FIELDS, type FilterField } from "./fields";
import { inferFilterType } from "./inference";
import { optionLabel } from "./option-labels";
import { FEATURES_FILTER_ID, type FilterDefinition, type FilterKind, type FilterOption, type FilterSectionId } from "./types";
import { asBoolean, asNumber, asOptionValue, valuesAt } from "./values";

export { FEATURES_FILTER_ID };
const FEATURES_LABEL = "Características Adicionales";

const collator = new Intl.Collator("es", { numeric: true, sensitivity: "base" });

/** Every leaf path under `specs` that holds a value in at least one product. */
function specLeafPaths(products: readonly ProductSummary[]): string[] {
  const paths = new Set<string>();
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      if (value.some((v) => v !== null && typeof v === "object")) value.forEach((v) => walk(v, path));
      else if (value.length) paths.add(path);
    } else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else if (value !== null && value !== undefined && value !== "") {
      paths.add(path);
    }
  };
  for (const product of products) walk(product.specs, "");
  return [...paths].map((p) => `specs.${p}`);
}

/** The fields a category filters on: the fixed list it declares, or what its data holds (primary ones first). */
function filterFields(category: CategoryId, products: readonly ProductSummary[]): FilterField[] {
  const fixed = FIXED_FILTER_FIELDS[category];
  if (fixed) return fixed;
  const primary = (PRIMARY_FIELDS[category] ?? []).map((p) => `specs.${p}`);
  const derived = specLeafPaths(products).filter((path) => !NEVER_FILTER.has(path.split(".").pop()!));
  const fields: FilterField[] = primary.filter((p) => derived.includes(p)).map((path) => ({ path, section: "main" }));
  fields.unshift(...LEADING_FIELDS[category]);
  for (const path of derived) if (!primary.includes(path)) fields.push({ path, section: "technical" });
  return fields;
}

const idOf = (field: FilterField) => field.id ?? field.path.replace(/^specs\./, "");

function rangeDefinition(base: Omit<FilterDefinition, "type">, numbers: number[], category: CategoryId, measure: string | undefined): FilterDefinition | null {
  const bounds = rangeBounds(numbers, measure, category);
  if (!bounds || bounds.min === bounds.max) return null;
  return { ...base, type: "range", min: bounds.min, max: bounds.max, step: measure === "price" ? 10 : stepOf(numbers) };
}

/**
 * A box's step fine enough for every value the data holds: a browser refuses a number off the
 * steps counted from the minimum (1,2 kg against a 1,19 kg minimum and a 0,1 step).
 */
function stepOf(numbers: readonly number[]): number {
  if (numbers.every((n) => Number.isInteger(n))) return 1;
  return numbers.every((n) => Number.isInteger(Math.round(n * 1e6) / 1e5)) ? 0.1 : 0.01;
}

/**
 * What one filter may add to the category's manifest, which every page of the category carries: at
 * most this many options (the most common), and at most this many score-category filters.
 * Values themselves are bounded at validation (shared/record-bounds.ts).
 */
export const MAX_FILTER_OPTIONS = 100;
export const MAX_SCORE_FILTERS = 30;

/** The `limit` most frequent keys of `counts` (ties by first seen), in no particular order. */
function mostCommon(counts: Map<string, number>, limit: number): string[] {
  const keys = [...counts.keys()];
  if (keys.length <= limit) return keys;
  return keys.sort((a, b) => counts.get(b)! - counts.get(a)!).slice(0, limit);
}

function optionCounts(values: readonly (readonly unknown[])[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const list of values)
    for (const v of list) {
      const option = asOptionValue(v);
      if (option !== null) counts.set(option, (counts.get(option) ?? 0) + 1);
    }
  return counts;
}

function optionsOf(id: string, values: readonly (readonly unknown[])[] | Map<string, number>, category: CategoryId): FilterOption[] {
  const counts = values instanceof Map ? values : optionCounts(values);
  return mostCommon(counts, MAX_FILTER_OPTIONS)
    .sort(collator.compare)
    .map((value) => ({ value, label: optionLabel(id, value, category) }));
}

/** One spec field as a filter definition, or null when the data makes it useless (one value, unique text). */
function specDefinition(field: FilterField, category: CategoryId, products: readonly ProductSummary[], fixed: boolean): FilterDefinition | null {
  const id = idOf(field);
  const leaf = field.path.split(".").pop()!;
  const values = products.map((p) => valuesAt(p, field.path));
  const flat = values.flat();
  if (flat.length === 0) return null;
  const info = fieldInfo(field.path.replace(/^specs\./, ""), category);
  const base = { id, label: info.label, kind: "spec" as FilterKind, section: field.section as FilterSectionId, path: field.path, unit: info.unit };

  // The name decides first (PRODUCT-RULES.md, Filters and search); values of another type than the name suggests win.
  let type = inferFilterType(leaf === "energyClass" ? "efficiencyClass" : leaf);
  // One odd spelling ("yes" among true and false) must not turn a flag into a list of words.
  const allBoolean = flat.every((v) => asBoolean(v, type === "checkbox") !== null);
  const numbers = flat.map(asNumber);
  const allNumeric = flat.every((v) => typeof v === "number");
  if (allBoolean) type = "checkbox";
  else if (type === "checkbox") type = "multiselect";
  if (type === "range" && !numbers.some((n) => n !== null)) type = "multiselect";
  if (type !== "range" && allNumeric && type !== "select") type = "range";

  if (type === "checkbox") {
    const distinct = new Set(flat.map((v) => String(asBoolean(v, true))));
    return distinct.size > 1 || distinct.has("true") ? { ...base, type } : null;
  }
  if (type === "range")
    return rangeDefinition(
      base,
      numbers.filter((n): n is number => n !== null),
      category,
      measureOf(field.path),
    );
  const counts = optionCounts(values);
  // Derived text fields where nearly every product differs filter nothing; declared fixed lists stay.
  const tooUnique = !fixed && counts.size > Math.max(10, products.length * 0.6);
  if (counts.size < 2 || tooUnique) return null;
  const options = optionsOf(id, counts, category);
  return { ...base, type, options };
}

function ratingRange(
  id: string,
  label: string,
  section: FilterSectionId,
  path: string,
  measure: string,
  products: readonly ProductSummary[],
  category: CategoryId,
  kind: FilterKind = "rating",
): FilterDefinition | null {
  const numbers = products
    .map((p) => valuesAt(p, path)[0])
    .map(asNumber)
    .filter((n): n is number => n !== null);
  if (numbers.length === 0) return null;
  return rangeDefinition({ id, label, kind, section, path }, numbers, category, measure);
}

/** Stable, URL-friendly id for a category score label ("Calidad de imagen" → "calidad-de-imagen"). */
export function scoreSlug(label: string): string {
  return label
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The category's filters, derived from its products (PRODUCT-RULES.md: Product records, Filters and search, Limits), in section order:
 * Información Básica, Especificaciones Principales, Características Técnicas (with the
 * 'Características Adicionales' checkboxes), Valoraciones Públicas, Nuestras Puntuaciones.
 */
export function buildFilterDefinitions(category: CategoryId, products: readonly ProductSummary[]): FilterDefinition[] {
  if (products.length === 0) return [];
  const definitions: FilterDefinition[] = [];
  const push = (d: FilterDefinition | null) => d && definitions.push(d);

  const brands = optionsOf(
    "brand",
    products.map((p) => [p.brand]),
    category,
  );
  if (brands.length > 1)
    definitions.push({ id: "brand", label: "Marca", type: "multiselect", kind: "brand", section: "basic", path: "brand", options: brands });
  const prices = products.map((p) => p.price).filter((p) => Number.isFinite(p));
  push(rangeDefinition({ id: "priceRange", label: "Precio", kind: "price", section: "basic", path: "price", unit: "€" }, prices, category, "price"));
  const years = optionsOf(
    "year",
    products.map((p) => [String(p.year)]),
    category,
  ).reverse();
  if (years.length > 1) definitions.push({ id: "year", label: "Año", type: "multiselect", kind: "year", section: "basic", path: "year", options: years });

  const features: FilterDefinition[] = [];
  const fixed = FIXED_FILTER_FIELDS[category] !== undefined;
  for (const field of filterFields(category, products)) {
    const definition = specDefinition(field, category, products, fixed);
    if (definition?.type === "checkbox") features.push({ ...definition, section: "technical" });
    else push(definition);
  }
  if (features.length) {
    definitions.push({ id: FEATURES_FILTER_ID, label: FEATURES_LABEL, type: "group", kind: "features", section: "technical", children: features });
  }

  push(ratingRange("rating", "Valoración en la tienda", "public", "rating", "rating", products, category));
  push(ratingRange("userScore", "Puntuación de usuarios", "public", "userScore", "score10", products, category));
  push(ratingRange("overall", "Puntuación global", "ours", "overall", "score100", products, category));
  push(ratingRange("expertScore", "Puntuación de expertos", "ours", "expertScore", "score10", products, category));
  push(ratingRange("marketComparison", "Comparado con el mercado", "ours", "comparedToMarketAvg", "market", products, category));
  const segments = optionsOf(
    "priceSegment",
    products.map((p) => (p.priceSegment ? [p.priceSegment] : [])),
    category,
  );
  if (segments.length > 1) {
    definitions.push({
      id: "priceSegment",
      label: "Segmento de precio",
      type: "select",
      kind: "rating",
      section: "ours",
      path: "priceSegment",
      options: segments,
    });
  }
  const scoreLabels = new Map<string, number>();
  for (const p of products) for (const label of Object.keys(p.categoryScores ?? {})) scoreLabels.set(label, (scoreLabels.get(label) ?? 0) + 1);
  for (const label of mostCommon(scoreLabels, MAX_SCORE_FILTERS).sort(collator.compare)) {
    const path = `categoryScores.${label}`;
    const numbers = products.map((p) => p.categoryScores?.[label]).filter((n): n is number => typeof n === "number");
    push(rangeDefinition({ id: `score.${scoreSlug(label)}`, label, kind: "categoryScore", section: "ours", path }, numbers, category, "score100"));
  }

  const order = ["basic", "main", "technical", "public", "ours"];
  return definitions.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
}
