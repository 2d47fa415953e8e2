import { first, isText, num, resolutionIn, text } from "./chip-formats";
import { GAMING } from "./shopper-phrases";
import type { Maybe } from "./maybe";
import { aFlag, aNumber, aText, group, itemNumber, itemText, listOf, specSchema, texts, type SpecsOf } from "./spec-schema";
import { TV } from "./tv.name";
import type { CategoryDeclaration } from "./types";

/** What a TV's record says of it. */
const tvSpecs = () =>
  specSchema({
    display: group({
      sizeInches: aNumber("neither"),
      panelType: aText(),
      resolution: aText(),
      pixelDimensions: aText(),
      refreshRateHz: aNumber("more"),
      brightnessNits: aNumber("more"),
      hdrFormats: texts(),
      technology: texts(),
    }),
    performance: group({ processor: aText(), ram: aText(), storage: aText() }),
    audio: group({ outputPower: aText(), speakerConfig: aText(), audioFormats: texts() }),
    connectivity: group({ hdmiPorts: aNumber("more"), hdmiVersions: texts(), usbPorts: listOf({ type: itemText(), count: itemNumber("more") }) }),
    gaming: group({ vrrSupport: aFlag(), inputLagMs: aNumber("less") }),
    physical: group({ dimensions: aText(), weightKg: aNumber("less") }),
  });
export type TvSpecs = SpecsOf<typeof tvSpecs>;

export const TV_RESOLUTIONS: Record<string, string> = {
  "3840x2160": "4K UHD",
  "1920x1080": "Full HD",
  "1366x768": "HD",
  "7680x4320": "8K",
};

const main = (path: string) => ({ path: `specs.${path}`, section: "main" as const, id: undefined });
const tech = (path: string) => ({ path: `specs.${path}`, section: "technical" as const, id: undefined });
const member = (list: Maybe<readonly string[]>, test: (item: string) => boolean): boolean | null =>
  Array.isArray(list) ? list.some((item) => typeof item === "string" && test(item)) : null;
const named = (name: string) => (item: string) => item.toLowerCase() === name.toLowerCase();

/** Everything about televisions (its name: ./tv.name.ts). */
export const tv = (): CategoryDeclaration<"tv", TvSpecs> => ({
  identity: TV,
  specs: tvSpecs(),
  maxPrice: 60_000,
  record: {
    required: ["specs.display.sizeInches"],
    recommended: [
      "specs.display.panelType",
      "specs.display.resolution",
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
  chips: [
    ["screen", "specs.display.sizeInches", num('"')],
    ["resolution", "specs.display.resolution", (v) => (isText(v) ? resolutionIn(TV_RESOLUTIONS, v) : null)],
    ["panel", "specs.display.panelType", text()],
    ["refresh", "specs.display.refreshRateHz", num(" Hz")],
    ["energy", "energyClass", text("Clase ")],
    ["hdr", (read) => first(read, "specs.display.hdrFormats"), text()],
    ["ports", "specs.connectivity.hdmiPorts", num(" HDMI")],
  ],
  similarity: {
    features: (s) => {
      const d = s.display ?? {};
      return [d.sizeInches, d.resolution, d.panelType, d.refreshRateHz];
    },
    rules: [
      {
        gap: [
          [5, 4],
          [10, 2],
          [15, 1],
        ],
      },
      { same: 3 },
      { same: 2 },
      { gap: [[60, 1]] },
    ],
  },
  searchWords: ["tv", "tvs", "tele", "teles", "televisor", "televisores", "television", "televisiones", "smart tv"],
  shopperWords: [
    { words: GAMING, meaning: { use: "gaming" } },
    // Football is fast motion: a panel of 100 Hz or more.
    { words: ["futbol", "deporte", "deportes", "partidos", "ver futbol"], meaning: { conditions: [{ filter: "display.refreshRateHz", min: 100 }] } },
    { words: ["cine", "peliculas", "series"], meaning: { use: "cine" } },
  ],
  uses: [
    {
      id: "gaming",
      label: "Para gaming",
      guidePhrase: "para gaming",
      aspect: "Gaming",
      conditions: [{ filter: "display.refreshRateHz", min: 120 }, { feature: "gaming.vrrSupport" }, { filter: "gaming.inputLagMs", max: 15 }],
    },
    {
      id: "salon-luminoso",
      label: "Salón luminoso",
      guidePhrase: "para un salón luminoso",
      aspect: "Brillo y HDR",
      conditions: [{ filter: "display.brightnessNits", min: 1000 }],
    },
    {
      id: "cine",
      label: "Cine en casa",
      guidePhrase: "para cine en casa",
      aspect: "Calidad de imagen",
      conditions: [
        { filter: "display.panelType", options: ["OLED", "Mini LED"] },
        { filter: "display.hdrFormats", options: ["Dolby Vision"] },
      ],
    },
    { id: "pantalla-grande", label: "Pantalla grande", guidePhrase: "de pantalla grande", conditions: [{ filter: "display.sizeInches", min: 65 }] },
    { id: "dormitorio", label: "Dormitorio o cocina", guidePhrase: "para dormitorio o cocina", conditions: [{ filter: "display.sizeInches", max: 43 }] },
  ],
  features: [
    { id: "dolbyVision", label: "Dolby Vision", inVerdict: true, has: (s) => member(s.display?.hdrFormats, named("Dolby Vision")) },
    { id: "hdr10plus", label: "HDR10+", inVerdict: false, has: (s) => member(s.display?.hdrFormats, named("HDR10+")) },
    { id: "hdmi21", label: "HDMI 2.1", inVerdict: true, has: (s) => member(s.connectivity?.hdmiVersions, (v) => /2\.1/.test(v)) },
    { id: "vrr", label: "VRR (frecuencia variable)", inVerdict: true, has: (s) => (typeof s.gaming?.vrrSupport === "boolean" ? s.gaming.vrrSupport : null) },
    { id: "dolbyAtmos", label: "Dolby Atmos", inVerdict: false, has: (s) => member(s.audio?.audioFormats, named("Dolby Atmos")) },
  ],
  extraDirections: { "energy.powerConsumptionWatts": "less" },
  filters: {
    fixed: [
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
      // Beyond the early catalogue's list: every field most TVs state.
      tech("audio.audioFormats"),
      tech("connectivity.hdmiVersions"),
      tech("physical.weightKg"),
    ],
  },
  bounds: { screenInches: { min: 32, max: 85 }, power: { min: 50, max: 500 } },
  audiences: { "Calidad de imagen": "quien ve cine y series" },
  resolutionLabels: TV_RESOLUTIONS,
  kind: {
    of: (s) => {
      const size = s.display?.sizeInches;
      return typeof size === "number" && Number.isFinite(size) && size > 0 ? String(size) : undefined;
    },
    byNearestSize: true,
  },
});
