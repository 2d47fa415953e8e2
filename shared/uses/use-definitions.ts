import type { CategoryId } from "../categories";

/**
 * Shopping by use: what shoppers ask for ("una tele para jugar"), each as a set of the category's
 * own filters, so choosing a use is choosing those filters (the URL, the chips and the counts are
 * the filters'). A condition names a filter by its id (shared/filters/build.ts):
 * - `min`/`max`: a range filter's bounds;
 * - `options`: a list filter's values, or `matching`: every value of the category whose text matches
 *   (GPU models, log profiles: the data decides which exist);
 * - `feature`: a checkbox of 'Características Adicionales'.
 * A use whose filters the category's data lacks is not offered (shared/uses/offered-uses.ts).
 */
export type UseCondition =
  { filter: string; min?: number; max?: number } | { filter: string; options: string[] } | { filter: string; matching: RegExp } | { feature: string };

export interface UseDefinition {
  /** In the page's words; also the term "gaming" in a search names the use with that id. */
  id: string;
  label: string;
  conditions: UseCondition[];
}

export const USE_DEFINITIONS: Record<CategoryId, UseDefinition[]> = {
  tv: [
    {
      id: "gaming",
      label: "Para gaming",
      conditions: [{ filter: "display.refreshRateHz", min: 120 }, { feature: "gaming.vrrSupport" }, { filter: "gaming.inputLagMs", max: 15 }],
    },
    { id: "salon-luminoso", label: "Salón luminoso", conditions: [{ filter: "display.brightnessNits", min: 1000 }] },
    {
      id: "cine",
      label: "Cine en casa",
      conditions: [
        { filter: "display.panelType", options: ["OLED", "Mini LED"] },
        { filter: "display.hdrFormats", options: ["Dolby Vision"] },
      ],
    },
    { id: "pantalla-grande", label: "Pantalla grande", conditions: [{ filter: "display.sizeInches", min: 65 }] },
    { id: "dormitorio", label: "Dormitorio o cocina", conditions: [{ filter: "display.sizeInches", max: 43 }] },
  ],
  laptop: [
    {
      id: "estudiar",
      label: "Para estudiar",
      conditions: [
        { filter: "battery.lifeHours", min: 10 },
        { filter: "priceRange", max: 900 },
      ],
    },
    {
      id: "gaming",
      label: "Gaming",
      conditions: [
        { filter: "hardware.gpu.model", matching: /\bRTX\b|\bRX\s?\d/i },
        { filter: "hardware.ram.sizeGB", min: 16 },
      ],
    },
    {
      id: "ligero",
      label: "Ligero para viajar",
      conditions: [
        { filter: "dimensions.weightKg", max: 1.4 },
        { filter: "battery.lifeHours", min: 10 },
      ],
    },
    {
      id: "crear",
      label: "Edición de foto y vídeo",
      conditions: [
        { filter: "hardware.ram.sizeGB", min: 24 },
        { filter: "hardware.storage.sizeGB", min: 1024 },
      ],
    },
  ],
  mobile: [
    { id: "fotos-noche", label: "Fotos de noche", conditions: [{ feature: "camera.rear.ois" }, { filter: "score.camara", min: 88 }] },
    { id: "bateria", label: "Batería para dos días", conditions: [{ filter: "hardware.battery.capacitymAh", min: 5000 }] },
    { id: "compacto", label: "Compacto", conditions: [{ filter: "display.sizeInches", max: 6.3 }] },
    {
      id: "gaming",
      label: "Para jugar",
      conditions: [
        { filter: "display.refreshRateHz", min: 120 },
        { filter: "hardware.ramGB", min: 12 },
      ],
    },
    {
      id: "5g-barato",
      label: "5G por menos de 400 €",
      conditions: [
        { filter: "connectivity.cellular", options: ["5G"] },
        { filter: "priceRange", max: 400 },
      ],
    },
  ],
  tablet: [
    { id: "dibujar", label: "Para dibujar", conditions: [{ feature: "display.stylusSupport" }, { filter: "display.refreshRateHz", min: 120 }] },
    { id: "trabajar", label: "Para trabajar", conditions: [{ feature: "accessories.keyboardSupport" }, { filter: "performance.ramGB", min: 8 }] },
    {
      id: "series",
      label: "Para ver series",
      conditions: [
        { filter: "display.sizeInches", min: 11 },
        { filter: "audio.speakers", min: 4 },
      ],
    },
    { id: "datos", label: "Con datos móviles", conditions: [{ feature: "connectivity.cellular.supported" }] },
  ],
  headphones: [
    { id: "transporte", label: "Para el transporte", conditions: [{ feature: "audio.noiseCancellation.active" }] },
    { id: "deporte", label: "Para deporte", conditions: [{ filter: "physical.ipRating", options: ["IP54", "IP57", "IPX4"] }] },
    { id: "teletrabajo", label: "Para teletrabajo", conditions: [{ feature: "microphone.noiseCanceling" }, { feature: "connectivity.multiPoint" }] },
    { id: "autonomia", label: "Autonomía para la semana", conditions: [{ filter: "battery.playbackHours", min: 30 }] },
  ],
  camera: [
    {
      id: "video",
      label: "Para vídeo",
      conditions: [
        { filter: "video.logProfiles", matching: /log/i },
        { filter: "video.maxResolution", matching: /4K (60|120)p|[5-8](\.\d)?K/ },
      ],
    },
    { id: "viajar", label: "Para viajar", conditions: [{ filter: "physical.weightG", max: 500 }] },
    { id: "accion", label: "Deporte y acción", conditions: [{ filter: "performance.burstFps", min: 20 }] },
    { id: "poca-luz", label: "Con poca luz", conditions: [{ filter: "sensor.type", options: ["Full Frame", "Formato medio"] }] },
  ],
  smartwatch: [
    { id: "correr", label: "Para correr", conditions: [{ feature: "activityTracking.gps" }, { filter: "hardware.battery.lifeDays", min: 5 }] },
    { id: "salud", label: "Salud", conditions: [{ feature: "healthSensors.ecg" }, { feature: "healthSensors.bloodOxygen" }] },
    { id: "semana", label: "Batería para una semana", conditions: [{ filter: "hardware.battery.lifeDays", min: 7 }] },
    { id: "pagar", label: "Pagar con el reloj", conditions: [{ feature: "connectivity.nfc" }] },
  ],
  speaker: [
    { id: "playa", label: "Playa y piscina", conditions: [{ filter: "durability.ipRating", options: ["IP67", "IP68", "IPX7"] }] },
    { id: "fiestas", label: "Para fiestas", conditions: [{ filter: "audio.totalPowerW", min: 40 }] },
    { id: "casa", label: "Para toda la casa", conditions: [{ feature: "connectivity.multiroom" }, { feature: "connectivity.wireless.wifi" }] },
    { id: "llevar", label: "Para llevar", conditions: [{ filter: "physical.weightKg", max: 0.7 }] },
  ],
};
