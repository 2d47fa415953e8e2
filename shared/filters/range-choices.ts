import type { FilterIndex } from "./filter-index";
import type { FilterDefinition, RangeChoice } from "./types";

/**
 * Ready-made choices beside a range's two boxes, as shoppers expect them: screen sizes as the
 * sizes the category's products come in (43″, 50″, 55″…), and price steps ("Hasta 300 €").
 * Worked out from the compact index's columns when the category is built.
 */

/** The price steps considered, in euros. */
const PRICE_STEPS = [50, 100, 150, 200, 300, 400, 500, 700, 800, 1000, 1500, 2000, 3000, 5000];
const MAX_PRICE_CHOICES = 4;
/** A step is worth offering when it leaves between these shares of the category. */
const PRICE_STEP_SHARE = [0.1, 0.9] as const;
const MAX_SIZE_CHOICES = 8;

const isSize = (definition: FilterDefinition) => definition.type === "range" && definition.path?.endsWith("display.sizeInches") === true;

/** The sizes products come in, when they are whole inches (TVs); most common first kept, shown in order. */
function sizeChoices(values: Float64Array): RangeChoice[] {
  const counts = new Map<number, number>();
  for (const v of values) if (v === v) counts.set(v, (counts.get(v) ?? 0) + 1);
  if (counts.size < 2 || [...counts.keys()].some((v) => !Number.isInteger(v))) return [];
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_SIZE_CHOICES)
    .map(([size]) => size)
    .sort((a, b) => a - b)
    .map((size) => ({ label: `${size}″`, range: { min: size, max: size } }));
}

function priceChoices(values: Float64Array): RangeChoice[] {
  const prices = [...values].filter((v) => v === v).sort((a, b) => a - b);
  if (!prices.length) return [];
  const share = (step: number) => prices.filter((p) => p <= step).length / prices.length;
  const steps = PRICE_STEPS.filter((step) => share(step) >= PRICE_STEP_SHARE[0] && share(step) <= PRICE_STEP_SHARE[1]);
  // Evenly spread when there are more steps than room: the cheapest, the dearest and between.
  const picked =
    steps.length <= MAX_PRICE_CHOICES
      ? steps
      : Array.from({ length: MAX_PRICE_CHOICES }, (_, i) => steps[Math.round((i * (steps.length - 1)) / (MAX_PRICE_CHOICES - 1))]);
  return [...new Set(picked)].map((step) => ({ label: `Hasta ${step} €`, range: { max: step } }));
}

/** The definitions with choices on the size and price ranges (a new array; the rest untouched). */
export function withRangeChoices(definitions: readonly FilterDefinition[], index: FilterIndex): FilterDefinition[] {
  return definitions.map((definition) => {
    const column = index.columns.get(definition.id);
    if (column?.kind !== "number") return definition;
    const choices = definition.kind === "price" ? priceChoices(column.values) : isSize(definition) ? sizeChoices(column.values) : [];
    return choices.length ? { ...definition, choices } : definition;
  });
}
