import type { CategoryId } from "./categories";
import { resolutionLabel } from "./format";
import { HEADPHONE_TYPE_LABELS } from "./filters/option-labels";
import { rawValueAt } from "./filters/values";
import { ownValue } from "./object-path";
import type { ProductSummary } from "./summary";

/** PRODUCT-RULES.md (Key-spec chips and similarity): at most this many key-spec chips on a card. */
export const MAX_CHIPS = 4;

export type ChipIcon =
  | "screen"
  | "resolution"
  | "panel"
  | "refresh"
  | "hdr"
  | "energy"
  | "ports"
  | "cpu"
  | "memory"
  | "storage"
  | "battery"
  | "weight"
  | "camera"
  | "network"
  | "shield"
  | "audio"
  | "wireless"
  | "heart"
  | "nfc"
  | "gps"
  | "water"
  | "power"
  | "multiroom"
  | "pen"
  | "video"
  | "speed"
  | "type";

export interface Chip {
  icon: ChipIcon;
  text: string;
}

const NUMBER = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });
const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "" && v.trim().toUpperCase() !== "N/A";

/** Formats of PRODUCT-RULES.md (Key-spec chips and similarity), each turning a spec value into chip text, or null when it cannot. */
const num = (suffix: string) => (v: unknown) => (isNum(v) ? `${NUMBER.format(v)}${suffix}` : null);
const text =
  (prefix = "") =>
  (v: unknown) =>
    isText(v) ? `${prefix}${v}` : null;
const flag = (label: string) => (v: unknown) => (v === true ? label : null);
const gb = (v: unknown) => (isNum(v) ? (v >= 1024 && v % 1024 === 0 ? `${v / 1024}TB` : `${NUMBER.format(v)}GB`) : null);
const days = (v: unknown) => (isNum(v) ? `${NUMBER.format(v)} ${v === 1 ? "día" : "días"}` : null);

type Rule = [icon: ChipIcon, read: string | ((p: ProductSummary) => unknown), format: (v: unknown, p: ProductSummary) => string | null];

const first = (path: string) => (p: ProductSummary) => {
  const value = rawValueAt(p, path);
  return Array.isArray(value) ? value[0] : value;
};
const storage = (path: string) => (p: ProductSummary) => {
  const option = first(path)(p) as { sizeGB?: unknown; type?: unknown } | undefined;
  const size = gb(option?.sizeGB);
  return size && (isText(option?.type) ? `${size} ${option!.type}` : size);
};
/** PRODUCT-RULES.md (Limits): the main rear camera, listed first (a periscope may have more megapixels). */
const mainRearMp = (p: ProductSummary) => {
  const rear = rawValueAt(p, "specs.camera.rear");
  const main = Array.isArray(rear) ? (rear[0] as { megapixels?: unknown } | null)?.megapixels : undefined;
  return isNum(main) ? main : null;
};
const identity = (v: unknown) => (isText(v) ? v : null);

/**
 * Each category's ordered chip list (PRODUCT-RULES.md (Limits): the first available ones win, at most 4), with
 * the seed's formats: size with an inch mark, Hz, 'Clase X', 'NGB RAM', 'NGB type', 'Nh batería',
 * 'N kg', days, and the labels Diadema, Con cable, Portátil, Multiroom, Pagos NFC, Monitor cardíaco.
 */
export const CHIP_RULES: Record<CategoryId, Rule[]> = {
  tv: [
    ["screen", "specs.display.sizeInches", num('"')],
    ["resolution", "specs.display.resolution", (v) => (isText(v) ? resolutionLabel(v, "tv") : null)],
    ["panel", "specs.display.panelType", text()],
    ["refresh", "specs.display.refreshRateHz", num(" Hz")],
    ["energy", "energyClass", text("Clase ")],
    ["hdr", first("specs.display.hdrFormats"), text()],
    ["ports", "specs.connectivity.hdmiPorts", num(" HDMI")],
  ],
  laptop: [
    ["screen", "specs.display.sizeInches", num('"')],
    ["cpu", "specs.hardware.cpu.model", text()],
    ["memory", "specs.hardware.ram.sizeGB", num("GB RAM")],
    // Weight among the four a card shows: how laptops are told apart at a glance for carrying.
    ["weight", "specs.dimensions.weightKg", num(" kg")],
    ["storage", storage("specs.hardware.storage"), identity],
    ["battery", "specs.battery.lifeHours", num("h batería")],
    ["resolution", "specs.display.resolution", (v) => (isText(v) ? resolutionLabel(v, "laptop") : null)],
  ],
  mobile: [
    ["screen", "specs.display.sizeInches", num('"')],
    ["camera", mainRearMp, num(" MP")],
    ["storage", storage("specs.hardware.storageOptions"), identity],
    ["memory", "specs.hardware.ramGB", num("GB RAM")],
    ["network", "specs.connectivity.cellular", (v) => (Array.isArray(v) && v.some((c) => /5G/i.test(String(c))) ? "5G" : null)],
    ["shield", "specs.durability.ipRating", text("Sellado ")],
    ["battery", "specs.hardware.battery.capacitymAh", num(" mAh")],
    ["panel", "specs.display.technology", text()],
  ],
  tablet: [
    ["screen", "specs.display.sizeInches", num('"')],
    ["cpu", "specs.performance.chipset", text()],
    ["memory", "specs.performance.ramGB", num("GB RAM")],
    ["storage", first("specs.performance.storageOptions.sizeGB"), gb],
    ["battery", "specs.battery.lifeHours", num("h batería")],
    [
      "pen",
      (p) =>
        rawValueAt(p, "specs.accessories.stylus.included") === true
          ? "Lápiz incluido"
          : rawValueAt(p, "specs.display.stylusSupport") === true
            ? "Compatible con lápiz"
            : null,
      identity,
    ],
    [
      "network",
      (p) => (rawValueAt(p, "specs.connectivity.cellular.supported") === true ? rawValueAt(p, "specs.connectivity.cellular.type") || "Datos móviles" : null),
      identity,
    ],
    ["weight", "specs.dimensions.weightG", num(" g")],
  ],
  headphones: [
    ["type", "headphoneType", (v) => (isText(v) ? (ownValue(HEADPHONE_TYPE_LABELS, v) ?? v) : null)],
    ["audio", "specs.audio.noiseCancellation.active", flag("Cancelación de ruido")],
    ["battery", "specs.battery.playbackHours", num("h batería")],
    [
      "wireless",
      (p) =>
        !rawValueAt(p, "specs.connectivity.wireless.bluetooth") &&
        (rawValueAt(p, "specs.connectivity.wired.jack35mm") === true || isText(rawValueAt(p, "specs.connectivity.wired.usbType"))),
      flag("Con cable"),
    ],
    ["wireless", "specs.connectivity.multiPoint", flag("Multipunto")],
    ["weight", "specs.physical.weightG", num(" g")],
  ],
  camera: [
    ["camera", "specs.sensor.resolutionMP", num(" MP")],
    ["type", "specs.sensor.type", text()],
    ["ports", "specs.lens.mount", text()],
    ["video", "specs.video.maxResolution", text()],
    ["speed", "specs.performance.burstFps", num(" fps")],
    ["weight", "specs.physical.weightG", num(" g")],
  ],
  smartwatch: [
    ["screen", "specs.dimensions.caseDiameterMm", num(" mm")],
    ["battery", "specs.hardware.battery.lifeDays", days],
    ["gps", "specs.activityTracking.gps", flag("GPS")],
    ["heart", "specs.healthSensors.heartRate", flag("Monitor cardíaco")],
    ["nfc", "specs.connectivity.nfc", flag("Pagos NFC")],
    ["water", "specs.durability.waterRating", text()],
    ["heart", "specs.healthSensors.ecg", flag("ECG")],
  ],
  speaker: [
    ["power", "specs.audio.totalPowerW", num(" W")],
    ["type", "specs.physical.portable", flag("Portátil")],
    ["battery", "specs.battery.lifeHours", num("h batería")],
    ["multiroom", "specs.connectivity.multiroom", flag("Multiroom")],
    ["water", "specs.durability.ipRating", text()],
    ["wireless", "specs.connectivity.wireless.wifi", flag("Wi-Fi")],
    ["wireless", "specs.connectivity.wireless.bluetooth", text("Bluetooth ")],
  ],
};

/** One rule's chip for a product, or null when the product lacks that spec. */
export function chipFor([icon, read, format]: Rule, product: ProductSummary): Chip | null {
  const value = typeof read === "string" ? rawValueAt(product, read) : read(product);
  // Chips are glanceable: "Apple M4 (10 núcleos: …)" reads "Apple M4", "4K 60p (recorte 1,5x)" reads "4K 60p".
  const chipText = format(value, product)
    ?.replace(/\s*\([^)]*\)/g, "")
    .trim();
  return chipText ? { icon, text: chipText } : null;
}

/** The card's chips: the first available of the category's ordered list, at most four. */
export function keySpecChips(product: ProductSummary): Chip[] {
  const chips: Chip[] = [];
  for (const rule of CHIP_RULES[product.categoryId] ?? []) {
    if (chips.length >= MAX_CHIPS) break;
    const chip = chipFor(rule, product);
    if (chip) chips.push(chip);
  }
  return chips;
}
