import type { CategoryId } from "../categories";
import type { RangeValue } from "./types";

type Bounds = { min: number; max: number };
type BoundsTable = Partial<Record<CategoryId | "default", Bounds>>;

/** PRODUCT-RULES.md (Limits), "Default range bounds by category", keyed by the measure a field holds. */
const DEFAULT_BOUNDS: Record<string, BoundsTable> = {
  screenInches: {
    tv: { min: 32, max: 85 },
    laptop: { min: 11, max: 17 },
    mobile: { min: 4, max: 7 },
    tablet: { min: 7, max: 13 },
    default: { min: 4, max: 85 },
  },
  weightG: {
    mobile: { min: 100, max: 250 },
    tablet: { min: 300, max: 800 },
    headphones: { min: 5, max: 500 },
    camera: { min: 300, max: 1500 },
    default: { min: 10, max: 2000 },
  },
  weightKg: { laptop: { min: 0.8, max: 3.5 }, speaker: { min: 0.2, max: 10 }, default: { min: 0.1, max: 10 } },
  batteryMah: { mobile: { min: 2000, max: 6000 }, tablet: { min: 5000, max: 12000 }, smartwatch: { min: 200, max: 1000 }, default: { min: 500, max: 20000 } },
  batteryWh: { laptop: { min: 30, max: 100 }, default: { min: 30, max: 100 } },
  lifeHours: { laptop: { min: 4, max: 24 }, headphones: { min: 4, max: 50 }, speaker: { min: 6, max: 30 }, default: { min: 4, max: 20 } },
  lifeDays: { smartwatch: { min: 1, max: 30 }, default: { min: 1, max: 30 } },
  refreshRate: { default: { min: 60, max: 240 } },
  hdmiPorts: { default: { min: 1, max: 6 } },
  power: { tv: { min: 50, max: 500 }, speaker: { min: 5, max: 200 }, default: { min: 5, max: 500 } },
  brightness: { default: { min: 200, max: 2000 } },
  inputLag: { default: { min: 5, max: 50 } },
  megapixels: { camera: { min: 12, max: 100 }, mobile: { min: 8, max: 200 }, default: { min: 8, max: 200 } },
  ramGB: { laptop: { min: 4, max: 64 }, mobile: { min: 2, max: 16 }, tablet: { min: 2, max: 16 }, default: { min: 2, max: 64 } },
  storageGB: { laptop: { min: 128, max: 2048 }, mobile: { min: 32, max: 1024 }, tablet: { min: 32, max: 1024 }, default: { min: 32, max: 2048 } },
  price: { default: { min: 0, max: 5000 } },
  rating: { default: { min: 1, max: 5 } },
  score10: { default: { min: 1, max: 10 } },
  score100: { default: { min: 1, max: 100 } },
  market: { default: { min: -50, max: 50 } },
};

/** Which measure of the table a field path holds, if any. */
export function measureOf(path: string): string | undefined {
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
  const table = DEFAULT_BOUNDS[measure];
  return table?.[category] ?? table?.default;
}

/**
 * PRODUCT-RULES.md (Filters and search) and §9: a range uses the data's own minimum and maximum when there is data (price
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

/** A range the user asked for, made sane: numbers only, min ≤ max (swapped if reversed), or nothing. */
export function sanitiseRange(value: RangeValue | undefined): RangeValue | undefined {
  if (!value) return undefined;
  const min = Number.isFinite(value.min) ? value.min : undefined;
  const max = Number.isFinite(value.max) ? value.max : undefined;
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}
