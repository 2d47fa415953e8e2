import type { CategoryId } from "../categories";
import { schemaFields } from "../categories/schema-fields";
import type { Direction } from "../categories/types";
import { byCategory } from "../category-declarations";

/**
 * Which way a number is better, for every numeric field of every category. "more": a higher value
 * is better (brightness, battery, storage); "less": a lower one is (price, weight, thickness, input
 * lag, consumption); "neither": the number describes the product without ranking it (a screen's
 * size, a driver's diameter: a matter of taste or use, so never 'Mejor').
 *
 * Each category says it on each number's line of its spec schema (shared/categories/<id>.ts): a
 * number without a direction does not compile.
 */
export type { Direction } from "../categories/types";

/** Each category's numeric specs' directions, by path inside the specs ("display.brightnessNits"). */
export const SPEC_DIRECTIONS: Record<CategoryId, Readonly<Record<string, Direction>>> = byCategory((d) =>
  Object.fromEntries(schemaFields(d.specs).flatMap(({ path, better }) => (better ? [[path, better] as const] : []))),
);

/** Numbers every product has outside its specs (the comparison's summary and general rows). */
export const COMMON_DIRECTIONS: Record<string, Direction> = {
  price: "less",
  overall: "more",
  expertScore: "more",
  userScore: "more",
  rating: "more",
  reviewCount: "more",
  marketComparison: "more",
  // The model year says how recent a product is, not how good.
  year: "neither",
};

/** Numbers only some categories have outside their specs. */
export const EXTRA_DIRECTIONS: Record<CategoryId, Record<string, Direction>> = byCategory((d) => d.extraDirections);

/**
 * The direction of a comparison row's number: `key` is a row key of shared/spec-table.ts or
 * shared/summary-rows.ts ("specs.display.brightnessNits", "price", "energy.powerConsumptionWatts").
 * Undefined when the rules do not know the field (the unit tests keep that from happening).
 */
export function directionOf(category: CategoryId, key: string): Direction | undefined {
  if (Object.hasOwn(COMMON_DIRECTIONS, key)) return COMMON_DIRECTIONS[key];
  const extra = EXTRA_DIRECTIONS[category];
  if (Object.hasOwn(extra, key)) return extra[key];
  const table = SPEC_DIRECTIONS[category];
  const path = key.startsWith("specs.") ? key.slice("specs.".length) : key;
  return Object.hasOwn(table, path) ? table[path] : undefined;
}
