import { num, text } from "./chip-formats";
import { CAMERA } from "./camera.name";
import type { Maybe } from "./maybe";
import { aFlag, aNumber, aText, group, specSchema, texts, type SpecsOf } from "./spec-schema";
import type { CategoryDeclaration } from "./types";

/** What a record of the category says of its product. */
const cameraSpecs = () =>
  specSchema({
    sensor: group({ resolutionMP: aNumber("more"), type: aText(), size: aText(), lowLightIso: aNumber("more") }),
    performance: group({ shutterSpeed: aText(), burstFps: aNumber("more"), buffer: aText() }),
    lens: group({ mount: aText(), stabilization: aText(), kitLens: aText() }),
    video: group({ maxResolution: aText(), codecs: texts(), logProfiles: texts() }),
    focus: group({ points: aNumber("more"), eyeDetection: aFlag(), lowLightEv: aNumber("less") }),
    display: group({ touchscreen: aFlag(), evfResolution: aText(), rearScreenInches: aNumber("more"), articulated: aFlag() }),
    connectivity: group({ cardSlots: aNumber("more"), wireless: texts(), ports: texts() }),
    physical: group({ dimensionsMm: aText(), weightG: aNumber("less"), weatherSealing: aFlag() }),
  });
export type CameraSpecs = SpecsOf<typeof cameraSpecs>;

const yes = (value: Maybe<boolean>): boolean | null => (typeof value === "boolean" ? value : null);

/** Everything about cameras (its name: ./camera.name.ts). */
export const camera = (): CategoryDeclaration<"camera", CameraSpecs> => ({
  identity: CAMERA,
  specs: cameraSpecs(),
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
