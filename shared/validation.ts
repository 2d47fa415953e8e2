import { resolveCategoryId, type CategoryId } from "./categories";
import { hasValue, readPath } from "./object-path";

/** The outcome of checking one record against its category's rules (seed 001 §5). */
export interface ValidationReport {
  valid: boolean;
  errors: string[];
  warnings: string[];
}

interface CategoryRules {
  required: readonly string[];
  recommended: readonly string[];
}

/** Every record needs these to be shown and sold (seed 000 §3, "common required fields"). */
const COMMON_REQUIRED = [
  "model",
  "brand",
  "year",
  "general.description",
  "amazon.affiliateLink",
  "amazon.image",
  "amazon.price",
  "amazon.priceCurrency",
  "amazon.asin",
] as const;

const COMMON_RECOMMENDED = ["reviews.expertScore", "reviews.userScore", "score.overall"] as const;

const RULES: Record<CategoryId, CategoryRules> = {
  tv: {
    required: ["specs.display.sizeInches", "specs.display.panelType", "specs.display.resolution"],
    recommended: [
      "specs.display.refreshRateHz",
      "specs.display.hdrFormats",
      "specs.display.brightnessNits",
      "specs.audio.outputPower",
      "specs.connectivity.hdmiPorts",
      "specs.connectivity.usbPorts",
      "energy.efficiencyClass",
      "energy.powerConsumptionWatts",
      "specs.gaming.vrrSupport",
      "specs.gaming.inputLagMs",
      "specs.performance.processor",
      "specs.performance.ram",
    ],
  },
  laptop: {
    required: [
      "specs.hardware.cpu.model",
      "specs.hardware.ram.sizeGB",
      "specs.hardware.storage.sizeGB",
      "specs.hardware.storage.type",
      "specs.display.sizeInches",
      "specs.display.resolution",
      "specs.display.technology",
    ],
    recommended: [
      "specs.hardware.gpu.model",
      "specs.battery.lifeHours",
      "specs.connectivity.wifi",
      "specs.connectivity.bluetooth",
      "specs.ports.usbC",
      "specs.ports.usbA",
      "specs.display.touchscreen",
      "specs.dimensions.weightKg",
      "specs.webcam.resolutionMP",
    ],
  },
  mobile: {
    required: ["specs.display.sizeInches", "specs.hardware.soc"],
    recommended: [
      "specs.hardware.ramGB",
      "specs.hardware.storageOptions",
      "specs.hardware.battery.capacitymAh",
      "specs.camera.rear",
      "specs.display.technology",
      "specs.connectivity.cellular",
    ],
  },
  tablet: {
    required: ["specs.display.sizeInches", "specs.performance.chipset", "specs.performance.ramGB"],
    recommended: ["specs.performance.storageOptions", "specs.battery.capacitymAh", "specs.display.resolution"],
  },
  headphones: {
    required: ["specs.audio", "specs.connectivity"],
    recommended: ["general.type", "specs.audio.driverSizeMm", "specs.battery.playbackHours"],
  },
  camera: {
    required: ["specs.sensor.resolutionMP", "specs.sensor.type"],
    recommended: ["specs.lens.mount", "specs.video.maxResolution", "specs.physical.weightG"],
  },
  smartwatch: {
    required: ["specs.display", "specs.hardware.battery"],
    recommended: ["specs.hardware.battery.lifeDays", "specs.healthSensors", "specs.activityTracking.gps"],
  },
  speaker: {
    required: ["specs.audio", "specs.connectivity"],
    recommended: ["specs.audio.totalPowerW", "specs.physical.portable", "specs.battery.lifeHours"],
  },
};

/** Fields whose type is part of validity (seed 001 §5: model and brand are strings, year a number, price defined). */
const TYPED_FIELDS: ReadonlyArray<[path: string, type: "string" | "number"]> = [
  ["model", "string"],
  ["brand", "string"],
  ["year", "number"],
  ["amazon.price", "number"],
];

/**
 * Checks a record against the rules of `category`. The record's `title` must name the same
 * category, directly or through a legacy alias; both 'headphones' and the legacy 'headset' are
 * accepted for headphones (the seed's validator wrongly demanded 'headset' only).
 */
export function validateProduct(category: string, record: unknown): ValidationReport {
  const categoryId = resolveCategoryId(category);
  if (!categoryId) {
    return { valid: false, errors: [`No validator found for category: ${category}`], warnings: [] };
  }
  const rules = RULES[categoryId];
  const errors: string[] = [];
  const warnings: string[] = [];

  const title = readPath(record, "title");
  if (!hasValue(title)) errors.push("Missing required field: title");
  else if (typeof title !== "string" || resolveCategoryId(title) !== categoryId) {
    errors.push(`Invalid field: title (expected '${categoryId}')`);
  }

  for (const path of [...COMMON_REQUIRED, ...rules.required]) {
    if (!hasValue(readPath(record, path))) errors.push(`Missing required field: ${path}`);
  }
  for (const [path, type] of TYPED_FIELDS) {
    const value = readPath(record, path);
    if (hasValue(value) && typeof value !== type) errors.push(`Invalid field: ${path} (expected ${type})`);
  }
  for (const path of [...COMMON_RECOMMENDED, ...rules.recommended]) {
    if (!hasValue(readPath(record, path))) warnings.push(`Missing recommended field: ${path}`);
  }
  return { valid: errors.length === 0, errors, warnings };
}
