import type { CategoryId } from "../categories";
import type { Product } from "../product";
import type { SpecsByCategory } from "../specs";

/**
 * Yes/no differences a shopper asks about, per category: a boolean spec ("VRR") or a member of a
 * list ("Dolby Vision" among the HDR formats, "HDMI 2.1" among the HDMI versions). Having one is
 * better than not having it. `inVerdict` marks those the category's shoppers choose by, which the
 * comparison's verdict names as a reason to choose a product; the others are 'Mejor' in the table only.
 *
 * `has` answers null when the record does not say (an absent field): unknown is never a difference.
 */
export interface Feature<C extends CategoryId = CategoryId> {
  id: string;
  /** Spanish, as a row label and inside a verdict line ("si priorizas Dolby Vision"). */
  label: string;
  inVerdict: boolean;
  has: (specs: SpecsByCategory[C], product: Product) => boolean | null;
}

const flag = (value: boolean | null | undefined): boolean | null => (typeof value === "boolean" ? value : null);
const member = (list: readonly string[] | null | undefined, test: (item: string) => boolean): boolean | null =>
  Array.isArray(list) ? list.some((item) => typeof item === "string" && test(item)) : null;
const positive = (value: number | null | undefined): boolean | null => (typeof value === "number" ? value > 0 : null);
const named = (name: string) => (item: string) => item.toLowerCase() === name.toLowerCase();

type FeatureTable = { [C in CategoryId]: Feature<C>[] };

export const FEATURES: FeatureTable = {
  tv: [
    { id: "dolbyVision", label: "Dolby Vision", inVerdict: true, has: (s) => member(s.display?.hdrFormats, named("Dolby Vision")) },
    { id: "hdr10plus", label: "HDR10+", inVerdict: false, has: (s) => member(s.display?.hdrFormats, named("HDR10+")) },
    { id: "hdmi21", label: "HDMI 2.1", inVerdict: true, has: (s) => member(s.connectivity?.hdmiVersions, (v) => /2\.1/.test(v)) },
    { id: "vrr", label: "VRR (frecuencia variable)", inVerdict: true, has: (s) => flag(s.gaming?.vrrSupport) },
    { id: "dolbyAtmos", label: "Dolby Atmos", inVerdict: false, has: (s) => member(s.audio?.audioFormats, named("Dolby Atmos")) },
  ],
  mobile: [
    { id: "wirelessCharge", label: "Carga inalámbrica", inVerdict: true, has: (s) => positive(s.hardware?.battery?.wirelessChargeW) },
    {
      id: "ois",
      label: "Estabilización óptica",
      inVerdict: true,
      has: (s) => (Array.isArray(s.camera?.rear) ? s.camera.rear.some((c) => c?.ois === true) : null),
    },
    { id: "5g", label: "5G", inVerdict: false, has: (s) => member(s.connectivity?.cellular, named("5G")) },
    { id: "dolbyVisionVideo", label: "Vídeo Dolby Vision", inVerdict: false, has: (s) => member(s.camera?.video?.hdrFormats, named("Dolby Vision")) },
  ],
  laptop: [
    { id: "thunderbolt", label: "Thunderbolt", inVerdict: true, has: (s) => flag(s.ports?.thunderbolt) },
    { id: "touchscreen", label: "Pantalla táctil", inVerdict: true, has: (s) => flag(s.display?.touchscreen) },
    { id: "hdmi", label: "HDMI", inVerdict: false, has: (s) => flag(s.ports?.hdmi) },
    { id: "sdCardReader", label: "Lector de tarjetas SD", inVerdict: false, has: (s) => flag(s.ports?.sdCardReader) },
    { id: "windowsHello", label: "Windows Hello", inVerdict: false, has: (s) => flag(s.webcam?.windowsHello) },
    { id: "backlit", label: "Teclado retroiluminado", inVerdict: false, has: (s) => flag(s.keyboard?.backlit) },
    { id: "ramUpgradable", label: "RAM ampliable", inVerdict: false, has: (s) => flag(s.hardware?.ram?.upgradable) },
  ],
  tablet: [
    { id: "stylusIncluded", label: "Lápiz incluido", inVerdict: true, has: (s) => flag(s.accessories?.stylus?.included) },
    { id: "cellular", label: "Conectividad móvil", inVerdict: true, has: (s) => flag(s.connectivity?.cellular?.supported) },
    { id: "stylusSupport", label: "Compatible con lápiz", inVerdict: false, has: (s) => flag(s.display?.stylusSupport) },
    { id: "keyboardSupport", label: "Compatible con teclado", inVerdict: false, has: (s) => flag(s.accessories?.keyboardSupport) },
    { id: "wirelessCharge", label: "Carga inalámbrica", inVerdict: false, has: (s) => flag(s.battery?.wirelessCharge) },
    { id: "headphoneJack", label: "Conector de auriculares", inVerdict: false, has: (s) => flag(s.audio?.headphoneJack) },
  ],
  headphones: [
    { id: "anc", label: "Cancelación activa de ruido", inVerdict: true, has: (s) => flag(s.audio?.noiseCancellation?.active) },
    { id: "multiPoint", label: "Conexión multipunto", inVerdict: true, has: (s) => flag(s.connectivity?.multiPoint) },
    { id: "ldac", label: "LDAC", inVerdict: false, has: (s) => member(s.connectivity?.wireless?.bluetoothCodecs, named("LDAC")) },
    { id: "jack", label: "Jack 3,5 mm", inVerdict: false, has: (s) => flag(s.connectivity?.wired?.jack35mm) },
    { id: "foldable", label: "Plegables", inVerdict: false, has: (s) => flag(s.physical?.foldable) },
  ],
  camera: [
    { id: "weatherSealing", label: "Sellado contra intemperie", inVerdict: true, has: (s) => flag(s.physical?.weatherSealing) },
    { id: "articulated", label: "Pantalla articulada", inVerdict: true, has: (s) => flag(s.display?.articulated) },
    { id: "eyeDetection", label: "Detección de ojos", inVerdict: false, has: (s) => flag(s.focus?.eyeDetection) },
    { id: "log", label: "Perfiles Log", inVerdict: false, has: (s) => member(s.video?.logProfiles, (p) => /log/i.test(p)) },
  ],
  smartwatch: [
    { id: "ecg", label: "Electrocardiograma", inVerdict: true, has: (s) => flag(s.healthSensors?.ecg) },
    { id: "cellular", label: "Conectividad móvil", inVerdict: true, has: (s) => flag(s.connectivity?.cellular) },
    { id: "nfc", label: "Pagos NFC", inVerdict: false, has: (s) => flag(s.connectivity?.nfc) },
    { id: "fallDetection", label: "Detección de caídas", inVerdict: false, has: (s) => flag(s.activityTracking?.fallDetection) },
    { id: "alwaysOn", label: "Pantalla siempre activa", inVerdict: false, has: (s) => flag(s.display?.alwaysOn) },
  ],
  speaker: [
    { id: "waterproof", label: "Resistente al agua", inVerdict: true, has: (s) => flag(s.durability?.waterproof) },
    { id: "wifi", label: "Wi-Fi", inVerdict: true, has: (s) => flag(s.connectivity?.wireless?.wifi) },
    { id: "airPlay", label: "AirPlay", inVerdict: false, has: (s) => flag(s.connectivity?.wireless?.airPlay) },
    { id: "multiroom", label: "Multiroom", inVerdict: false, has: (s) => flag(s.connectivity?.multiroom) },
    { id: "spatialAudio", label: "Audio espacial", inVerdict: false, has: (s) => flag(s.audio?.spatialAudio) },
  ],
};

/** The features of a product's category, each with what the product says (null: not stated). */
export function productFeatures(product: Product): { feature: Feature; has: boolean | null }[] {
  const table = FEATURES[product.categoryId] as Feature[];
  return table.map((feature) => ({ feature, has: feature.has(product.specs ?? {}, product) }));
}
