import type { SampleRecord } from "../../data/catalogue";

interface Monitor {
  id: string;
  brand: string;
  model: string;
  year: number;
  price: number;
  asin: string;
  overall: number;
  aspects: Record<string, number>;
  specs: Record<string, unknown>;
}

/**
 * Five real monitors with their real specifications, as stored records of the ninth category
 * (./monitor.ts). Prices, links and scores are illustrative, as the sample catalogue's are.
 */
const MONITORS: Monitor[] = [
  {
    id: "dell-ultrasharp-u2723qe",
    brand: "Dell",
    model: "UltraSharp U2723QE",
    year: 2022,
    price: 549,
    asin: "B09TQ3NW6Y",
    overall: 86,
    aspects: { "Calidad de imagen": 90, Gaming: 55, Ergonomía: 95, Conectividad: 96, "Relación calidad-precio": 78 },
    specs: {
      display: {
        sizeInches: 27,
        panelType: "IPS Black",
        resolution: "3840x2160",
        refreshRateHz: 60,
        responseTimeMs: 5,
        brightnessNits: 400,
        hdrFormats: ["HDR10"],
      },
      connectivity: { hdmiPorts: 1, displayPorts: 2, usbCPowerW: 90 },
      ergonomics: { heightAdjustable: true, pivot: true },
    },
  },
  {
    id: "lg-27gp850-b",
    brand: "LG",
    model: "UltraGear 27GP850-B",
    year: 2021,
    price: 349,
    asin: "B093MTSTKF",
    overall: 84,
    aspects: { "Calidad de imagen": 82, Gaming: 92, Ergonomía: 80, Conectividad: 70, "Relación calidad-precio": 86 },
    specs: {
      display: {
        sizeInches: 27,
        panelType: "Nano IPS",
        resolution: "2560x1440",
        refreshRateHz: 165,
        responseTimeMs: 1,
        brightnessNits: 400,
        hdrFormats: ["HDR10"],
      },
      connectivity: { hdmiPorts: 2, displayPorts: 1, usbCPowerW: null },
      ergonomics: { heightAdjustable: true, pivot: true },
    },
  },
  {
    id: "asus-rog-swift-pg27aqdm",
    brand: "ASUS",
    model: "ROG Swift OLED PG27AQDM",
    year: 2023,
    price: 799,
    asin: "B0BWJ5JR6P",
    overall: 89,
    aspects: { "Calidad de imagen": 93, Gaming: 97, Ergonomía: 85, Conectividad: 72, "Relación calidad-precio": 70 },
    specs: {
      display: {
        sizeInches: 26.5,
        panelType: "OLED",
        resolution: "2560x1440",
        refreshRateHz: 240,
        responseTimeMs: 0.03,
        brightnessNits: 450,
        hdrFormats: ["HDR10"],
      },
      connectivity: { hdmiPorts: 2, displayPorts: 1, usbCPowerW: null },
      ergonomics: { heightAdjustable: true, pivot: true },
    },
  },
  {
    id: "samsung-odyssey-g5-ls27cg510",
    brand: "Samsung",
    model: "Odyssey G5 LS27CG510",
    year: 2023,
    price: 229,
    asin: "B0C3R8K5N2",
    overall: 76,
    aspects: { "Calidad de imagen": 72, Gaming: 84, Ergonomía: 45, Conectividad: 60, "Relación calidad-precio": 90 },
    specs: {
      display: { sizeInches: 27, panelType: "VA", resolution: "2560x1440", refreshRateHz: 165, responseTimeMs: 1, brightnessNits: 300, hdrFormats: ["HDR10"] },
      connectivity: { hdmiPorts: 1, displayPorts: 1, usbCPowerW: null },
      ergonomics: { heightAdjustable: false, pivot: false },
    },
  },
  {
    id: "benq-pd2705u",
    brand: "BenQ",
    model: "PD2705U",
    year: 2022,
    price: 449,
    asin: "B0B4N3ZQ8L",
    overall: 81,
    aspects: { "Calidad de imagen": 86, Gaming: 50, Ergonomía: 90, Conectividad: 88, "Relación calidad-precio": 80 },
    specs: {
      display: { sizeInches: 27, panelType: "IPS", resolution: "3840x2160", refreshRateHz: 60, responseTimeMs: 5, brightnessNits: 350, hdrFormats: ["HDR10"] },
      connectivity: { hdmiPorts: 1, displayPorts: 1, usbCPowerW: 65 },
      ergonomics: { heightAdjustable: true, pivot: true },
    },
  },
];

/** The monitors as stored records whose prices were checked three hours before `now`. */
export function monitorRecords(now: number): SampleRecord[] {
  const checked = new Date(now - 3 * 3_600_000).toISOString();
  return MONITORS.map((m) => ({
    id: m.id,
    title: "monitor",
    brand: m.brand,
    model: m.model,
    year: m.year,
    lastUpdated: checked,
    general: { description: `# ${m.brand} ${m.model}\n\nUn monitor de ${String((m.specs.display as { sizeInches: number }).sizeInches)} pulgadas.` },
    amazon: {
      affiliateLink: `https://www.amazon.es/dp/${m.asin}?tag=comparadortec-21`,
      price: m.price,
      priceCurrency: "EUR",
      lastPriceUpdate: checked,
      availability: "InStock",
      asin: m.asin,
      rating: 4.5,
      reviewCount: 1200,
    },
    reviews: { expertScore: m.overall / 10, userScore: m.overall / 10, pros: ["Buena imagen"], cons: ["Peana básica"] },
    score: { overall: m.overall, categories: m.aspects },
    specs: m.specs,
  }));
}
