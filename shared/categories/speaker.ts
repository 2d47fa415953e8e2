import { flag, num, text } from "./chip-formats";
import { SPEAKER } from "./speaker.name";
import type { Maybe } from "./maybe";
import { aFlag, aNumber, aText, group, specSchema, texts, type SpecsOf } from "./spec-schema";
import type { CategoryDeclaration } from "./types";

/** What a record of the category says of its product. */
const speakerSpecs = () =>
  specSchema({
    audio: group({
      totalPowerW: aNumber("more"),
      peakSplDb: aNumber("more"),
      frequencyResponseHz: aText(),
      driverConfiguration: aText(),
      spatialAudio: aFlag(),
      supportedCodecs: texts(),
    }),
    connectivity: group({
      wireless: group({ bluetooth: aText(), wifi: aFlag(), chromecast: aFlag(), airPlay: aFlag() }),
      wired: group({ auxIn: aFlag(), usbPort: aFlag(), ethernet: aFlag() }),
      multiroom: aFlag(),
    }),
    battery: group({ lifeHours: aNumber("more"), charging: aText(), removable: aFlag() }),
    smartFeatures: group({ voiceAssistant: texts(), appControl: aFlag(), autoCalibration: aFlag() }),
    durability: group({ ipRating: aText(), waterproof: aFlag(), floating: aFlag() }),
    physical: group({ weightKg: aNumber("less"), dimensionsMm: aText(), portable: aFlag() }),
  });
export type SpeakerSpecs = SpecsOf<typeof speakerSpecs>;

const yes = (value: Maybe<boolean>): boolean | null => (typeof value === "boolean" ? value : null);

/** Everything about speakers (its name: ./speaker.name.ts). */
export const speaker = (): CategoryDeclaration<"speaker", SpeakerSpecs> => ({
  identity: SPEAKER,
  specs: speakerSpecs(),
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
  extraDirections: {},
  filters: { primary: ["audio.totalPowerW", "battery.lifeHours", "durability.ipRating", "connectivity.wireless.bluetooth"], leading: [] },
  bounds: { weightKg: { min: 0.2, max: 10 }, lifeHours: { min: 6, max: 30 }, power: { min: 5, max: 200 } },
  audiences: {},
});
