import type { CategoryId } from "../categories";

/** A spec (or spec-like) field offered as a filter: where it lives and which section shows it. */
export interface FilterField {
  /** Path in a ProductSummary; arrays along the way are walked ("specs.hardware.storageOptions.sizeGB"). */
  path: string;
  section: "main" | "technical";
  /** Filter id; defaults to the path without its "specs." prefix. */
  id?: string;
}

const main = (path: string, id?: string): FilterField => ({ path: `specs.${path}`, section: "main", id });
const tech = (path: string, id?: string): FilterField => ({ path: `specs.${path}`, section: "technical", id });

/** PRODUCT-RULES.md (Filters and search), "Filterable fields (early catalogue)": the fixed lists for TVs and laptops. */
export const FIXED_FILTER_FIELDS: Partial<Record<CategoryId, FilterField[]>> = {
  tv: [
    main("display.sizeInches"),
    main("display.resolution"),
    main("display.panelType"),
    main("display.refreshRateHz"),
    main("display.brightnessNits"),
    tech("display.hdrFormats"),
    { path: "energyClass", section: "technical", id: "efficiencyClass" },
    { path: "powerConsumptionWatts", section: "technical", id: "powerConsumptionWatts" },
    tech("connectivity.hdmiPorts"),
    tech("gaming.vrrSupport"),
    tech("gaming.inputLagMs"),
    tech("audio.outputPower"),
    tech("performance.processor"),
    tech("performance.ram"),
    // Beyond the seed's list: every field most TVs state (docs/PRODUCT-RULES.md, Filterable fields per category).
    tech("audio.audioFormats"),
    tech("connectivity.hdmiVersions"),
    tech("physical.weightKg"),
  ],
  laptop: [
    main("display.sizeInches"),
    main("hardware.cpu.model"),
    main("hardware.ram.sizeGB"),
    main("hardware.storage.sizeGB"),
    main("hardware.storage.type"),
    main("hardware.gpu.model"),
    tech("display.technology"),
    tech("display.resolution"),
    tech("display.touchscreen"),
    tech("battery.lifeHours"),
    tech("connectivity.wifi"),
    tech("connectivity.bluetooth"),
    // Beyond the seed's list: every field most laptops state (docs/PRODUCT-RULES.md, Filterable fields per category).
    main("dimensions.weightKg"),
    tech("display.refreshRateHz"),
    tech("display.peakBrightnessNits"),
    tech("hardware.cpu.cores"),
    tech("battery.capacityWh"),
    tech("battery.fastCharge"),
    tech("ports.usbC"),
    tech("ports.usbA"),
    tech("ports.thunderbolt"),
    tech("ports.hdmi"),
    tech("ports.sdCardReader"),
    tech("ports.audioJack"),
    tech("webcam.resolutionMP"),
    tech("webcam.windowsHello"),
    tech("webcam.privacyShutter"),
    tech("keyboard.backlit"),
    tech("keyboard.numpad"),
    tech("hardware.ram.upgradable"),
    tech("hardware.storage.upgradable"),
    tech("connectivity.cellular.supported"),
  ],
};

/** For categories derived from the data: the fields shown first, under 'Especificaciones Principales'. */
export const PRIMARY_FIELDS: Partial<Record<CategoryId, string[]>> = {
  mobile: ["display.sizeInches", "hardware.soc", "hardware.ramGB", "hardware.storageOptions.sizeGB", "hardware.battery.capacitymAh", "camera.rear.megapixels"],
  tablet: ["display.sizeInches", "performance.chipset", "performance.ramGB", "performance.storageOptions.sizeGB", "battery.capacitymAh"],
  headphones: ["audio.driverSizeMm", "battery.playbackHours", "connectivity.wireless.bluetoothCodecs"],
  camera: ["sensor.resolutionMP", "sensor.type", "lens.mount", "video.maxResolution", "performance.burstFps"],
  smartwatch: ["display.sizeMm", "hardware.battery.lifeDays", "display.technology", "durability.waterRating"],
  speaker: ["audio.totalPowerW", "battery.lifeHours", "durability.ipRating", "connectivity.wireless.bluetooth"],
};

/** Free-text or one-of-a-kind fields that make poor filters whatever the data holds. */
export const NEVER_FILTER = new Set([
  "dimensions",
  "dimensionsMm",
  "pixelDimensions",
  "frequencyResponseHz",
  "aperture",
  "shutterSpeed",
  "buffer",
  "kitLens",
  "tuning",
  "evfResolution",
  "widthMm",
  "heightMm",
  "depthMm",
  "thicknessMm",
  "usbPorts",
  "sensitivityDb",
  "impedanceOhm",
  "keyTravelMm",
  "caseDiameterMm",
  "sizeMm.strap",
  "features",
  "model",
  "speakerConfig",
  "earcupMaterial",
  "material",
  "polarPattern",
  "charging",
  "size",
  "glass",
  "driverConfiguration",
  "lowLightEv",
]);
