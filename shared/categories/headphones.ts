import { flag, isText, labelled, num } from "./chip-formats";
import { COMMUTE, SPORT, WORK } from "./shopper-phrases";
import { HEADPHONES } from "./headphones.name";
import type { Maybe } from "./maybe";
import { aFlag, aNumber, aText, group, specSchema, texts, type SpecsOf } from "./spec-schema";
import type { CategoryDeclaration } from "./types";

/** What a record of the category says of its product. */
const headphonesSpecs = () =>
  specSchema({
    audio: group({
      driverSizeMm: aNumber("neither"),
      frequencyResponseHz: aText(),
      impedanceOhm: aNumber("neither"),
      sensitivityDb: aNumber("neither"),
      noiseCancellation: group({ active: aFlag(), modes: texts() }),
      surroundSound: aFlag(),
    }),
    connectivity: group({
      wireless: group({ bluetooth: aText(), bluetoothCodecs: texts(), rf24ghz: aFlag() }),
      wired: group({ jack35mm: aFlag(), usbType: aText() }),
      multiPoint: aFlag(),
    }),
    battery: group({ capacityMah: aNumber("more"), playbackHours: aNumber("more"), chargingTimeHours: aNumber("less"), fastCharging: aFlag() }),
    physical: group({ weightG: aNumber("less"), foldable: aFlag(), earcupMaterial: aText(), ipRating: aText() }),
    controls: group({ appControl: aFlag(), physicalButtons: aFlag(), touchControls: aFlag(), voiceAssistant: texts() }),
    microphone: group({ type: aText(), sensitivityDb: aNumber("neither"), polarPattern: aText(), noiseCanceling: aFlag() }),
  });
export type HeadphonesSpecs = SpecsOf<typeof headphonesSpecs>;

/** The Spanish names of a headphone's type (the record's `general.type`). */
export const HEADPHONE_TYPE_LABELS: Record<string, string> = {
  "over-ear": "Diadema",
  "on-ear": "Supraaurales",
  "in-ear": "Intraurales",
  "true-wireless": "True Wireless",
};

const yes = (value: Maybe<boolean>): boolean | null => (typeof value === "boolean" ? value : null);

/** Everything about headphones (its name: ./headphones.name.ts). */
export const headphones = (): CategoryDeclaration<"headphones", HeadphonesSpecs> => ({
  identity: HEADPHONES,
  specs: headphonesSpecs(),
  maxPrice: 5_000,
  record: {
    required: ["specs.audio", "specs.connectivity"],
    recommended: ["general.type", "specs.audio.driverSizeMm", "specs.battery.playbackHours"],
  },
  chips: [
    ["type", "headphoneType", labelled(HEADPHONE_TYPE_LABELS)],
    ["audio", "specs.audio.noiseCancellation.active", flag("Cancelación de ruido")],
    ["battery", "specs.battery.playbackHours", num("h batería")],
    [
      "wireless",
      (read) =>
        !read("specs.connectivity.wireless.bluetooth") &&
        (read("specs.connectivity.wired.jack35mm") === true || isText(read("specs.connectivity.wired.usbType"))),
      flag("Con cable"),
    ],
    ["wireless", "specs.connectivity.multiPoint", flag("Multipunto")],
    ["weight", "specs.physical.weightG", num(" g")],
  ],
  similarity: {
    features: (s, p) => [p.headphoneType, s.audio?.driverSizeMm, s.audio?.noiseCancellation?.active, s.battery?.playbackHours],
    rules: [{ same: 3 }, { gap: [[10, 2]] }, { same: 2 }, { gap: [[10, 1]] }],
  },
  searchWords: ["auriculares", "auricular", "cascos"],
  shopperWords: [
    // For sport: earbuds that stand sweat (the use "Para deporte" adds the earbuds' shape).
    {
      words: SPORT,
      meaning: {
        conditions: [
          { filter: "headphoneType", options: ["true-wireless", "in-ear"] },
          { filter: "physical.ipRating", options: ["IP54", "IP57", "IPX4"] },
        ],
      },
    },
    { words: COMMUTE, meaning: { use: "transporte" } },
    { words: WORK, meaning: { use: "teletrabajo" } },
  ],
  uses: [
    {
      id: "transporte",
      label: "Para el transporte",
      guidePhrase: "para el transporte",
      aspect: "Cancelación de ruido",
      conditions: [{ feature: "audio.noiseCancellation.active" }],
    },
    {
      id: "deporte",
      label: "Para deporte",
      guidePhrase: "para deporte",
      aspect: "Comodidad",
      conditions: [{ filter: "physical.ipRating", options: ["IP54", "IP57", "IPX4"] }],
    },
    {
      id: "teletrabajo",
      label: "Para teletrabajo",
      guidePhrase: "para teletrabajo",
      aspect: "Llamadas",
      conditions: [{ feature: "microphone.noiseCanceling" }, { feature: "connectivity.multiPoint" }],
    },
    {
      id: "autonomia",
      label: "Autonomía para la semana",
      guidePhrase: "con autonomía para la semana",
      aspect: "Autonomía",
      conditions: [{ filter: "battery.playbackHours", min: 30 }],
    },
  ],
  features: [
    { id: "anc", label: "Cancelación activa de ruido", inVerdict: true, has: (s) => yes(s.audio?.noiseCancellation?.active) },
    { id: "multiPoint", label: "Conexión multipunto", inVerdict: true, has: (s) => yes(s.connectivity?.multiPoint) },
    {
      id: "ldac",
      label: "LDAC",
      inVerdict: false,
      has: (s) => {
        const codecs = s.connectivity?.wireless?.bluetoothCodecs;
        return Array.isArray(codecs) ? codecs.some((c) => typeof c === "string" && c.toLowerCase() === "ldac") : null;
      },
    },
    { id: "jack", label: "Jack 3,5 mm", inVerdict: false, has: (s) => yes(s.connectivity?.wired?.jack35mm) },
    { id: "foldable", label: "Plegables", inVerdict: false, has: (s) => yes(s.physical?.foldable) },
  ],
  extraDirections: {},
  filters: {
    primary: ["audio.driverSizeMm", "battery.playbackHours", "connectivity.wireless.bluetoothCodecs"],
    leading: [{ path: "headphoneType", section: "main", id: "headphoneType" }],
  },
  bounds: { weightG: { min: 5, max: 500 }, lifeHours: { min: 4, max: 50 } },
  audiences: {},
  kind: {
    of: (_specs, p) => (typeof p.headphoneType === "string" && p.headphoneType.trim() ? p.headphoneType.trim().toLowerCase() : undefined),
    byNearestSize: false,
  },
});
