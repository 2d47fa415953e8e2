import { flag, num, text } from "./chip-formats";
import type { Maybe } from "./spec-parts";
import { SPEAKER } from "./speaker.name";
import type { CategoryDeclaration } from "./types";

export interface SpeakerSpecs {
  audio?: {
    totalPowerW?: Maybe<number>;
    peakSplDb?: Maybe<number>;
    frequencyResponseHz?: Maybe<string>;
    driverConfiguration?: Maybe<string>;
    spatialAudio?: Maybe<boolean>;
    supportedCodecs?: Maybe<string[]>;
  };
  connectivity?: {
    wireless?: { bluetooth?: Maybe<string>; wifi?: Maybe<boolean>; chromecast?: Maybe<boolean>; airPlay?: Maybe<boolean> };
    wired?: { auxIn?: Maybe<boolean>; usbPort?: Maybe<boolean>; ethernet?: Maybe<boolean> };
    multiroom?: Maybe<boolean>;
  };
  battery?: { lifeHours?: Maybe<number>; charging?: Maybe<string>; removable?: Maybe<boolean> };
  smartFeatures?: { voiceAssistant?: Maybe<string[]>; appControl?: Maybe<boolean>; autoCalibration?: Maybe<boolean> };
  durability?: { ipRating?: Maybe<string>; waterproof?: Maybe<boolean>; floating?: Maybe<boolean> };
  physical?: { weightKg?: Maybe<number>; dimensionsMm?: Maybe<string>; portable?: Maybe<boolean> };
}

const yes = (value: Maybe<boolean>): boolean | null => (typeof value === "boolean" ? value : null);

/** Everything about speakers (its name: ./speaker.name.ts). */
export const speaker = (): CategoryDeclaration<"speaker", SpeakerSpecs> => ({
  identity: SPEAKER,
  specs: {},
  maxPrice: 60_000,
  record: {
    required: ["specs.audio", "specs.connectivity"],
    recommended: ["specs.audio.totalPowerW", "specs.physical.portable", "specs.battery.lifeHours"],
  },
  chips: [
    ["power", "specs.audio.totalPowerW", num(" W")],
    ["type", "specs.physical.portable", flag("Portátil")],
    ["battery", "specs.battery.lifeHours", num("h batería")],
    ["multiroom", "specs.connectivity.multiroom", flag("Multiroom")],
    ["water", "specs.durability.ipRating", text()],
    ["wireless", "specs.connectivity.wireless.wifi", flag("Wi-Fi")],
    ["wireless", "specs.connectivity.wireless.bluetooth", text("Bluetooth ")],
  ],
  similarity: {
    features: (s) => [s.audio?.totalPowerW, s.physical?.portable, s.connectivity?.wireless?.bluetooth],
    rules: [{ gap: [[20, 3]] }, { same: 2 }, { same: 1 }],
  },
  searchWords: ["altavoz", "altavoces", "altavoz bluetooth", "altavoces bluetooth"],
  shopperWords: [
    { words: ["playa", "piscina", "ducha", "agua"], meaning: { use: "playa" } },
    { words: ["fiesta", "fiestas"], meaning: { use: "fiestas" } },
    { words: ["llevar", "excursion", "viajar", "mochila"], meaning: { use: "llevar" } },
  ],
  uses: [
    {
      id: "playa",
      label: "Playa y piscina",
      guidePhrase: "para playa y piscina",
      conditions: [{ filter: "durability.ipRating", options: ["IP67", "IP68", "IPX7"] }],
    },
    { id: "fiestas", label: "Para fiestas", guidePhrase: "para fiestas", aspect: "Volumen máximo", conditions: [{ filter: "audio.totalPowerW", min: 40 }] },
    {
      id: "casa",
      label: "Para toda la casa",
      guidePhrase: "para toda la casa",
      aspect: "Conectividad",
      conditions: [{ feature: "connectivity.multiroom" }, { feature: "connectivity.wireless.wifi" }],
    },
    { id: "llevar", label: "Para llevar", guidePhrase: "para llevar", aspect: "Portabilidad", conditions: [{ filter: "physical.weightKg", max: 0.7 }] },
  ],
  features: [
    { id: "waterproof", label: "Resistente al agua", inVerdict: true, has: (s) => yes(s.durability?.waterproof) },
    { id: "wifi", label: "Wi-Fi", inVerdict: true, has: (s) => yes(s.connectivity?.wireless?.wifi) },
    { id: "airPlay", label: "AirPlay", inVerdict: false, has: (s) => yes(s.connectivity?.wireless?.airPlay) },
    { id: "multiroom", label: "Multiroom", inVerdict: false, has: (s) => yes(s.connectivity?.multiroom) },
    { id: "spatialAudio", label: "Audio espacial", inVerdict: false, has: (s) => yes(s.audio?.spatialAudio) },
  ],
  directions: {
    "audio.totalPowerW": "more",
    "audio.peakSplDb": "more",
    "battery.lifeHours": "more",
    "physical.weightKg": "less",
  },
  fieldNames: {},
  groupNames: {},
  extraDirections: {},
  filters: { primary: ["audio.totalPowerW", "battery.lifeHours", "durability.ipRating", "connectivity.wireless.bluetooth"], leading: [] },
  bounds: { weightKg: { min: 0.2, max: 10 }, lifeHours: { min: 6, max: 30 }, power: { min: 5, max: 200 } },
  audiences: {},
});
