import type { CategoryId } from "./categories";
import { resolutionLabel } from "./format";
import { HEADPHONE_TYPE_LABELS } from "./filters/option-labels";
import type {
  CameraSpecs,
  HeadphonesSpecs,
  LaptopSpecs,
  MobileSpecs,
  SmartwatchSpecs,
  SpeakerSpecs,
  TabletSpecs,
  TvSpecs,
} from "./specs";
import type { ProductSummary } from "./summary";

/** Seed 001 §9: at most this many key-spec chips on a card. */
export const MAX_CHIPS = 4;

export type ChipIcon =
  | "screen" | "resolution" | "panel" | "refresh" | "hdr" | "energy" | "ports" | "cpu" | "memory" | "storage"
  | "battery" | "weight" | "camera" | "network" | "shield" | "audio" | "wireless" | "heart" | "nfc" | "gps"
  | "water" | "power" | "multiroom" | "pen" | "video" | "speed" | "type";

export interface Chip {
  icon: ChipIcon;
  text: string;
}

const NUMBER = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });
const num = (n: number) => NUMBER.format(n);
const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const text = (v: unknown): v is string => typeof v === "string" && v.trim() !== "" && v.trim().toUpperCase() !== "N/A";

type ChipRule = (p: ProductSummary) => Chip | null;
const chip = (icon: ChipIcon, value: string | null | false | undefined): Chip | null => (value ? { icon, text: value } : null);

const inches = (v: unknown) => (isNum(v) ? `${num(v)}"` : null);
const hz = (v: unknown) => (isNum(v) ? `${num(v)} Hz` : null);
const gbRam = (v: unknown) => (isNum(v) ? `${num(v)}GB RAM` : null);
const gbOf = (size: unknown, type: unknown) => (isNum(size) ? `${size >= 1024 && size % 1024 === 0 ? `${size / 1024}TB` : `${num(size)}GB`}${text(type) ? ` ${type}` : ""}` : null);
const hours = (v: unknown) => (isNum(v) ? `${num(v)}h batería` : null);
const kg = (v: unknown) => (isNum(v) ? `${num(v)}kg` : null);
const grams = (v: unknown) => (isNum(v) ? `${num(v)} g` : null);
const days = (v: unknown) => (isNum(v) ? `${num(v)} ${v === 1 ? "día" : "días"}` : null);

const tv = (p: ProductSummary) => p.specs as TvSpecs;
const laptop = (p: ProductSummary) => p.specs as LaptopSpecs;
const mobile = (p: ProductSummary) => p.specs as MobileSpecs;
const tablet = (p: ProductSummary) => p.specs as TabletSpecs;
const headphones = (p: ProductSummary) => p.specs as HeadphonesSpecs;
const camera = (p: ProductSummary) => p.specs as CameraSpecs;
const watch = (p: ProductSummary) => p.specs as SmartwatchSpecs;
const speaker = (p: ProductSummary) => p.specs as SpeakerSpecs;

const mainRearMp = (s: MobileSpecs) => {
  const mps = (s.camera?.rear ?? []).map((c) => c.megapixels).filter(isNum);
  return mps.length ? Math.max(...mps) : undefined;
};

/**
 * Each category's ordered chip list (seed 001 §9: the first available ones win, at most 4), with
 * the seed's formats: size with an inch mark, Hz, 'Clase X', 'NGB RAM', 'NGB type', 'Nh batería',
 * 'Nkg', days, and the labels Diadema, Con cable, Portátil, Multiroom, Pagos NFC, Monitor cardíaco.
 */
export const CHIP_RULES: Record<CategoryId, ChipRule[]> = {
  tv: [
    (p) => chip("screen", inches(tv(p).display?.sizeInches)),
    (p) => chip("resolution", text(tv(p).display?.resolution) && resolutionLabel(tv(p).display!.resolution!, "tv")),
    (p) => chip("panel", text(tv(p).display?.panelType) && tv(p).display!.panelType!),
    (p) => chip("refresh", hz(tv(p).display?.refreshRateHz)),
    (p) => chip("energy", text(p.energyClass) && `Clase ${p.energyClass}`),
    (p) => chip("hdr", tv(p).display?.hdrFormats?.[0]),
    (p) => chip("ports", isNum(tv(p).connectivity?.hdmiPorts) && `${tv(p).connectivity!.hdmiPorts} HDMI`),
  ],
  laptop: [
    (p) => chip("screen", inches(laptop(p).display?.sizeInches)),
    (p) => chip("cpu", text(laptop(p).hardware?.cpu?.model) && laptop(p).hardware!.cpu!.model!),
    (p) => chip("memory", gbRam(laptop(p).hardware?.ram?.sizeGB)),
    (p) => chip("storage", gbOf(laptop(p).hardware?.storage?.sizeGB, laptop(p).hardware?.storage?.type)),
    (p) => chip("battery", hours(laptop(p).battery?.lifeHours)),
    (p) => chip("weight", kg(laptop(p).dimensions?.weightKg)),
    (p) => chip("resolution", text(laptop(p).display?.resolution) && resolutionLabel(laptop(p).display!.resolution!, "laptop")),
  ],
  mobile: [
    (p) => chip("screen", inches(mobile(p).display?.sizeInches)),
    (p) => chip("camera", isNum(mainRearMp(mobile(p))) && `${num(mainRearMp(mobile(p))!)} MP`),
    (p) => chip("storage", gbOf(mobile(p).hardware?.storageOptions?.[0]?.sizeGB, mobile(p).hardware?.storageOptions?.[0]?.type)),
    (p) => chip("memory", gbRam(mobile(p).hardware?.ramGB)),
    (p) => chip("network", mobile(p).connectivity?.cellular?.some((c) => /5G/i.test(c)) && "5G"),
    (p) => chip("shield", text(mobile(p).durability?.ipRating) && `Sellado ${mobile(p).durability!.ipRating}`),
    (p) => chip("battery", isNum(mobile(p).hardware?.battery?.capacitymAh) && `${mobile(p).hardware!.battery!.capacitymAh} mAh`),
    (p) => chip("panel", text(mobile(p).display?.technology) && mobile(p).display!.technology!),
  ],
  tablet: [
    (p) => chip("screen", inches(tablet(p).display?.sizeInches)),
    (p) => chip("cpu", text(tablet(p).performance?.chipset) && tablet(p).performance!.chipset!),
    (p) => chip("memory", gbRam(tablet(p).performance?.ramGB)),
    (p) => chip("storage", gbOf(tablet(p).performance?.storageOptions?.[0]?.sizeGB, null)),
    (p) => chip("battery", hours(tablet(p).battery?.lifeHours)),
    (p) => chip("pen", tablet(p).accessories?.stylus?.included ? "Lápiz incluido" : tablet(p).display?.stylusSupport ? "Compatible con lápiz" : null),
    (p) => chip("network", tablet(p).connectivity?.cellular?.supported && (tablet(p).connectivity?.cellular?.type || "Datos móviles")),
    (p) => chip("weight", grams(tablet(p).dimensions?.weightG)),
  ],
  headphones: [
    (p) => chip("type", p.headphoneType && (HEADPHONE_TYPE_LABELS[p.headphoneType] ?? p.headphoneType)),
    (p) => chip("audio", headphones(p).audio?.noiseCancellation?.active && "Cancelación de ruido"),
    (p) => chip("battery", hours(headphones(p).battery?.playbackHours)),
    (p) => chip("wireless", !headphones(p).connectivity?.wireless?.bluetooth && (headphones(p).connectivity?.wired?.jack35mm || headphones(p).connectivity?.wired?.usbType) ? "Con cable" : null),
    (p) => chip("wireless", headphones(p).connectivity?.multiPoint && "Multipunto"),
    (p) => chip("weight", grams(headphones(p).physical?.weightG)),
  ],
  camera: [
    (p) => chip("camera", isNum(camera(p).sensor?.resolutionMP) && `${num(camera(p).sensor!.resolutionMP!)} MP`),
    (p) => chip("type", text(camera(p).sensor?.type) && camera(p).sensor!.type!),
    (p) => chip("ports", text(camera(p).lens?.mount) && camera(p).lens!.mount!),
    (p) => chip("video", text(camera(p).video?.maxResolution) && camera(p).video!.maxResolution!),
    (p) => chip("speed", isNum(camera(p).performance?.burstFps) && `${num(camera(p).performance!.burstFps!)} fps`),
    (p) => chip("weight", grams(camera(p).physical?.weightG)),
  ],
  smartwatch: [
    (p) => chip("screen", isNum(watch(p).dimensions?.caseDiameterMm) && `${num(watch(p).dimensions!.caseDiameterMm!)} mm`),
    (p) => chip("battery", days(watch(p).hardware?.battery?.lifeDays)),
    (p) => chip("gps", watch(p).activityTracking?.gps && "GPS"),
    (p) => chip("heart", watch(p).healthSensors?.heartRate && "Monitor cardíaco"),
    (p) => chip("nfc", watch(p).connectivity?.nfc && "Pagos NFC"),
    (p) => chip("water", text(watch(p).durability?.waterRating) && watch(p).durability!.waterRating!),
    (p) => chip("heart", watch(p).healthSensors?.ecg && "ECG"),
  ],
  speaker: [
    (p) => chip("power", isNum(speaker(p).audio?.totalPowerW) && `${num(speaker(p).audio!.totalPowerW!)} W`),
    (p) => chip("type", speaker(p).physical?.portable && "Portátil"),
    (p) => chip("battery", hours(speaker(p).battery?.lifeHours)),
    (p) => chip("multiroom", speaker(p).connectivity?.multiroom && "Multiroom"),
    (p) => chip("water", text(speaker(p).durability?.ipRating) && speaker(p).durability!.ipRating!),
    (p) => chip("wireless", speaker(p).connectivity?.wireless?.wifi && "Wi-Fi"),
    (p) => chip("wireless", text(speaker(p).connectivity?.wireless?.bluetooth) && `Bluetooth ${speaker(p).connectivity!.wireless!.bluetooth}`),
  ],
};

/** Chips are glanceable: "Apple M4 (10 núcleos: …)" reads "Apple M4", "4K 60p (recorte 1,5x)" reads "4K 60p". */
function shorten(value: string): string {
  return value.replace(/\s*\([^)]*\)/g, "").trim();
}

/** The card's chips: the first available of the category's ordered list, at most four. */
export function keySpecChips(product: ProductSummary): Chip[] {
  const chips: Chip[] = [];
  for (const rule of CHIP_RULES[product.categoryId] ?? []) {
    if (chips.length >= MAX_CHIPS) break;
    const result = rule(product);
    const text = result && shorten(result.text);
    if (result && text) chips.push({ icon: result.icon, text });
  }
  return chips;
}
