import type { CategoryId } from "../../shared/categories";
import { SAMPLE_CATALOGUE, type SampleRecord } from "../../data/catalogue";

/**
 * SYNTHETIC products for load tests, benchmarks, large local catalogues and pagination tests: each
 * is a copy of a real sample record with a new id ("synthetic-…"), brand ("Sintética N"), model,
 * price and update time. They never go into data/ and are never mixed with the sample catalogue.
 * Each is a function of (category, index, seed) alone, so one can be made without the others.
 */
export function syntheticRecord(category: CategoryId, index: number, seed = 1): SampleRecord {
  let state = (Math.imul(seed >>> 0 || 1, 2654435761) ^ Math.imul(index + 1, 40503)) >>> 0 || 1;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  random();
  const templates = SAMPLE_CATALOGUE[category];
  const start = Date.parse("2026-06-01T00:00:00Z");
  const template = structuredClone(templates[index % templates.length]) as SampleRecord & {
    amazon: Record<string, unknown>;
    general: Record<string, unknown>;
  };
  delete template.amazon.priceHistory;
  delete template.bestPriceHistory;
  // Codes name one real product; a copy must not claim them (a price feed would match it).
  delete template.gtin;
  const scale = 0.6 + random() * 0.8;
  const price = Math.round(Number(template.amazon.price) * scale * 100) / 100;
  // The template's other shops, at the same distance from Amazon's price and with the same check
  // times (dated as the sample is: worker/data/sample-clock.ts), without their daily histories.
  const offers = Array.isArray(template.offers)
    ? (template.offers as Record<string, unknown>[]).map(({ priceHistory: _history, shopCode: _code, ...offer }) => ({
        ...offer,
        price: Math.round(Number(offer.price) * scale * 100) / 100,
      }))
    : undefined;
  return {
    ...template,
    id: syntheticId(category, index),
    brand: `Sintética ${1 + Math.floor(random() * 12)}`,
    model: `SX-${index} ${String(template.model)}`,
    lastUpdated: new Date(start + Math.floor(random() * 150 * 86_400_000)).toISOString(),
    general: { ...template.general, description: `# Producto sintético ${index}\n\nDatos generados para pruebas; no es un producto real.` },
    amazon: { ...template.amazon, price, asin: `BSYN${String(index).padStart(6, "0")}`, reviewCount: Math.floor(random() * 5000) },
    ...(offers ? { offers } : {}),
  };
}

export const syntheticId = (category: CategoryId, index: number): string => `synthetic-${category}-${String(index).padStart(6, "0")}`;

/** The index of a synthetic id of `category`, or null for any other id. */
export function syntheticIndex(category: CategoryId, id: string): number | null {
  const match = new RegExp(`^synthetic-${category}-(\\d{6})$`).exec(id);
  return match ? Number(match[1]) : null;
}

export function syntheticRecords(category: CategoryId, count: number, seed = 1): SampleRecord[] {
  return Array.from({ length: count }, (_, i) => syntheticRecord(category, i, seed));
}
