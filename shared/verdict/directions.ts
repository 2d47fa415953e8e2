import type { CategoryId } from "../categories";
import type { Direction, NumericPaths } from "../categories/types";
import { byCategory } from "../category-declarations";
import type { SpecsByCategory } from "../specs";

/**
 * Which way a number is better, for every numeric field of every category. "more": a higher value
 * is better (brightness, battery, storage); "less": a lower one is (price, weight, thickness, input
 * lag, consumption); "neither": the number describes the product without ranking it (a screen's
 * size, a driver's diameter: a matter of taste or use, so never 'Mejor').
 *
 * Each category declares its directions beside its spec type (shared/categories/<id>.ts): a numeric
 * field without a direction, or a direction for a field that does not exist, fails type-checking.
 */
export type { Direction, NumericPaths } from "../categories/types";

type SpecDirections = { [C in CategoryId]: Record<NumericPaths<SpecsByCategory[C]>, Direction> };

export const SPEC_DIRECTIONS: SpecDirections = byCategory((d) => d.directions) as SpecDirections;

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
  const table: Record<string, Direction> = SPEC_DIRECTIONS[category];
  const path = key.startsWith("specs.") ? key.slice("specs.".length) : key;
  return Object.hasOwn(table, path) ? table[path] : undefined;
}
