import { days, flag, num, text } from "./chip-formats";
import { SPORT } from "./shopper-phrases";
import { SMARTWATCH } from "./smartwatch.name";
import type { Maybe } from "./maybe";
import { aFlag, aNumber, aText, group, specSchema, type SpecsOf } from "./spec-schema";
import type { CategoryDeclaration } from "./types";

/** What a record of the category says of its product. */
const smartwatchSpecs = () =>
  specSchema({
    display: group({ technology: aText(), sizeMm: aNumber("neither"), resolution: aText(), peakBrightnessNits: aNumber("more"), alwaysOn: aFlag() }),
    hardware: group({
      chipset: aText(),
      ramMB: aNumber("more"),
      storageGB: aNumber("more"),
      battery: group({ lifeDays: aNumber("more"), capacitymAh: aNumber("more"), fastCharge: aFlag() }),
    }),
    healthSensors: group({ heartRate: aFlag(), bloodOxygen: aFlag(), ecg: aFlag(), temperature: aFlag(), bloodPressure: aFlag() }),
    activityTracking: group({ gps: aFlag(), workoutModes: aNumber("more"), fallDetection: aFlag(), altimeter: aFlag() }),
    connectivity: group({ bluetooth: aText(), wifi: aFlag(), cellular: aFlag(), nfc: aFlag() }),
    durability: group({ waterRating: aText(), militaryStandard: aFlag() }),
    dimensions: group({ caseDiameterMm: aNumber("neither"), thicknessMm: aNumber("less"), weightG: aNumber("less") }),
    strap: group({ material: aText(), sizeMm: aNumber("neither"), interchangeable: aFlag() }),
  });
export type SmartwatchSpecs = SpecsOf<typeof smartwatchSpecs>;

const yes = (value: Maybe<boolean>): boolean | null => (typeof value === "boolean" ? value : null);

/** Everything about smartwatches (its name: ./smartwatch.name.ts). */
export const smartwatch = (): CategoryDeclaration<"smartwatch", SmartwatchSpecs> => ({
  identity: SMARTWATCH,
  specs: smartwatchSpecs(),
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
  extraDirections: {},
  filters: { primary: ["display.sizeMm", "hardware.battery.lifeDays", "display.technology", "durability.waterRating"], leading: [] },
  bounds: { batteryMah: { min: 200, max: 1000 }, lifeDays: { min: 1, max: 30 } },
  audiences: {},
});
