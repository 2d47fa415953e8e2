import type { FilterType } from "./types";

const BOOLEAN_NAMES = new Set([
  "touchscreen",
  "stylusSupport",
  "alwaysOn",
  "upgradable",
  "vrrSupport",
  "hdmi",
  "thunderbolt",
  "sdCardReader",
  "audioJack",
  "fastCharge",
  "fastCharging",
  "wirelessCharge",
  "windowsHello",
  "privacyShutter",
  "backlit",
  "numpad",
  "ois",
  "hdmiOut",
  "keyboardSupport",
  "headphoneJack",
  "surroundSound",
  "rf24ghz",
  "jack35mm",
  "multiPoint",
  "foldable",
  "appControl",
  "physicalButtons",
  "touchControls",
  "noiseCanceling",
  "active",
  "eyeDetection",
  "articulated",
  "weatherSealing",
  "heartRate",
  "bloodOxygen",
  "ecg",
  "temperature",
  "bloodPressure",
  "gps",
  "fallDetection",
  "altimeter",
  "nfc",
  "militaryStandard",
  "interchangeable",
  "spatialAudio",
  "chromecast",
  "airPlay",
  "auxIn",
  "usbPort",
  "ethernet",
  "multiroom",
  "removable",
  "autoCalibration",
  "waterproof",
  "floating",
  "portable",
  "included",
  "supported",
  "expandable",
]);
const BOOLEAN_PATTERN = /^(is|has|can|supports?)[A-Z0-9]|(Support|Supported|Included|Enabled|Available)$/;

const NUMERIC_PATTERN = /(Inches|Hz|GHz|Nits|Ms|GB|MB|Mm|Kg|G|Wh|mAh|Mah|Hours|Days|MP|W|Db|Ohm|Fps|Ports|Iso|Ev|Watts|Percent|Count|Price)$/;
const NUMERIC_NAMES = new Set([
  "year",
  "price",
  "rating",
  "cores",
  "points",
  "speakers",
  "workoutModes",
  "cardSlots",
  "megapixels",
  "usbC",
  "usbA",
  "reviewCount",
]);

/** Plural or list names; a double "ss" (efficiencyClass) is not a plural. */
const LIST_PATTERN = /([^s]s|Options|List)$/;
const SELECT_NAMES = new Set(["efficiencyClass", "priceSegment"]);

/**
 * PRODUCT-RULES.md (Filters and search), filter-type inference by field name, rules in order: boolean-like names give a
 * checkbox, numeric names a range, plural or list names a multiselect, efficiencyClass,
 * priceSegment or any name ending in Class a select, anything else a multiselect.
 */
export function inferFilterType(fieldName: string): Exclude<FilterType, "group"> {
  if (BOOLEAN_NAMES.has(fieldName) || BOOLEAN_PATTERN.test(fieldName)) return "checkbox";
  if (NUMERIC_NAMES.has(fieldName) || NUMERIC_PATTERN.test(fieldName)) return "range";
  if (LIST_PATTERN.test(fieldName) && !SELECT_NAMES.has(fieldName)) return "multiselect";
  if (SELECT_NAMES.has(fieldName) || /Class$/.test(fieldName)) return "select";
  return "multiselect";
}
