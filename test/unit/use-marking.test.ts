import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { CategoryId } from "../../shared/categories";
import { buildFilterDefinitions } from "../../shared/filters/build";
import { toSummary } from "../../shared/summary";
import { useFilters } from "../../shared/uses/offered-uses";
import { USE_DEFINITIONS } from "../../shared/uses/use-definitions";
import { conditionsOfUse, keepsUse } from "../../shared/uses/use-marking";
import { normaliseRecord } from "../../worker/data/normalise";

function definitionsOf(category: CategoryId) {
  const products = SAMPLE_CATALOGUE[category].flatMap((r) => {
    const result = normaliseRecord(category, r.id, r);
    return result.ok ? [toSummary(result.product)] : [];
  });
  return buildFilterDefinitions(category, products);
}

const laptop = definitionsOf("laptop");
const tv = definitionsOf("tv");
const filtersOf = (category: CategoryId, id: string, definitions: typeof laptop) =>
  useFilters(
    USE_DEFINITIONS[category].find((u) => u.id === id)!,
    definitions,
  )!;

describe("a use stays marked while its filters hold", () => {
  const study = filtersOf("laptop", "estudiar", laptop);
  const gaming = filtersOf("tv", "gaming", tv);

  it("marks the use's own filters", () => {
    expect(study).toEqual({ "battery.lifeHours": { min: 10 }, priceRange: { max: 900 } });
    expect(keepsUse(study, study)).toBe(true);
    expect(keepsUse(gaming, gaming)).toBe(true);
  });

  it("stays marked when a price is typed inside it or another filter is added", () => {
    expect(keepsUse(study, { ...study, priceRange: { max: 700 } })).toBe(true);
    expect(keepsUse(study, { ...study, priceRange: { min: 200, max: 700 } })).toBe(true);
    expect(keepsUse(study, { ...study, brand: ["Lenovo"], "dimensions.weightKg": { max: 1.5 } })).toBe(true);
    expect(keepsUse(gaming, { ...gaming, priceRange: { max: 1000 } })).toBe(true);
    expect(keepsUse(gaming, { ...gaming, otherFeatures: { "gaming.vrrSupport": true } })).toBe(true);
  });

  it("is unmarked when one of its conditions is taken away or widened", () => {
    expect(keepsUse(study, { priceRange: { max: 900 } })).toBe(false);
    expect(keepsUse(study, { ...study, "battery.lifeHours": { min: 8 } })).toBe(false);
    expect(keepsUse(study, { ...study, priceRange: { max: 1200 } })).toBe(false);
    expect(keepsUse(study, { ...study, priceRange: { min: 300 } })).toBe(false);
    const { otherFeatures: _vrr, ...withoutVrr } = gaming;
    expect(keepsUse(gaming, withoutVrr)).toBe(false);
    expect(keepsUse(gaming, {})).toBe(false);
  });

  it("holds an options condition narrowed to some of its options, not widened past them", () => {
    const cinema = filtersOf("tv", "cine", tv);
    expect(keepsUse(cinema, { ...cinema, "display.panelType": ["OLED"] })).toBe(true);
    expect(keepsUse(cinema, { ...cinema, "display.panelType": ["OLED", "LED"] })).toBe(false);
    expect(keepsUse(cinema, { ...cinema, "display.panelType": [] })).toBe(false);
  });
});

describe("a marked use says its conditions", () => {
  it("in the shopper's words, in the use's order", () => {
    expect(conditionsOfUse(filtersOf("laptop", "estudiar", laptop), laptop)).toBe("autonomía desde 10 h, precio hasta 900 €");
    expect(conditionsOfUse(filtersOf("laptop", "ligero", laptop), laptop)).toBe("peso hasta 1,4 kg, autonomía desde 10 h");
    expect(conditionsOfUse(filtersOf("tv", "gaming", tv), tv)).toBe(
      "frecuencia de refresco desde 120 Hz, VRR (frecuencia variable), retardo de entrada hasta 15 ms",
    );
    expect(conditionsOfUse(filtersOf("tv", "cine", tv), tv)).toBe("tipo de panel Mini LED u OLED, formatos HDR Dolby Vision");
  });
});
