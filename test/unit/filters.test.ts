import { applyFilters, facetCounts } from "../support/whole-lists";
import { describe, expect, it } from "vitest";
import { countActiveFilters } from "../../shared/filters/apply";
import { defaultBounds, rangeBounds, sanitiseRange } from "../../shared/filters/bounds";
import { buildFilterDefinitions, FEATURES_FILTER_ID } from "../../shared/filters/build";
import { inferFilterType } from "../../shared/filters/inference";
import type { AppliedFilters, FilterDefinition } from "../../shared/filters/types";
import { filtersFromParams, filtersToParams } from "../../shared/filters/url";
import type { ProductSummary } from "../../shared/summary";

function tv(id: string, fields: Partial<ProductSummary> = {}, display: Record<string, unknown> = {}, gaming: Record<string, unknown> = {}): ProductSummary {
  return {
    id,
    categoryId: "tv",
    brand: "LG",
    model: id.toUpperCase(),
    year: 2024,
    price: 1000,
    priceCurrency: "EUR",
    image: "/x.svg",
    rating: 4.5,
    userScore: 8,
    overall: 80,
    expertScore: 8,
    categoryScores: { Sonido: 70 },
    specs: { display: { sizeInches: 55, panelType: "OLED", hdrFormats: ["HDR10", "Dolby Vision"], ...display }, gaming },
    ...fields,
  } as ProductSummary;
}

const ids = (products: ProductSummary[]) => products.map((p) => p.id);

describe("PRODUCT-RULES.md (Filters and search): filter-type inference by field name", () => {
  it.each([
    ["touchscreen", "checkbox"],
    ["vrrSupport", "checkbox"],
    ["hasDolbyAtmos", "checkbox"],
    ["sizeInches", "range"],
    ["refreshRateHz", "range"],
    ["hdmiPorts", "range"], // numeric wins over plural: rule 2 comes before rule 3
    ["weightG", "range"],
    ["hdrFormats", "multiselect"],
    ["colorOptions", "multiselect"],
    ["efficiencyClass", "select"],
    ["priceSegment", "select"],
    ["energyRatingClass", "select"],
    ["panelType", "multiselect"],
    ["resolution", "multiselect"],
  ])("%s → %s", (name, type) => {
    expect(inferFilterType(name)).toBe(type);
  });
});

describe("PRODUCT-RULES.md (Filters and search): filtering semantics", () => {
  const products = [
    tv("a", { brand: "LG", price: 500, year: 2023, rating: 4.1, userScore: 7, overall: 70, categoryScores: { Sonido: 60 } }),
    tv(
      "b",
      { brand: "Sony", price: 1500, year: 2024, rating: undefined, userScore: undefined, categoryScores: {} },
      { sizeInches: 65, panelType: "Mini LED", hdrFormats: ["HDR10"] },
      { vrrSupport: false },
    ),
    tv(
      "c",
      { brand: "Samsung", price: 2500, year: 2025, overall: undefined },
      { sizeInches: undefined, panelType: undefined, hdrFormats: [] },
      { vrrSupport: true },
    ),
    tv("d", { brand: "TCL", price: 800, categoryScores: { Sonido: 90 } }, { sizeInches: "N/A" as unknown as number }),
  ];
  const definitions = buildFilterDefinitions("tv", products);
  const def = (id: string) => definitions.find((d) => d.id === id)!;
  const run = (applied: AppliedFilters) => ids(applyFilters(products, definitions, applied));

  it("brand matches any selected value", () => {
    expect(run({ brand: ["LG", "Sony"] })).toEqual(["a", "b"]);
  });

  it("price applies min and max", () => {
    expect(run({ priceRange: { min: 700, max: 2000 } })).toEqual(["b", "d"]);
    expect(run({ priceRange: { max: 800 } })).toEqual(["a", "d"]);
  });

  it("year matches by string", () => {
    expect(run({ year: ["2024"] })).toEqual(["b", "d"]);
  });

  it("rating and score ranges exclude products lacking the value", () => {
    expect(run({ rating: { min: 1 } })).toEqual(["a", "c", "d"]);
    expect(run({ userScore: { min: 1 } })).toEqual(["a", "c", "d"]);
    expect(run({ overall: { min: 1 } })).toEqual(["a", "b", "d"]);
  });

  it("spec filters keep products missing the value", () => {
    expect(run({ "display.panelType": ["OLED"] })).toEqual(["a", "c", "d"]);
  });

  it("a range on a spec ignores non-numeric values (and keeps missing ones)", () => {
    expect(run({ "display.sizeInches": { min: 60 } })).toEqual(["b", "c", "d"]);
  });

  it("an array-valued filter matches if any element matches", () => {
    expect(run({ "display.hdrFormats": ["Dolby Vision"] })).toEqual(["a", "c", "d"]);
    expect(run({ "display.hdrFormats": ["HDR10"] })).toEqual(["a", "b", "c", "d"]);
  });

  it("a boolean filter needs equality: false is excluded, a missing value is kept", () => {
    expect(def(FEATURES_FILTER_ID).children!.map((c) => c.id)).toEqual(["gaming.vrrSupport"]);
    expect(run({ otherFeatures: { "gaming.vrrSupport": true } })).toEqual(["a", "c", "d"]);
  });

  it("category-score filters keep products without the score", () => {
    expect(run({ "score.sonido": { min: 75 } })).toEqual(["b", "d"]);
    expect(def("score.sonido")).toMatchObject({ kind: "categoryScore", section: "ours" });
  });

  it("combines filters and counts the active ones", () => {
    const applied: AppliedFilters = { brand: ["LG", "Samsung", "TCL"], priceRange: { min: 600 }, otherFeatures: { "gaming.vrrSupport": true } };
    expect(run(applied)).toEqual(["c", "d"]);
    expect(countActiveFilters(definitions, applied)).toBe(3);
    expect(countActiveFilters(definitions, { brand: [] })).toBe(0);
  });

  it("counts matching products per option with the other filters applied", () => {
    const counts = facetCounts(products, definitions, { brand: ["LG"], priceRange: { max: 1000 } });
    // brand counts ignore the brand filter itself, but respect the price filter
    expect(counts.brand).toEqual({ LG: 1, TCL: 1 });
    // other facets count only products that pass every filter (a only)
    expect(counts["display.panelType"]).toEqual({ OLED: 1 });
  });
});

describe("PRODUCT-RULES.md (Filters and search, Limits): definitions and bounds", () => {
  const products = [tv("a", { price: 403 }), tv("b", { price: 1296 }, { sizeInches: 65 })];
  const definitions = buildFilterDefinitions("tv", products);

  it("puts the sections in their order", () => {
    const sections = definitions.map((d) => d.section);
    const order = ["basic", "main", "technical", "public", "ours"];
    expect([...sections].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(sections);
    expect(definitions[0].section).toBe("basic");
  });

  it("rounds the price bounds outwards to tens", () => {
    expect(definitions.find((d) => d.id === "priceRange")).toMatchObject({ type: "range", min: 400, max: 1300, unit: "€" });
  });

  it("narrows ranges to the data, and falls back to the category defaults without data", () => {
    expect(definitions.find((d) => d.id === "display.sizeInches")).toMatchObject({ min: 55, max: 65 });
    expect(rangeBounds([], "screenInches", "tv")).toEqual({ min: 32, max: 85 });
    expect(defaultBounds("screenInches", "laptop")).toEqual({ min: 11, max: 17 });
    expect(defaultBounds("weightG", "camera")).toEqual({ min: 300, max: 1500 });
    expect(defaultBounds("weightKg", "speaker")).toEqual({ min: 0.2, max: 10 });
    expect(defaultBounds("batteryMah", "smartwatch")).toEqual({ min: 200, max: 1000 });
    expect(defaultBounds("lifeHours", "headphones")).toEqual({ min: 4, max: 50 });
    expect(defaultBounds("lifeHours", "tablet")).toEqual({ min: 4, max: 20 });
    expect(defaultBounds("ramGB", "mobile")).toEqual({ min: 2, max: 16 });
    expect(defaultBounds("storageGB", "laptop")).toEqual({ min: 128, max: 2048 });
    expect(defaultBounds("megapixels", "camera")).toEqual({ min: 12, max: 100 });
    expect(defaultBounds("power", "speaker")).toEqual({ min: 5, max: 200 });
    expect(rangeBounds([], "price", "tv")).toEqual({ min: 0, max: 5000 });
  });

  it("makes reversed or half-empty ranges sane", () => {
    expect(sanitiseRange({ min: 900, max: 100 })).toEqual({ min: 100, max: 900 });
    expect(sanitiseRange({ min: Number.NaN })).toBeUndefined();
    expect(sanitiseRange({ max: 5 })).toEqual({ max: 5 });
  });

  it("has no filters for an empty category ('No hay filtros disponibles')", () => {
    expect(buildFilterDefinitions("camera", [])).toEqual([]);
  });
});

describe("filters in the URL", () => {
  const products = [
    tv("a", { price: 90 }),
    tv("b", { brand: "Sony", year: 2025, price: 1990 }, { sizeInches: 65, panelType: "Mini LED" }, { vrrSupport: true }),
  ];
  const definitions: FilterDefinition[] = buildFilterDefinitions("tv", products);

  it("round-trips applied filters through query parameters", () => {
    const applied: AppliedFilters = {
      brand: ["Sony"],
      priceRange: { min: 100, max: 900 },
      year: ["2025"],
      "display.panelType": ["Mini LED"],
      "display.sizeInches": { min: 60 },
      otherFeatures: { "gaming.vrrSupport": true },
    };
    const params = filtersToParams(applied, definitions);
    expect(params.toString()).toBe("marca=Sony&precio=100..900&anio=2025&display.sizeInches=60..&display.panelType=Mini+LED&caracteristicas=gaming.vrrSupport");
    expect(filtersFromParams(params, definitions)).toEqual(applied);
  });

  it("drops what does not fit and swaps reversed ranges", () => {
    const params = new URLSearchParams("marca=Nokia&marca=LG&precio=900..100&display.sizeInches=abc&caracteristicas=rm-rf&otra=1&anio=" + "9".repeat(500));
    expect(filtersFromParams(params, definitions)).toEqual({ brand: ["LG"], priceRange: { min: 100, max: 900 } });
  });
});

describe("odd values and data keys", () => {
  it('one odd spelling does not flip a flag into a list: true, false and "yes" make a checkbox', () => {
    const products = [
      tv("a", {}, {}, { vrrSupport: true }),
      tv("b", {}, {}, { vrrSupport: false }),
      tv("c", {}, {}, { vrrSupport: "yes" }),
      tv("d", {}, {}, { vrrSupport: "Sí" }),
      tv("e", {}, {}, { vrrSupport: 0 }),
    ];
    const definitions = buildFilterDefinitions("tv", products);
    expect(definitions.find((d) => d.id === "gaming.vrrSupport")).toBeUndefined();
    const features = definitions.find((d) => d.id === FEATURES_FILTER_ID)!;
    expect(features.label).toBe("Características Adicionales");
    expect(features.children!.map((c) => [c.id, c.type])).toEqual([["gaming.vrrSupport", "checkbox"]]);
    expect(ids(applyFilters(products, definitions, { otherFeatures: { "gaming.vrrSupport": true } }))).toEqual(["a", "c", "d"]);
  });

  it("numbers stay numbers where the name does not say flag", () => {
    const products = [tv("a", {}, {}, { inputLagMs: 1 }), tv("b", {}, {}, { inputLagMs: 0 })];
    const definition = buildFilterDefinitions("tv", products).find((d) => d.id === "gaming.inputLagMs");
    expect(definition).toMatchObject({ type: "range", min: 0, max: 1 });
  });

  it("honours a boolean filter keyed by its own filter id (PRODUCT-RULES.md (Product records), 'booleans')", () => {
    const products = [tv("a", {}, {}, { vrrSupport: true }), tv("b", {}, {}, { vrrSupport: false })];
    const definitions = buildFilterDefinitions("tv", products);
    expect(ids(applyFilters(products, definitions, { "gaming.vrrSupport": true }))).toEqual(["a"]);
    expect(countActiveFilters(definitions, { "gaming.vrrSupport": true })).toBe(1);
  });

  it("counts an option named like an inherited member from zero", () => {
    const products = [tv("a", { brand: "constructor" }), tv("b", { brand: "toString" }), tv("c", { brand: "LG" })];
    const definitions = buildFilterDefinitions("tv", products);
    const counts = facetCounts(products, definitions, {});
    expect({ ...counts.brand }).toEqual({ constructor: 1, toString: 1, LG: 1 });
    expect(ids(applyFilters(products, definitions, { brand: ["constructor"] }))).toEqual(["a"]);
  });

  it("ignores an applied filter that is only an inherited member", () => {
    const products = [tv("a"), tv("b")];
    const definitions = buildFilterDefinitions("tv", products);
    expect(ids(applyFilters(products, definitions, Object.create({ brand: ["nada"] }) as AppliedFilters))).toEqual(["a", "b"]);
  });
});
