import { days, flag, num, text } from "./chip-formats";
import { SPORT } from "./shopper-phrases";
import type { Maybe } from "./spec-parts";
import { SMARTWATCH } from "./smartwatch.name";
import type { CategoryDeclaration } from "./types";

export interface SmartwatchSpecs {
  display?: { technology?: Maybe<string>; sizeMm?: Maybe<number>; resolution?: Maybe<string>; peakBrightnessNits?: Maybe<number>; alwaysOn?: Maybe<boolean> };
  hardware?: {
    chipset?: Maybe<string>;
    ramMB?: Maybe<number>;
    storageGB?: Maybe<number>;
    battery?: { lifeDays?: Maybe<number>; capacitymAh?: Maybe<number>; fastCharge?: Maybe<boolean> };
  };
  healthSensors?: {
    heartRate?: Maybe<boolean>;
    bloodOxygen?: Maybe<boolean>;
    ecg?: Maybe<boolean>;
    temperature?: Maybe<boolean>;
    bloodPressure?: Maybe<boolean>;
  };
  activityTracking?: { gps?: Maybe<boolean>; workoutModes?: Maybe<number>; fallDetection?: Maybe<boolean>; altimeter?: Maybe<boolean> };
  connectivity?: { bluetooth?: Maybe<string>; wifi?: Maybe<boolean>; cellular?: Maybe<boolean>; nfc?: Maybe<boolean> };
  durability?: { waterRating?: Maybe<string>; militaryStandard?: Maybe<boolean> };
  dimensions?: { caseDiameterMm?: Maybe<number>; thicknessMm?: Maybe<number>; weightG?: Maybe<number> };
  strap?: { material?: Maybe<string>; sizeMm?: Maybe<number>; interchangeable?: Maybe<boolean> };
}

const yes = (value: Maybe<boolean>): boolean | null => (typeof value === "boolean" ? value : null);

/** Everything about smartwatches (its name: ./smartwatch.name.ts). */
export const smartwatch = (): CategoryDeclaration<"smartwatch", SmartwatchSpecs> => ({
  identity: SMARTWATCH,
  specs: {},
  maxPrice: 5_000,
  record: {
    required: ["specs.display", "specs.hardware.battery"],
    recommended: ["specs.hardware.battery.lifeDays", "specs.healthSensors", "specs.activityTracking.gps"],
  },
  chips: [
    ["screen", "specs.dimensions.caseDiameterMm", num(" mm")],
    ["battery", "specs.hardware.battery.lifeDays", days],
    ["gps", "specs.activityTracking.gps", flag("GPS")],
    ["heart", "specs.healthSensors.heartRate", flag("Monitor cardíaco")],
    ["nfc", "specs.connectivity.nfc", flag("Pagos NFC")],
    ["water", "specs.durability.waterRating", text()],
    ["heart", "specs.healthSensors.ecg", flag("ECG")],
  ],
  similarity: {
    features: (s) => [s.hardware?.battery?.lifeDays, s.healthSensors?.heartRate, s.healthSensors?.bloodOxygen, s.activityTracking?.gps],
    rules: [{ gap: [[3, 3]] }, { same: 1 }, { same: 1 }, { same: 1 }],
  },
  searchWords: ["smartwatch", "smartwatches", "reloj", "relojes", "reloj inteligente", "relojes inteligentes"],
  shopperWords: [{ words: SPORT, meaning: { use: "correr" } }],
  uses: [
    {
      id: "correr",
      label: "Para correr",
      guidePhrase: "para correr",
      aspect: "Deporte y GPS",
      conditions: [{ feature: "activityTracking.gps" }, { filter: "hardware.battery.lifeDays", min: 5 }],
    },
    {
      id: "salud",
      label: "Salud",
      guidePhrase: "para la salud",
      aspect: "Salud y sensores",
      conditions: [{ feature: "healthSensors.ecg" }, { feature: "healthSensors.bloodOxygen" }],
    },
    {
      id: "semana",
      label: "Batería para una semana",
      guidePhrase: "con batería para una semana",
      aspect: "Autonomía",
      conditions: [{ filter: "hardware.battery.lifeDays", min: 7 }],
    },
    { id: "pagar", label: "Pagar con el reloj", guidePhrase: "para pagar con el reloj", conditions: [{ feature: "connectivity.nfc" }] },
  ],
  features: [
    { id: "ecg", label: "Electrocardiograma", inVerdict: true, has: (s) => yes(s.healthSensors?.ecg) },
    { id: "cellular", label: "Conectividad móvil", inVerdict: true, has: (s) => yes(s.connectivity?.cellular) },
    { id: "nfc", label: "Pagos NFC", inVerdict: false, has: (s) => yes(s.connectivity?.nfc) },
    { id: "fallDetection", label: "Detección de caídas", inVerdict: false, has: (s) => yes(s.activityTracking?.fallDetection) },
    { id: "alwaysOn", label: "Pantalla siempre activa", inVerdict: false, has: (s) => yes(s.display?.alwaysOn) },
  ],
  directions: {
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
  fieldNames: {},
  groupNames: {},
  extraDirections: {},
  filters: { primary: ["display.sizeMm", "hardware.battery.lifeDays", "display.technology", "durability.waterRating"], leading: [] },
  bounds: { batteryMah: { min: 200, max: 1000 }, lifeDays: { min: 1, max: 30 } },
  audiences: {},
});
