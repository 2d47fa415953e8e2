import { describe, expect, it } from "vitest";
import { activeFilters, filtersWithout } from "../../shared/filters/active";
import type { FilterDefinition } from "../../shared/filters/types";
import { filterParamName, filtersFromParams } from "../../shared/filters/url";
import { EMPTY_LISTING } from "../../shared/empty-listing";
import { linkedPages, MAX_LINKED_PAGES, nextPageSearch, parseListingQuery } from "../../shared/listing-query";

const DEFINITIONS: FilterDefinition[] = [
  {
    id: "brand",
    label: "Marca",
    type: "multiselect",
    section: "basic",
    options: [
      { value: "LG", label: "LG" },
      { value: "Sony", label: "Sony" },
    ],
  },
  { id: "priceRange", label: "Precio", type: "range", section: "basic", min: 100, max: 3000, unit: "€" },
  { id: "display.sizeInches", label: "Tamaño de pantalla", type: "range", section: "main", min: 32, max: 85, unit: '"' },
  {
    id: "otherFeatures",
    label: "Características Adicionales",
    type: "group",
    section: "technical",
    children: [{ id: "gaming.vrrSupport", label: "VRR", type: "checkbox", section: "technical" }],
  },
] as FilterDefinition[];

describe("the listing's GET form: its fields are the URL's query parameters", () => {
  it("names each filter's fields as the listing URL does", () => {
    expect(DEFINITIONS.map(filterParamName)).toEqual(["marca", "precio", "display.sizeInches", "caracteristicas"]);
  });

  it("reads a range from its two boxes, sent under one name, an empty box as an open end", () => {
    const read = (query: string) => filtersFromParams(new URLSearchParams(query), DEFINITIONS);
    expect(read("precio=300&precio=1000")).toEqual({ priceRange: { min: 300, max: 1000 } });
    expect(read("precio=&precio=1000")).toEqual({ priceRange: { max: 1000 } });
    expect(read("precio=&precio=")).toEqual({});
    expect(read("display.sizeInches=55&display.sizeInches=55")).toEqual({ "display.sizeInches": { min: 55, max: 55 } });
    expect(read("precio=2%2C5&precio=")).toEqual({ priceRange: { min: 2.5 } });
    // Not numbers: no filter, never an error.
    expect(read("precio=abc&precio=1000")).toEqual({});
    // The URL's own form still reads as before.
    expect(read("precio=300..1000")).toEqual({ priceRange: { min: 300, max: 1000 } });
  });

  it("reads a whole form as a submit sends it (empty fields, the default sort) as the same listing as its short URL", () => {
    const submitted = parseListingQuery("q=&marca=LG&precio=&precio=900&display.sizeInches=&display.sizeInches=&orden=relevancia", DEFINITIONS);
    expect(submitted).toEqual(parseListingQuery("marca=LG&precio=..900", DEFINITIONS));
  });
});

describe("?pagina: 'Cargar más Productos' as a link", () => {
  it("asks for whole pages from 1, at most MAX_LINKED_PAGES; anything else is the first page", () => {
    expect(["", "pagina=2", "pagina=abc", "pagina=0", "pagina=-1", "pagina=1.5", "pagina=7", "pagina=999999999999"].map((q) => linkedPages(q))).toEqual([
      1,
      2,
      1,
      1,
      1,
      1,
      Math.min(7, MAX_LINKED_PAGES),
      MAX_LINKED_PAGES,
    ]);
  });

  it("links the next page of the same listing", () => {
    const listing = { ...EMPTY_LISTING, filters: { brand: ["LG"] }, sort: "precio-asc" as const };
    expect(nextPageSearch(listing, DEFINITIONS, 1)).toBe("?marca=LG&orden=precio-asc&pagina=2");
    expect(nextPageSearch(EMPTY_LISTING, DEFINITIONS, 2)).toBe("?pagina=3");
  });
});

describe("a chip's link: the listing without what it stands for", () => {
  it("takes one option, a whole range or one feature away", () => {
    const applied = { brand: ["LG", "Sony"], priceRange: { max: 900 }, otherFeatures: { "gaming.vrrSupport": true as const } };
    expect(filtersWithout(applied, { kind: "option", filterId: "brand", value: "LG" })).toEqual({ ...applied, brand: ["Sony"] });
    expect(filtersWithout({ brand: ["LG"] }, { kind: "option", filterId: "brand", value: "LG" })).toEqual({});
    expect(filtersWithout(applied, { kind: "filter", filterId: "priceRange" })).toEqual({ brand: ["LG", "Sony"], otherFeatures: applied.otherFeatures });
    expect(filtersWithout(applied, { kind: "feature", featureId: "gaming.vrrSupport" })).toEqual({ brand: ["LG", "Sony"], priceRange: { max: 900 } });
  });
});

describe("a range chip's words", () => {
  const chipText = (applied: Parameters<typeof activeFilters>[1]) => activeFilters(DEFINITIONS, applied).flatMap((f) => f.chips.map((c) => c.text));
  it('reads one value when both ends are equal, with the inch mark against the number: 55", not 55–55 "', () => {
    expect(chipText({ "display.sizeInches": { min: 55, max: 55 } })).toEqual(['Tamaño de pantalla: 55"']);
    expect(chipText({ "display.sizeInches": { min: 55, max: 65 } })).toEqual(['Tamaño de pantalla: 55–65"']);
    expect(chipText({ "display.sizeInches": { min: 55 } })).toEqual(['Tamaño de pantalla: desde 55"']);
    expect(chipText({ priceRange: { min: 300, max: 300 } })).toEqual(["Precio: 300 €"]);
    expect(chipText({ priceRange: { min: 300, max: 1000 } })).toEqual(["Precio: 300–1.000 €"]);
  });
});
