import { cpuVendor } from "./chip-names";
import { isText, num, resolutionIn, storage, text } from "./chip-formats";
import { GAMING, WORK } from "./shopper-phrases";
import { TV_RESOLUTIONS } from "./tv";
import { LAPTOP } from "./laptop.name";
import type { Maybe } from "./maybe";
import { displayEntries } from "./spec-parts";
import { aFlag, aNumber, aText, group, specSchema, type SpecsOf } from "./spec-schema";
import type { CategoryDeclaration } from "./types";

/** What a record of the category says of its product. */
const laptopSpecs = () =>
  specSchema({
    display: group(displayEntries()),
    hardware: group({
      cpu: group({ model: aText(), cores: aNumber("more"), maxClockGHz: aNumber("more") }),
      ram: group({ sizeGB: aNumber("more"), type: aText(), upgradable: aFlag() }),
      storage: group({ sizeGB: aNumber("more"), type: aText(), upgradable: aFlag() }),
      gpu: group({ model: aText() }),
    }),
    connectivity: group({ wifi: aText(), bluetooth: aText(), cellular: group({ supported: aFlag() }) }),
    ports: group({ usbC: aNumber("more"), usbA: aNumber("more"), hdmi: aFlag(), thunderbolt: aFlag(), sdCardReader: aFlag(), audioJack: aFlag() }),
    battery: group({ capacityWh: aNumber("more"), lifeHours: aNumber("more"), fastCharge: aFlag() }),
    dimensions: group({ widthMm: aNumber("neither"), heightMm: aNumber("neither"), depthMm: aNumber("less"), weightKg: aNumber("less") }),
    webcam: group({ resolutionMP: aNumber("more"), windowsHello: aFlag(), privacyShutter: aFlag() }),
    keyboard: group({ backlit: aFlag(), numpad: aFlag(), keyTravelMm: aNumber("neither") }),
  });
export type LaptopSpecs = SpecsOf<typeof laptopSpecs>;

const LAPTOP_RESOLUTIONS: Record<string, string> = {
  ...TV_RESOLUTIONS,
  "2560x1440": "2K",
  "3840x2160": "4K",
};

const main = (path: string) => ({ path: `specs.${path}`, section: "main" as const, id: undefined });
const tech = (path: string) => ({ path: `specs.${path}`, section: "technical" as const, id: undefined });
const yes = (value: Maybe<boolean>): boolean | null => (typeof value === "boolean" ? value : null);

/** Everything about laptops (its name: ./laptop.name.ts). */
export const laptop = (): CategoryDeclaration<"laptop", LaptopSpecs> => ({
  identity: LAPTOP,
  specs: laptopSpecs(),
  maxPrice: 15_000,
  record: {
    required: ["specs.hardware.cpu.model", "specs.hardware.ram", "specs.hardware.storage", "specs.display.sizeInches"],
    recommended: [
      "specs.hardware.ram.sizeGB",
      "specs.hardware.storage.sizeGB",
      "specs.hardware.storage.type",
      "specs.display.resolution",
      "specs.display.technology",
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
  chips: [
    ["screen", "specs.display.sizeInches", num('"')],
    ["cpu", "specs.hardware.cpu.model", text()],
    ["memory", "specs.hardware.ram.sizeGB", num("GB RAM")],
    // Weight among the four a card shows: how laptops are told apart at a glance for carrying.
    ["weight", "specs.dimensions.weightKg", num(" kg")],
    ["storage", (read) => storage(read, "specs.hardware.storage"), (v) => (isText(v) ? v : null)],
    ["battery", "specs.battery.lifeHours", num("h batería")],
    ["resolution", "specs.display.resolution", (v) => (isText(v) ? resolutionIn(LAPTOP_RESOLUTIONS, v) : null)],
  ],
  similarity: {
    features: (s) => [s.display?.sizeInches, cpuVendor(s.hardware?.cpu?.model), s.hardware?.ram?.sizeGB, s.hardware?.storage?.type],
    rules: [{ gap: [[2, 3]] }, { same: 2 }, { gap: [[8, 2]] }, { same: 1 }],
  },
  searchWords: ["portatil", "portatiles", "laptop", "laptops", "ordenador portatil", "ordenadores portatiles", "notebook"],
  shopperWords: [
    { words: GAMING, meaning: { use: "gaming" } },
    { words: ["estudiar", "estudiante", "estudiantes", "universidad", "clase", "clases", "colegio", ...WORK], meaning: { use: "estudiar" } },
    { words: ["viajar", "viaje", "viajes"], meaning: { use: "ligero" } },
    { words: ["editar", "edicion", "edicion de video", "diseno", "fotografia"], meaning: { use: "crear" } },
  ],
  uses: [
    {
      id: "estudiar",
      label: "Para estudiar",
      guidePhrase: "para estudiar",
      aspect: "Autonomía",
      conditions: [
        { filter: "battery.lifeHours", min: 10 },
        { filter: "priceRange", max: 900 },
      ],
    },
    {
      id: "gaming",
      label: "Gaming",
      guidePhrase: "para gaming",
      aspect: "Rendimiento",
      conditions: [
        { filter: "hardware.gpu.model", matching: /\bRTX\b|\bRX\s?\d/i },
        { filter: "hardware.ram.sizeGB", min: 16 },
      ],
    },
    {
      id: "ligero",
      label: "Ligero para viajar",
      guidePhrase: "ligeros para viajar",
      aspect: "Portabilidad",
      conditions: [
        { filter: "dimensions.weightKg", max: 1.4 },
        { filter: "battery.lifeHours", min: 10 },
      ],
    },
    {
      id: "crear",
      label: "Edición de foto y vídeo",
      guidePhrase: "para edición de foto y vídeo",
      aspect: "Pantalla",
      conditions: [
        { filter: "hardware.ram.sizeGB", min: 24 },
        { filter: "hardware.storage.sizeGB", min: 1024 },
      ],
    },
  ],
  features: [
    { id: "thunderbolt", label: "Thunderbolt", inVerdict: true, has: (s) => yes(s.ports?.thunderbolt) },
    { id: "touchscreen", label: "Pantalla táctil", inVerdict: true, has: (s) => yes(s.display?.touchscreen) },
    { id: "hdmi", label: "HDMI", inVerdict: false, has: (s) => yes(s.ports?.hdmi) },
    { id: "sdCardReader", label: "Lector de tarjetas SD", inVerdict: false, has: (s) => yes(s.ports?.sdCardReader) },
    { id: "windowsHello", label: "Windows Hello", inVerdict: false, has: (s) => yes(s.webcam?.windowsHello) },
    { id: "backlit", label: "Teclado retroiluminado", inVerdict: false, has: (s) => yes(s.keyboard?.backlit) },
    { id: "ramUpgradable", label: "RAM ampliable", inVerdict: false, has: (s) => yes(s.hardware?.ram?.upgradable) },
  ],
  extraDirections: {},
  filters: {
    fixed: [
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
      // Beyond the early catalogue's list: every field most laptops state.
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
  },
  bounds: {
    screenInches: { min: 11, max: 17 },
    weightKg: { min: 0.8, max: 3.5 },
    batteryWh: { min: 30, max: 100 },
    lifeHours: { min: 4, max: 24 },
    ramGB: { min: 4, max: 64 },
    storageGB: { min: 128, max: 2048 },
  },
  audiences: {},
  resolutionLabels: LAPTOP_RESOLUTIONS,
});
