import { num, text } from "./chip-formats";
import type { Maybe } from "./spec-parts";
import { CAMERA } from "./camera.name";
import type { CategoryDeclaration } from "./types";

export interface CameraSpecs {
  sensor?: { resolutionMP?: Maybe<number>; type?: Maybe<string>; size?: Maybe<string>; lowLightIso?: Maybe<number> };
  performance?: { shutterSpeed?: Maybe<string>; burstFps?: Maybe<number>; buffer?: Maybe<string> };
  lens?: { mount?: Maybe<string>; stabilization?: Maybe<string>; kitLens?: Maybe<string> };
  video?: { maxResolution?: Maybe<string>; codecs?: Maybe<string[]>; logProfiles?: Maybe<string[]> };
  focus?: { points?: Maybe<number>; eyeDetection?: Maybe<boolean>; lowLightEv?: Maybe<number> };
  display?: { touchscreen?: Maybe<boolean>; evfResolution?: Maybe<string>; rearScreenInches?: Maybe<number>; articulated?: Maybe<boolean> };
  connectivity?: { cardSlots?: Maybe<number>; wireless?: Maybe<string[]>; ports?: Maybe<string[]> };
  physical?: { dimensionsMm?: Maybe<string>; weightG?: Maybe<number>; weatherSealing?: Maybe<boolean> };
}

const yes = (value: Maybe<boolean>): boolean | null => (typeof value === "boolean" ? value : null);

/** Everything about cameras (its name: ./camera.name.ts). */
export const camera = (): CategoryDeclaration<"camera", CameraSpecs> => ({
  identity: CAMERA,
  specs: {},
  maxPrice: 30_000,
  record: {
    required: ["specs.sensor.resolutionMP", "specs.sensor.type"],
    recommended: ["specs.lens.mount", "specs.video.maxResolution", "specs.physical.weightG"],
  },
  chips: [
    ["camera", "specs.sensor.resolutionMP", num(" MP")],
    ["type", "specs.sensor.type", text()],
    ["ports", "specs.lens.mount", text()],
    ["video", "specs.video.maxResolution", text()],
    ["speed", "specs.performance.burstFps", num(" fps")],
    ["weight", "specs.physical.weightG", num(" g")],
  ],
  similarity: {
    features: (s) => [s.sensor?.type, s.sensor?.resolutionMP, s.lens?.mount],
    rules: [{ same: 4 }, { gap: [[8, 2]] }, { same: 3 }],
  },
  searchWords: ["camara", "camaras", "camara de fotos", "camaras de fotos"],
  shopperWords: [
    { words: ["viajar", "viaje", "viajes"], meaning: { use: "viajar" } },
    { words: ["deporte", "deportes", "accion", "futbol"], meaning: { use: "accion" } },
    { words: ["video", "videos", "youtube", "vlog", "grabar"], meaning: { use: "video" } },
  ],
  uses: [
    {
      id: "video",
      label: "Para vídeo",
      guidePhrase: "para vídeo",
      aspect: "Vídeo",
      conditions: [
        { filter: "video.logProfiles", matching: /log/i },
        { filter: "video.maxResolution", matching: /4K (60|120)p|[5-8](\.\d)?K/ },
      ],
    },
    { id: "viajar", label: "Para viajar", guidePhrase: "para viajar", aspect: "Portabilidad", conditions: [{ filter: "physical.weightG", max: 500 }] },
    {
      id: "accion",
      label: "Deporte y acción",
      guidePhrase: "para deporte y acción",
      aspect: "Velocidad de disparo",
      conditions: [{ filter: "performance.burstFps", min: 20 }],
    },
    {
      id: "poca-luz",
      label: "Con poca luz",
      guidePhrase: "para poca luz",
      aspect: "Calidad de imagen",
      conditions: [{ filter: "sensor.type", options: ["Full Frame", "Formato medio"] }],
    },
  ],
  features: [
    { id: "weatherSealing", label: "Sellado contra intemperie", inVerdict: true, has: (s) => yes(s.physical?.weatherSealing) },
    { id: "articulated", label: "Pantalla articulada", inVerdict: true, has: (s) => yes(s.display?.articulated) },
    { id: "eyeDetection", label: "Detección de ojos", inVerdict: false, has: (s) => yes(s.focus?.eyeDetection) },
    {
      id: "log",
      label: "Perfiles Log",
      inVerdict: false,
      has: (s) => (Array.isArray(s.video?.logProfiles) ? s.video.logProfiles.some((p) => typeof p === "string" && /log/i.test(p)) : null),
    },
  ],
  directions: {
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
  fieldNames: {},
  groupNames: {},
  extraDirections: {},
  filters: { primary: ["sensor.resolutionMP", "sensor.type", "lens.mount", "video.maxResolution", "performance.burstFps"], leading: [] },
  bounds: { weightG: { min: 300, max: 1500 }, megapixels: { min: 12, max: 100 } },
  audiences: { "Calidad de imagen": "quien busca la mejor calidad de foto" },
  kind: {
    of: (s) => {
      const mount = s.lens?.mount;
      if (typeof mount !== "string" || !mount.trim()) return undefined;
      return /objetivo fijo|fixed/i.test(mount) ? "objetivo-fijo" : "objetivos-intercambiables";
    },
    byNearestSize: false,
  },
});
