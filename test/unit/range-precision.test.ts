import { describe, expect, it } from "vitest";
import type { FilterDefinition } from "../../shared/filters/types";
import { atPrecision } from "../../shared/filters/range-precision";
import { parseListingQuery } from "../../shared/listing-query";

const PRICE = {
  id: "priceRange",
  label: "Precio",
  type: "range",
  kind: "price",
  section: "basic",
  min: 99,
  max: 3000,
  step: 10,
  unit: "€",
} as FilterDefinition;
const WEIGHT = {
  id: "weightKg",
  label: "Peso",
  type: "range",
  kind: "spec",
  section: "main",
  min: 0.97,
  max: 2.5,
  step: 0.01,
  unit: "kg",
} as FilterDefinition;
const SIZE = { id: "display.sizeInches", label: "Tamaño", type: "range", kind: "spec", section: "main", min: 32, max: 85, step: 1 } as FilterDefinition;

const DEFINITIONS = [PRICE, WEIGHT, SIZE];
/** The filters the server answers for an address's query. */
const read = (query: string) => atPrecision(parseListingQuery(`?${query}`, DEFINITIONS), DEFINITIONS).filters;

describe("a range read from an address is at the precision the filter is chosen at", () => {
  it("a price in whole euros, widened so that no product the shopper named is left out", () => {
    expect(read("precio=300.47..999.01")).toEqual({ priceRange: { min: 300, max: 1000 } });
    expect(read("precio=300..1000")).toEqual({ priceRange: { min: 300, max: 1000 } });
    expect(read("precio=..499.99")).toEqual({ priceRange: { max: 500 } });
    expect(read("precio=0.29..")).toEqual({ priceRange: { min: 0 } });
    // The listing's GET form sends the two boxes under one name.
    expect(read("precio=300,5&precio=1000,2")).toEqual({ priceRange: { min: 300, max: 1001 } });
  });

  it("any other range at its step's decimals, narrowed to the same products (its values hold no finer ones)", () => {
    expect(read("weightKg=1.191..1.4999")).toEqual({ weightKg: { min: 1.2, max: 1.49 } });
    expect(read("weightKg=0.29..1.3")).toEqual({ weightKg: { min: 0.29, max: 1.3 } });
    expect(read("display.sizeInches=54.0001..65.9")).toEqual({ "display.sizeInches": { min: 55, max: 65 } });
  });

  it("a range between two steps stays as asked: it lists nothing either way, and is not turned round", () => {
    expect(read("display.sizeInches=55.2..55.8")).toEqual({ "display.sizeInches": { min: 55.2, max: 55.8 } });
  });
});
