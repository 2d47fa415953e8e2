import type { CategoryId } from "../categories";
import type { SpecsByCategory } from "../specs";

/**
 * Which way a number is better, for every numeric field of every category. "more": a higher value
 * is better (brightness, battery, storage); "less": a lower one is (price, weight, thickness, input
 * lag, consumption); "neither": the number describes the product without ranking it (a screen's
 * size, a driver's diameter: a matter of taste or use, so never 'Mejor').
 *
 * The tables below are typed against shared/specs.ts: a numeric field added there without a
 * direction here, or a direction for a field that does not exist, fails type-checking.
 */
export type Direction = "more" | "less" | "neither";

type Item<T> = NonNullable<T> extends readonly (infer E)[] ? NonNullable<E> : NonNullable<T>;

/** "display.sizeInches", "hardware.storageOptions.sizeGB": the paths of a spec type's numbers (inside lists too). */
export type NumericPaths<T, Prefix extends string = ""> = {
  [K in keyof T & string]-?: Item<T[K]> extends number
    ? `${Prefix}${K}`
    : Item<T[K]> extends string | boolean
      ? never
      : Item<T[K]> extends object
        ? NumericPaths<Item<T[K]>, `${Prefix}${K}.`>
        : never;
}[keyof T & string];

type SpecDirections = { [C in CategoryId]: Record<NumericPaths<SpecsByCategory[C]>, Direction> };

const DISPLAY = { "display.sizeInches": "neither", "display.refreshRateHz": "more", "display.peakBrightnessNits": "more" } as const;
const PHONE_CAMERAS = { "camera.rear.megapixels": "more", "camera.front.megapixels": "more" } as const;

export const SPEC_DIRECTIONS: SpecDirections = {
  tv: {
    "display.sizeInches": "neither",
    "display.refreshRateHz": "more",
    "display.brightnessNits": "more",
    "connectivity.hdmiPorts": "more",
    "connectivity.usbPorts.count": "more",
    "gaming.inputLagMs": "less",
    "physical.weightKg": "less",
  },
  laptop: {
    ...DISPLAY,
    "hardware.cpu.cores": "more",
    "hardware.cpu.maxClockGHz": "more",
    "hardware.ram.sizeGB": "more",
    "hardware.storage.sizeGB": "more",
    "ports.usbC": "more",
    "ports.usbA": "more",
    "battery.capacityWh": "more",
    "battery.lifeHours": "more",
    "dimensions.widthMm": "neither",
    "dimensions.heightMm": "neither",
    "dimensions.depthMm": "less",
    "dimensions.weightKg": "less",
    "webcam.resolutionMP": "more",
    // Deep or shallow keys are a typist's taste.
    "keyboard.keyTravelMm": "neither",
  },
  mobile: {
    ...DISPLAY,
    ...PHONE_CAMERAS,
    "hardware.ramGB": "more",
    "hardware.storageOptions.sizeGB": "more",
    "hardware.battery.capacitymAh": "more",
    "hardware.battery.fastChargeW": "more",
    "hardware.battery.wirelessChargeW": "more",
  },
  tablet: {
    ...DISPLAY,
    ...PHONE_CAMERAS,
    "performance.ramGB": "more",
    "performance.storageOptions.sizeGB": "more",
    "battery.capacitymAh": "more",
    "battery.lifeHours": "more",
    "battery.fastChargeW": "more",
    "dimensions.widthMm": "neither",
    "dimensions.heightMm": "neither",
    "dimensions.thicknessMm": "less",
    "dimensions.weightG": "less",
    "audio.speakers": "more",
  },
  headphones: {
    // A driver's size, its impedance and its sensitivity describe the design; none is better alone.
    "audio.driverSizeMm": "neither",
    "audio.impedanceOhm": "neither",
    "audio.sensitivityDb": "neither",
    "battery.capacityMah": "more",
    "battery.playbackHours": "more",
    "battery.chargingTimeHours": "less",
    "physical.weightG": "less",
    "microphone.sensitivityDb": "neither",
  },
  camera: {
    "sensor.resolutionMP": "more",
    "sensor.lowLightIso": "more",
    "performance.burstFps": "more",
    "focus.points": "more",
    // Autofocus rated to a lower EV still focuses in darker scenes (−6 EV beats −4 EV).
    "focus.lowLightEv": "less",
    "display.rearScreenInches": "more",
    "connectivity.cardSlots": "more",
    "physical.weightG": "less",
  },
  smartwatch: {
    "display.sizeMm": "neither",
    "display.peakBrightnessNits": "more",
    "hardware.ramMB": "more",
    "hardware.storageGB": "more",
    "hardware.battery.lifeDays": "more",
    "hardware.battery.capacitymAh": "more",
    "activityTracking.workoutModes": "more",
    "dimensions.caseDiameterMm": "neither",
    "dimensions.thicknessMm": "less",
    "dimensions.weightG": "less",
    "strap.sizeMm": "neither",
  },
  speaker: {
    "audio.totalPowerW": "more",
    "audio.peakSplDb": "more",
    "battery.lifeHours": "more",
    "physical.weightKg": "less",
  },
};

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

/** Numbers only one category has outside its specs. */
export const EXTRA_DIRECTIONS: Partial<Record<CategoryId, Record<string, Direction>>> = {
  tv: { "energy.powerConsumptionWatts": "less" },
};

/**
 * The direction of a comparison row's number: `key` is a row key of shared/spec-table.ts or
 * shared/summary-rows.ts ("specs.display.brightnessNits", "price", "energy.powerConsumptionWatts").
 * Undefined when the rules do not know the field (the unit tests keep that from happening).
 */
export function directionOf(category: CategoryId, key: string): Direction | undefined {
  if (Object.hasOwn(COMMON_DIRECTIONS, key)) return COMMON_DIRECTIONS[key];
  const extra = EXTRA_DIRECTIONS[category];
  if (extra && Object.hasOwn(extra, key)) return extra[key];
  const table: Record<string, Direction> = SPEC_DIRECTIONS[category];
  const path = key.startsWith("specs.") ? key.slice("specs.".length) : key;
  return Object.hasOwn(table, path) ? table[path] : undefined;
}
