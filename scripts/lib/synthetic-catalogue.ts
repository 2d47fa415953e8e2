import type { CategoryId } from "../../shared/categories";
import { SAMPLE_CATALOGUE, type SampleRecord } from "../../data/catalogue";

/**
 * SYNTHETIC products for load tests, benchmarks and pagination tests: each is a copy of a real
 * sample record with a new id ("synthetic-…"), brand ("Sintética N"), model, price and update time.
 * They never go into data/ and are never mixed with the sample catalogue.
 */
export function syntheticRecords(category: CategoryId, count: number, seed = 1): SampleRecord[] {
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const templates = SAMPLE_CATALOGUE[category];
  const start = Date.parse("2026-06-01T00:00:00Z");
  return Array.from({ length: count }, (_, i) => {
    const template = structuredClone(templates[i % templates.length]) as SampleRecord & {
      amazon: Record<string, unknown>;
      general: Record<string, unknown>;
    };
    delete template.amazon.priceHistory;
    const price = Math.round((Number(template.amazon.price) * (0.6 + random() * 0.8)) * 100) / 100;
    const id = `synthetic-${category}-${String(i).padStart(6, "0")}`;
    return {
      ...template,
      id,
      brand: `Sintética ${1 + Math.floor(random() * 12)}`,
      model: `SX-${i} ${String(template.model)}`,
      lastUpdated: new Date(start + Math.floor(random() * 150 * 86_400_000)).toISOString(),
      general: { ...template.general, description: `# Producto sintético ${i}\n\nDatos generados para pruebas; no es un producto real.` },
      amazon: { ...template.amazon, price, asin: `BSYN${String(i).padStart(6, "0")}` },
    };
  });
}
