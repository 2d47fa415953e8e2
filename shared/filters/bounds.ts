import type { CategoryId } from "../categories";
import type { Bounds, Measure } from "../categories/types";
import { byCategory } from "../category-declarations";

/**
 * PRODUCT-RULES.md (Limits), "Default range bounds by category", keyed by the measure a field holds:
 * these hold for every category, and a category declares its own where they differ (its `bounds`).
 */
const DEFAULT_BOUNDS: Record<Measure, Bounds> = {
  screenInches: { min: 4, max: 85 },
  weightG: { min: 10, max: 2000 },
  weightKg: { min: 0.1, max: 10 },
  batteryMah: { min: 500, max: 20000 },
  batteryWh: { min: 30, max: 100 },
  lifeHours: { min: 4, max: 20 },
  lifeDays: { min: 1, max: 30 },
  refreshRate: { min: 60, max: 240 },
  hdmiPorts: { min: 1, max: 6 },
  power: { min: 5, max: 500 },
  brightness: { min: 200, max: 2000 },
  inputLag: { min: 5, max: 50 },
  megapixels: { min: 8, max: 200 },
  ramGB: { min: 2, max: 64 },
  storageGB: { min: 32, max: 2048 },
  price: { min: 0, max: 5000 },
  rating: { min: 1, max: 5 },
  score10: { min: 1, max: 10 },
  score100: { min: 1, max: 100 },
  market: { min: -50, max: 50 },
};

const OWN_BOUNDS: Record<CategoryId, Partial<Record<Measure, Bounds>>> = byCategory((d) => d.bounds);

/** Which measure of the table a field path holds, if any. */
export function measureOf(path: string): Measure | undefined {
  const leaf = path.split(".").pop() ?? path;
  if (leaf === "sizeInches") return "screenInches";
  if (leaf === "weightG") return "weightG";
  if (leaf === "weightKg") return "weightKg";
  if (/^capacity(mAh|Mah)$/.test(leaf)) return "batteryMah";
  if (leaf === "capacityWh") return "batteryWh";
  if (leaf === "lifeHours" || leaf === "playbackHours") return "lifeHours";
  if (leaf === "lifeDays") return "lifeDays";
  if (leaf === "refreshRateHz") return "refreshRate";
  if (leaf === "hdmiPorts") return "hdmiPorts";
  if (leaf === "powerConsumptionWatts" || leaf === "totalPowerW" || leaf === "outputPower") return "power";
  if (/[bB]rightnessNits$/.test(leaf)) return "brightness";
  if (leaf === "inputLagMs") return "inputLag";
  if (leaf === "resolutionMP" || leaf === "megapixels") return "megapixels";
  if (leaf === "ramGB" || path.endsWith("ram.sizeGB")) return "ramGB";
  if (path.endsWith("storage.sizeGB") || path.endsWith("storageOptions.sizeGB")) return "storageGB";
  return undefined;
}

export function defaultBounds(measure: string, category: CategoryId): Bounds | undefined {
  if (!Object.hasOwn(DEFAULT_BOUNDS, measure)) return undefined;
  const own = OWN_BOUNDS[category];
  return (own && Object.hasOwn(own, measure) ? own[measure as Measure] : undefined) ?? DEFAULT_BOUNDS[measure as Measure];
}

/**
 * PRODUCT-RULES.md (Filters and search; Limits): a range uses the data's own minimum and maximum when there is data (price
 * rounded outwards to tens), the category's default bounds otherwise.
 */
export function rangeBounds(values: readonly number[], measure: string | undefined, category: CategoryId): Bounds | undefined {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return measure ? defaultBounds(measure, category) : undefined;
  let min = Math.min(...finite);
  let max = Math.max(...finite);
  if (measure === "price") {
    min = Math.floor(min / 10) * 10;
    max = Math.ceil(max / 10) * 10;
  }
  return { min, max };
}

export { sanitiseRange } from "./sanitise-range";
