import { chipFamily } from "./chip-names";
import { isText, num, storage, text } from "./chip-formats";
import { GAMING } from "./shopper-phrases";
import { MOBILE } from "./mobile.name";
import type { Maybe } from "./maybe";
import { cameraModule, displayEntries, mainRearMegapixels, storageOptions, type CameraModuleSpecs } from "./spec-parts";
import { aNumber, aText, group, specSchema, texts, type SpecsOf } from "./spec-schema";
import type { CategoryDeclaration } from "./types";

/** What a record of the category says of its product. */
const mobileSpecs = () =>
  specSchema({
    display: group(displayEntries()),
    hardware: group({
      soc: aText(),
      ramGB: aNumber("more"),
      storageOptions: storageOptions(),
      battery: group({ capacitymAh: aNumber("more"), fastChargeW: aNumber("more"), wirelessChargeW: aNumber("more") }),
    }),
    camera: cameraModule(),
    connectivity: group({ wifi: aText(), bluetooth: aText(), cellular: texts(), ports: group({ usbType: aText(), features: texts() }) }),
    durability: group({ ipRating: aText(), glass: aText(), frameMaterial: aText() }),
  });
export type MobileSpecs = SpecsOf<typeof mobileSpecs>;

const member = (list: Maybe<readonly string[]>, name: string): boolean | null =>
  Array.isArray(list) ? list.some((item) => typeof item === "string" && item.toLowerCase() === name.toLowerCase()) : null;

/** Everything about phones (its name: ./mobile.name.ts). */
export const mobile = (): CategoryDeclaration<"mobile", MobileSpecs> => ({
  identity: MOBILE,
  specs: mobileSpecs(),
  maxPrice: 5_000,
  record: {
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
  chips: [
    ["screen", "specs.display.sizeInches", num('"')],
    // The main rear camera, listed first (a periscope may have more megapixels).
    ["camera", (read) => mainRearMegapixels({ camera: { rear: read("specs.camera.rear") as CameraModuleSpecs["rear"] } }) ?? null, num(" MP")],
    ["storage", (read) => storage(read, "specs.hardware.storageOptions"), (v) => (isText(v) ? v : null)],
    ["memory", "specs.hardware.ramGB", num("GB RAM")],
    ["network", "specs.connectivity.cellular", (v) => (Array.isArray(v) && v.some((c) => /5G/i.test(String(c))) ? "5G" : null)],
    ["shield", "specs.durability.ipRating", text("Sellado ")],
    ["battery", "specs.hardware.battery.capacitymAh", num(" mAh")],
    ["panel", "specs.display.technology", text()],
  ],
  similarity: {
    features: (s) => [s.display?.sizeInches, chipFamily(s.hardware?.soc), s.hardware?.storageOptions?.[0]?.sizeGB, mainRearMegapixels(s)],
    rules: [{ gap: [[0.7, 3]] }, { same: 2 }, { gap: [[128, 2]] }, { gap: [[12, 1]] }],
  },
  searchWords: ["movil", "moviles", "smartphone", "smartphones", "telefono", "telefonos", "celular"],
  shopperWords: [
    { words: GAMING, meaning: { use: "gaming" } },
    { words: ["camara", "buena camara", "mejor camara", "camara buena", "fotos", "buenas fotos", "hacer fotos"], meaning: { sort: ["score.camara-desc"] } },
    { words: ["pequeno", "compacto", "manejable"], meaning: { use: "compacto" } },
  ],
  uses: [
    {
      id: "fotos-noche",
      label: "Fotos de noche",
      guidePhrase: "para fotos de noche",
      aspect: "Cámara",
      conditions: [{ feature: "camera.rear.ois" }, { filter: "score.camara", min: 88 }],
    },
    {
      id: "bateria",
      label: "Batería para dos días",
      guidePhrase: "con batería para dos días",
      aspect: "Batería",
      conditions: [{ filter: "hardware.battery.capacitymAh", min: 5000 }],
    },
    { id: "compacto", label: "Compacto", guidePhrase: "compactos", conditions: [{ filter: "display.sizeInches", max: 6.3 }] },
    {
      id: "gaming",
      label: "Para jugar",
      guidePhrase: "para jugar",
      aspect: "Rendimiento",
      conditions: [
        { filter: "display.refreshRateHz", min: 120 },
        { filter: "hardware.ramGB", min: 12 },
      ],
    },
    {
      id: "5g-barato",
      label: "5G por menos de 400 €",
      guidePhrase: "5G por menos de 400 €",
      conditions: [
        { filter: "connectivity.cellular", options: ["5G"] },
        { filter: "priceRange", max: 400 },
      ],
    },
  ],
  features: [
    {
      id: "wirelessCharge",
      label: "Carga inalámbrica",
      inVerdict: true,
      has: (s) => (typeof s.hardware?.battery?.wirelessChargeW === "number" ? s.hardware.battery.wirelessChargeW > 0 : null),
    },
    {
      id: "ois",
      label: "Estabilización óptica",
      inVerdict: true,
      has: (s) => (Array.isArray(s.camera?.rear) ? s.camera.rear.some((c) => c?.ois === true) : null),
    },
    { id: "5g", label: "5G", inVerdict: false, has: (s) => member(s.connectivity?.cellular, "5G") },
    { id: "dolbyVisionVideo", label: "Vídeo Dolby Vision", inVerdict: false, has: (s) => member(s.camera?.video?.hdrFormats, "Dolby Vision") },
  ],
  extraDirections: {},
  filters: {
    primary: [
      "display.sizeInches",
      "hardware.soc",
      "hardware.ramGB",
      "hardware.storageOptions.sizeGB",
      "hardware.battery.capacitymAh",
      "camera.rear.megapixels",
    ],
    leading: [],
  },
  bounds: {
    screenInches: { min: 4, max: 7 },
    weightG: { min: 100, max: 250 },
    batteryMah: { min: 2000, max: 6000 },
    megapixels: { min: 8, max: 200 },
    ramGB: { min: 2, max: 16 },
    storageGB: { min: 32, max: 1024 },
  },
  audiences: {},
});
