import type { DeepReadonly } from "../deep-readonly";
import { sanitiseRange } from "./sanitise-range";
import { FEATURES_FILTER_ID, type AppliedFilters, type FilterDefinition, type RangeValue } from "./types";

/** The query name of the 'Características Adicionales' checkboxes. */
export const FEATURES_PARAM = "caracteristicas";
/** The longest value we read from a query parameter; anything longer is not a real choice. */
const MAX_PARAM_LENGTH = 200;

/** Spanish query names for the basic filters; spec filters use their id ("display.sizeInches"). */
const PARAM_NAMES: Record<string, string> = { brand: "marca", priceRange: "precio", year: "anio" };
// Own properties only: a spec filter named "constructor" is not PARAM_NAMES' inherited member.
const paramOf = (definition: FilterDefinition) => (Object.hasOwn(PARAM_NAMES, definition.id) ? PARAM_NAMES[definition.id] : definition.id);

/** The query parameter of a filter: also the name of its fields in the listing's GET form. */
export const filterParamName = (definition: FilterDefinition): string => (definition.id === FEATURES_FILTER_ID ? FEATURES_PARAM : paramOf(definition));

/** "55..65", "55..", "..65" (".." so negative numbers stay readable: "-10..20"). */
function formatRange(range: RangeValue): string {
  return `${range.min ?? ""}..${range.max ?? ""}`;
}

/** A number typed in a form's box ("1.500" is not one; "2,5" is 2.5), or undefined for an empty box. */
function formNumber(raw: string): number | undefined | null {
  const text = raw.trim().replace(",", ".");
  if (text === "") return undefined;
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : null;
}

/**
 * A range sent by the listing's GET form (no script): its two boxes share the parameter's name, so
 * it comes as `precio=300&precio=1000`, an empty box as an empty value.
 */
function parseFormRange(min: string, max: string): RangeValue | undefined {
  const [low, high] = [formNumber(min), formNumber(max)];
  if (low === null || high === null) return undefined;
  return sanitiseRange({ min: low, max: high });
}

function parseRange(raw: string): RangeValue | undefined {
  const match = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/.exec(raw.trim());
  if (!match) return undefined;
  return sanitiseRange({ min: match[1] === undefined ? undefined : Number(match[1]), max: match[2] === undefined ? undefined : Number(match[2]) });
}

/**
 * Reads applied filters from a query string against the category's definitions. Whatever does not
 * fit (unknown names, options the category does not have, malformed ranges) is dropped, never an error.
 */
export function filtersFromParams(params: URLSearchParams, definitions: readonly FilterDefinition[]): AppliedFilters {
  const applied: AppliedFilters = {};
  const values = (name: string) => params.getAll(name).filter((v) => v.length > 0 && v.length <= MAX_PARAM_LENGTH);
  for (const definition of definitions) {
    if (definition.id === FEATURES_FILTER_ID) {
      const known = new Set((definition.children ?? []).map((c) => c.id));
      const checked = values(FEATURES_PARAM).filter((id) => known.has(id));
      if (checked.length) applied.otherFeatures = Object.fromEntries(checked.map((id) => [id, true as const]));
      continue;
    }
    const name = paramOf(definition);
    const sent = params.getAll(name);
    if (definition.type === "range" && sent.length === 2 && sent.every((v) => v.length <= MAX_PARAM_LENGTH)) {
      const range = parseFormRange(sent[0], sent[1]);
      if (range) applied[definition.id] = range;
      continue;
    }
    const raw = values(name);
    if (raw.length === 0) continue;
    if (definition.type === "range") {
      const range = parseRange(raw[0]);
      if (range) applied[definition.id] = range;
    } else if (definition.type === "checkbox") {
      if (raw[0] === "1") applied[definition.id] = true;
    } else {
      const known = new Set((definition.options ?? []).map((o) => o.value));
      const chosen = [...new Set(raw.filter((v) => known.has(v)))];
      if (chosen.length) applied[definition.id] = definition.type === "select" ? chosen.slice(0, 1) : chosen;
    }
  }
  return applied;
}

/** Writes applied filters as query parameters, in definition order so equal filters give equal URLs. */
export function filtersToParams(
  applied: DeepReadonly<AppliedFilters>,
  definitions: readonly FilterDefinition[],
  params = new URLSearchParams(),
): URLSearchParams {
  for (const definition of definitions) {
    if (definition.id === FEATURES_FILTER_ID) {
      const features = applied.otherFeatures;
      for (const child of definition.children ?? [])
        if (features && Object.hasOwn(features, child.id) && features[child.id]) params.append(FEATURES_PARAM, child.id);
      continue;
    }
    // Own properties only: a spec named "constructor" is not Object's.
    const value = Object.hasOwn(applied, definition.id) ? applied[definition.id] : undefined;
    if (value === undefined) continue;
    if (definition.type === "range") {
      const range = sanitiseRange(value as RangeValue);
      if (range) params.set(paramOf(definition), formatRange(range));
    } else if (definition.type === "checkbox") {
      if (value === true) params.set(paramOf(definition), "1");
    } else if (Array.isArray(value)) {
      for (const v of value) params.append(paramOf(definition), v);
    }
  }
  return params;
}
