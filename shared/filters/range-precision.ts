import type { ListingQuery } from "../listing-query";
import { sanitiseRange } from "./sanitise-range";
import type { FilterDefinition, RangeValue } from "./types";

/**
 * The listing the server answers for a query: its ranges at their filters' precision (below). The
 * worker reads every listing address through it (a page's canonical query, the JSON API's), so the
 * browser, which only sends addresses, never needs it.
 */
export function atPrecision(query: ListingQuery, definitions: readonly FilterDefinition[]): ListingQuery {
  const filters = { ...query.filters };
  for (const definition of definitions) {
    const value = Object.hasOwn(filters, definition.id) ? filters[definition.id] : undefined;
    if (definition.type !== "range" || !value || typeof value !== "object" || Array.isArray(value)) continue;
    const read = rangeAtPrecision(definition, value as RangeValue);
    if (read) filters[definition.id] = read;
    else delete filters[definition.id];
  }
  return { ...query, filters };
}

/**
 * A range read from an address, to the precision the filter is chosen at, so that ranges nobody
 * shares (typed to the cent, or to the thousandth of an inch) are one page and one cache entry with
 * their plain form rather than a render each.
 *
 * A price is chosen in whole euros: the bottom rounds down and the top up, so a typed range never
 * leaves out a product it named. Any other range keeps the decimals of its box's step, which is
 * fine enough for every value its products hold (shared/filters/build.ts): rounding the bottom up
 * and the top down there lists exactly the same products.
 */
export function rangeAtPrecision(definition: FilterDefinition, range: RangeValue): RangeValue | undefined {
  if (definition.kind === "price") return sanitiseRange({ min: roundWith(Math.floor, range.min, 0), max: roundWith(Math.ceil, range.max, 0) });
  if (definition.step === undefined) return range;
  const decimals = decimalsOf(definition.step);
  const min = roundWith(Math.ceil, range.min, decimals);
  const max = roundWith(Math.floor, range.max, decimals);
  // Between two steps (55,2–55,8″): no product is in it either way; kept as asked rather than put in order.
  if (min !== undefined && max !== undefined && min > max) return range;
  return sanitiseRange({ min, max });
}

/** 1 → 0, 0.1 → 1, 0.01 → 2; at most 6. */
function decimalsOf(step: number): number {
  for (let decimals = 0; decimals < 6; decimals++) if (Math.abs(step * 10 ** decimals - Math.round(step * 10 ** decimals)) < 1e-9) return decimals;
  return 6;
}

/**
 * `round` at `decimals` places. Nudged by a millionth of a unit first so that binary fractions
 * (0.29 * 100 = 28.999999999999996) round to the decimal the shopper typed.
 */
function roundWith(round: (n: number) => number, value: number | undefined, decimals: number): number | undefined {
  if (value === undefined) return undefined;
  const scale = 10 ** decimals;
  const scaled = value * scale;
  const nearest = Math.round(scaled);
  const snapped = Math.abs(scaled - nearest) < 1e-6 ? nearest : round(scaled);
  return snapped / scale;
}
