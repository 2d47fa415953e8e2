import { num, resolutionIn, text, flag, isText } from "../../shared/categories/chip-formats";
import { GAMING, WORK } from "../../shared/categories/shopper-phrases";
import type { Maybe } from "../../shared/categories/maybe";
import { aFlag, aNumber, aText, group, specSchema, texts, type SpecsOf } from "../../shared/categories/spec-schema";
import type { CategoryDeclaration } from "../../shared/categories/types";

/**
 * A ninth category, declared the way shared/categories/<id>.ts declares the site's eight: the proof
 * that a category is one module (ninth-category.test.ts gives it to the site beside the others).
 */
export const MONITOR = { id: "monitor", name: "Monitores", icon: "Monitor", collection: "Monitor Data", feminine: false, aliases: [] } as const;

const monitorSpecs = () =>
  specSchema({
    display: group({
      sizeInches: aNumber("neither"),
      panelType: aText(),
      resolution: aText(),
      refreshRateHz: aNumber("more"),
      responseTimeMs: aNumber("less", { label: "Tiempo de respuesta", unit: "ms" }),
      brightnessNits: aNumber("more"),
      hdrFormats: texts(),
    }),
    connectivity: group({
      hdmiPorts: aNumber("more"),
      displayPorts: aNumber("more", { label: "Puertos DisplayPort" }),
      usbCPowerW: aNumber("more", { label: "Carga por USB-C", unit: "W" }),
    }),
    ergonomics: group({ heightAdjustable: aFlag({ label: "Altura regulable" }), pivot: aFlag({ label: "Giro vertical" }) }, "Ergonomía"),
  });
export type MonitorSpecs = SpecsOf<typeof monitorSpecs>;

const RESOLUTIONS: Record<string, string> = { "3840x2160": "4K UHD", "2560x1440": "QHD", "1920x1080": "Full HD" };
const main = (path: string) => ({ path: `specs.${path}`, section: "main" as const });
const tech = (path: string) => ({ path: `specs.${path}`, section: "technical" as const });
const yes = (value: Maybe<boolean>): boolean | null => (typeof value === "boolean" ? value : null);

export const monitor = (): CategoryDeclaration<"monitor", MonitorSpecs> => ({
  identity: MONITOR,
  specs: monitorSpecs(),
  maxPrice: 10_000,
  record: {
    required: ["specs.display.sizeInches", "specs.display.resolution"],
    recommended: ["specs.display.panelType", "specs.display.refreshRateHz", "specs.display.responseTimeMs", "specs.connectivity.hdmiPorts"],
  },
  chips: [
    ["screen", "specs.display.sizeInches", num('"')],
    ["resolution", "specs.display.resolution", (v) => (isText(v) ? resolutionIn(RESOLUTIONS, v) : null)],
    ["panel", "specs.display.panelType", text()],
    ["refresh", "specs.display.refreshRateHz", num(" Hz")],
    ["speed", "specs.display.responseTimeMs", num(" ms")],
    ["type", "specs.ergonomics.heightAdjustable", flag("Altura regulable")],
  ],
  similarity: {
    features: (s) => [s.display?.sizeInches, s.display?.resolution, s.display?.refreshRateHz],
    rules: [{ gap: [[2, 3]] }, { same: 3 }, { gap: [[30, 2]] }],
  },
  searchWords: ["monitor", "monitores", "pantalla de ordenador", "pantallas de ordenador"],
  shopperWords: [
    { words: GAMING, meaning: { use: "gaming" } },
    { words: WORK, meaning: { use: "oficina" } },
    { words: ["diseno", "fotografia", "edicion"], meaning: { conditions: [{ filter: "display.resolution", options: ["3840x2160"] }] } },
  ],
  uses: [
    {
      id: "gaming",
      label: "Para gaming",
      guidePhrase: "para gaming",
      aspect: "Gaming",
      conditions: [
        { filter: "display.refreshRateHz", min: 144 },
        { filter: "display.responseTimeMs", max: 1 },
      ],
    },
    { id: "oficina", label: "Para la oficina", guidePhrase: "para la oficina", aspect: "Ergonomía", conditions: [{ feature: "ergonomics.heightAdjustable" }] },
  ],
  features: [
    { id: "heightAdjustable", label: "Altura regulable", inVerdict: true, has: (s) => yes(s.ergonomics?.heightAdjustable) },
    {
      id: "usbCPower",
      label: "Carga por USB-C",
      inVerdict: true,
      has: (s) => (typeof s.connectivity?.usbCPowerW === "number" ? s.connectivity.usbCPowerW > 0 : null),
    },
    { id: "pivot", label: "Giro vertical", inVerdict: false, has: (s) => yes(s.ergonomics?.pivot) },
  ],
  extraDirections: {},
  filters: {
    fixed: [
      main("display.sizeInches"),
      main("display.resolution"),
      main("display.panelType"),
      main("display.refreshRateHz"),
      main("display.responseTimeMs"),
      tech("display.brightnessNits"),
      tech("display.hdrFormats"),
      tech("connectivity.hdmiPorts"),
      tech("connectivity.usbCPowerW"),
      tech("ergonomics.heightAdjustable"),
    ],
  },
  bounds: { screenInches: { min: 24, max: 34 } },
  audiences: { Ergonomía: "quien pasa el día delante de la pantalla" },
  resolutionLabels: RESOLUTIONS,
  kind: {
    of: (s) => (typeof s.display?.sizeInches === "number" ? String(s.display.sizeInches) : undefined),
    byNearestSize: true,
  },
});
