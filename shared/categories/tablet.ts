import { chipFamily } from "./chip-names";
import { first, gb, isText, num, text } from "./chip-formats";
import { WORK } from "./shopper-phrases";
import { TABLET } from "./tablet.name";
import type { Maybe } from "./maybe";
import { cameraModule, displayEntries, storageOptions } from "./spec-parts";
import { aFlag, aNumber, aText, group, specSchema, type SpecsOf } from "./spec-schema";
import type { CategoryDeclaration } from "./types";

/** What a record of the category says of its product. */
const tabletSpecs = () =>
  specSchema({
    display: group({ ...displayEntries(), stylusSupport: aFlag() }),
    performance: group({ chipset: aText(), ramGB: aNumber("more"), storageOptions: storageOptions() }),
    battery: group({ capacitymAh: aNumber("more"), lifeHours: aNumber("more"), fastChargeW: aNumber("more"), wirelessCharge: aFlag() }),
    connectivity: group({
      cellular: group({ supported: aFlag(), type: aText() }),
      ports: group({ usbType: aText(), hdmiOut: aFlag() }),
    }),
    camera: cameraModule(),
    accessories: group({ stylus: group({ included: aFlag(), type: aText() }), keyboardSupport: aFlag() }),
    dimensions: group({ widthMm: aNumber("neither"), heightMm: aNumber("neither"), thicknessMm: aNumber("less"), weightG: aNumber("less") }),
    audio: group({ speakers: aNumber("more"), tuning: aText(), headphoneJack: aFlag() }),
  });
export type TabletSpecs = SpecsOf<typeof tabletSpecs>;

const yes = (value: Maybe<boolean>): boolean | null => (typeof value === "boolean" ? value : null);

/** Everything about tablets (its name: ./tablet.name.ts). */
export const tablet = (): CategoryDeclaration<"tablet", TabletSpecs> => ({
  identity: TABLET,
  specs: tabletSpecs(),
  maxPrice: 5_000,
  record: {
    required: ["specs.display.sizeInches", "specs.performance.chipset", "specs.performance.ramGB"],
    recommended: ["specs.performance.storageOptions", "specs.battery.capacitymAh", "specs.display.resolution"],
  },
  chips: [
    ["screen", "specs.display.sizeInches", num('"')],
    ["cpu", "specs.performance.chipset", text()],
    ["memory", "specs.performance.ramGB", num("GB RAM")],
    ["storage", (read) => first(read, "specs.performance.storageOptions.sizeGB"), gb],
    ["battery", "specs.battery.lifeHours", num("h batería")],
    [
      "pen",
      (read) =>
        read("specs.accessories.stylus.included") === true ? "Lápiz incluido" : read("specs.display.stylusSupport") === true ? "Compatible con lápiz" : null,
      (v) => (isText(v) ? v : null),
    ],
    [
      "network",
      (read) => (read("specs.connectivity.cellular.supported") === true ? read("specs.connectivity.cellular.type") || "Datos móviles" : null),
      (v) => (isText(v) ? v : null),
    ],
    ["weight", "specs.dimensions.weightG", num(" g")],
  ],
  similarity: {
    features: (s) => [s.display?.sizeInches, chipFamily(s.performance?.chipset), s.performance?.ramGB],
    rules: [{ gap: [[2, 3]] }, { same: 2 }, { gap: [[4, 2]] }],
  },
  searchWords: ["tablet", "tablets", "tableta", "tabletas"],
  shopperWords: [
    { words: ["dibujar", "dibujo", "ilustrar"], meaning: { use: "dibujar" } },
    { words: ["estudiar", "estudiante", "universidad", "clase", "clases", ...WORK], meaning: { use: "trabajar" } },
    { words: ["series", "peliculas", "netflix", "ver series"], meaning: { use: "series" } },
  ],
  uses: [
    {
      id: "dibujar",
      label: "Para dibujar",
      guidePhrase: "para dibujar",
      aspect: "Pantalla",
      conditions: [{ feature: "display.stylusSupport" }, { filter: "display.refreshRateHz", min: 120 }],
    },
    {
      id: "trabajar",
      label: "Para trabajar",
      guidePhrase: "para trabajar",
      aspect: "Productividad",
      conditions: [{ feature: "accessories.keyboardSupport" }, { filter: "performance.ramGB", min: 8 }],
    },
    {
      id: "series",
      label: "Para ver series",
      guidePhrase: "para ver series",
      aspect: "Multimedia",
      conditions: [
        { filter: "display.sizeInches", min: 11 },
        { filter: "audio.speakers", min: 4 },
      ],
    },
    { id: "datos", label: "Con datos móviles", guidePhrase: "con datos móviles", conditions: [{ feature: "connectivity.cellular.supported" }] },
  ],
  features: [
    { id: "stylusIncluded", label: "Lápiz incluido", inVerdict: true, has: (s) => yes(s.accessories?.stylus?.included) },
    { id: "cellular", label: "Conectividad móvil", inVerdict: true, has: (s) => yes(s.connectivity?.cellular?.supported) },
    { id: "stylusSupport", label: "Compatible con lápiz", inVerdict: false, has: (s) => yes(s.display?.stylusSupport) },
    { id: "keyboardSupport", label: "Compatible con teclado", inVerdict: false, has: (s) => yes(s.accessories?.keyboardSupport) },
    { id: "wirelessCharge", label: "Carga inalámbrica", inVerdict: false, has: (s) => yes(s.battery?.wirelessCharge) },
    { id: "headphoneJack", label: "Conector de auriculares", inVerdict: false, has: (s) => yes(s.audio?.headphoneJack) },
  ],
  extraDirections: {},
  filters: {
    primary: ["display.sizeInches", "performance.chipset", "performance.ramGB", "performance.storageOptions.sizeGB", "battery.capacitymAh"],
    leading: [],
  },
  bounds: {
    screenInches: { min: 7, max: 13 },
    weightG: { min: 300, max: 800 },
    batteryMah: { min: 5000, max: 12000 },
    ramGB: { min: 2, max: 16 },
    storageGB: { min: 32, max: 1024 },
  },
  audiences: {},
});
