import { describe, expect, it } from "vitest";
import { activeFilters, formatFilterNumber } from "../../shared/filters/active";
import { countActiveFilters } from "../../shared/filters/apply";
import type { FilterDefinition } from "../../shared/filters/types";

const definitions: FilterDefinition[] = [
  {
    id: "brand",
    label: "Marca",
    type: "multiselect",
    kind: "brand",
    section: "basic",
    options: [
      { value: "LG", label: "LG" },
      { value: "Samsung", label: "Samsung" },
    ],
  },
  { id: "priceRange", label: "Precio", type: "range", kind: "price", section: "basic", unit: "€", min: 100, max: 3000 },
  { id: "display.resolution", label: "Resolución", type: "multiselect", kind: "spec", section: "main", options: [{ value: "3840x2160", label: "4K UHD" }] },
  { id: "display.sizeInches", label: "Tamaño de pantalla", type: "range", kind: "spec", section: "main", unit: '"' },
  { id: "hdr", label: "HDR", type: "checkbox", kind: "spec", section: "technical" },
  {
    id: "otherFeatures",
    label: "Características Adicionales",
    type: "group",
    kind: "features",
    section: "technical",
    children: [{ id: "gaming.vrrSupport", label: "Compatible con VRR", type: "checkbox", kind: "spec", section: "technical" }],
  },
];

const chipTexts = (applied: Parameters<typeof activeFilters>[1]) => activeFilters(definitions, applied).flatMap((f) => f.chips.map((c) => c.text));

describe("active filters as chips", () => {
  it("names each filter and its value in Spanish, one chip per chosen option, in the sidebar's order", () => {
    expect(
      chipTexts({
        otherFeatures: { "gaming.vrrSupport": true },
        priceRange: { min: 300, max: 1000 },
        brand: ["LG", "Samsung"],
        "display.resolution": ["3840x2160"],
        hdr: true,
      }),
    ).toEqual(["Marca: LG", "Marca: Samsung", "Precio: 300–1.000 €", "Resolución: 4K UHD", "HDR", "Compatible con VRR"]);
  });

  it("writes an open range as 'desde' or 'hasta', numbers the Spanish way", () => {
    expect(chipTexts({ priceRange: { min: 1500 } })).toEqual(["Precio: desde 1.500 €"]);
    expect(chipTexts({ "display.sizeInches": { max: 55.5 } })).toEqual(['Tamaño de pantalla: hasta 55,5"']);
    expect(chipTexts({ priceRange: { min: 2000, max: 300 } })).toEqual(["Precio: 300–2.000 €"]);
    expect([0, 999, 1000, 12345.5, -2500].map(formatFilterNumber)).toEqual(["0", "999", "1.000", "12.345,5", "-2.500"]);
  });

  it("says what each chip removes", () => {
    const [brand, price, feature] = activeFilters(definitions, { brand: ["LG"], priceRange: { max: 800 }, otherFeatures: { "gaming.vrrSupport": true } });
    expect(brand.chips[0].remove).toEqual({ kind: "option", filterId: "brand", value: "LG" });
    expect(price.chips[0].remove).toEqual({ kind: "filter", filterId: "priceRange" });
    expect(feature.chips[0].remove).toEqual({ kind: "feature", featureId: "gaming.vrrSupport" });
  });

  it("counts what the filters run: an empty list, an open-ended nothing or an unchecked box is no filter", () => {
    const applied = {
      brand: ["LG", "Samsung"],
      priceRange: { min: 300 },
      year: [],
      hdr: false as unknown as true,
      otherFeatures: { "gaming.vrrSupport": true as const },
    };
    expect(activeFilters(definitions, applied).map((f) => f.id)).toEqual(["brand", "priceRange", "gaming.vrrSupport"]);
    expect(countActiveFilters(definitions, applied)).toBe(3);
    expect(chipTexts({ brand: [], priceRange: {} })).toEqual([]);
  });
});
