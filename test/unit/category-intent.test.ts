import { describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "../../shared/categories";
import { categoryIntent, headerSearchListing } from "../../shared/spec-search/category-intent";
import { CATEGORY_WORDS } from "../../shared/spec-search/category-words";

describe("which category a header search names", () => {
  it("every word of every category names that category, alone and beside other words", () => {
    for (const categoryId of CATEGORY_IDS) {
      expect(CATEGORY_WORDS[categoryId].length).toBeGreaterThan(0);
      for (const word of CATEGORY_WORDS[categoryId]) {
        expect(categoryIntent(word), word).toEqual({ categoryId, rest: "" });
        expect(categoryIntent(`sony ${word} 2024`), word).toEqual({ categoryId, rest: "sony 2024" });
      }
    }
  });

  it("keeps the other words as typed, in their order: they are the listing's search", () => {
    expect(categoryIntent("tv oled 55")).toEqual({ categoryId: "tv", rest: "oled 55" });
    expect(categoryIntent("LG OLED Televisor 65 pulgadas")).toEqual({ categoryId: "tv", rest: "LG OLED 65 pulgadas" });
    expect(categoryIntent("  auriculares,  anc ")).toEqual({ categoryId: "headphones", rest: "anc" });
  });

  it("ignores accents and case", () => {
    expect(categoryIntent("TELEVISIÓN")).toEqual({ categoryId: "tv", rest: "" });
    expect(categoryIntent("Portátil gaming")).toEqual({ categoryId: "laptop", rest: "gaming" });
    expect(categoryIntent("MÓVIL 5G")).toEqual({ categoryId: "mobile", rest: "5G" });
    expect(categoryIntent("Cámara de Fotos sony")).toEqual({ categoryId: "camera", rest: "sony" });
  });

  it("reads the longest phrase first: 'smart tv', 'reloj inteligente', 'ordenador portátil' are one word each", () => {
    expect(categoryIntent("smart tv samsung")).toEqual({ categoryId: "tv", rest: "samsung" });
    expect(categoryIntent("reloj inteligente garmin")).toEqual({ categoryId: "smartwatch", rest: "garmin" });
    expect(categoryIntent("ordenador portátil lenovo")).toEqual({ categoryId: "laptop", rest: "lenovo" });
    // "ordenador" alone names nothing.
    expect(categoryIntent("ordenador lenovo")).toBeNull();
  });

  it("names no category when the term names two, or none", () => {
    expect(categoryIntent("móvil tablet")).toBeNull();
    expect(categoryIntent("tv altavoz")).toBeNull();
    expect(categoryIntent("samsung galaxy s25")).toBeNull();
    expect(categoryIntent("oled 55")).toBeNull();
    expect(categoryIntent("")).toBeNull();
    // Inside a word is not the word: "tvs" is, "tvbox" and "portatiles2" are not.
    expect(categoryIntent("tvbox")).toBeNull();
  });

  it("the same category named twice is still one category", () => {
    expect(categoryIntent("tv televisor oled")).toEqual({ categoryId: "tv", rest: "oled" });
  });

  it("a category word inside a product's name sends it to that listing, where its other words find it", () => {
    expect(categoryIntent("Surface Laptop 7")).toEqual({ categoryId: "laptop", rest: "Surface 7" });
    expect(categoryIntent("Galaxy Tablet")).toEqual({ categoryId: "tablet", rest: "Galaxy" });
  });
});

describe("where the header search sends a term", () => {
  it("to the listing, with the other words as its search, escaped", () => {
    expect(headerSearchListing("tv oled 55")).toBe("/categoria/tv?q=oled+55");
    expect(headerSearchListing("televisores")).toBe("/categoria/tv");
    expect(headerSearchListing("  Televisores  ")).toBe("/categoria/tv");
    expect(headerSearchListing('auriculares "a&b"?#')).toBe("/categoria/headphones?q=%22a%26b%22%3F%23");
  });

  it("nowhere but the results page for a term that names no single category, or that the page would not take", () => {
    expect(headerSearchListing("samsung")).toBeNull();
    expect(headerSearchListing("tv")).toBeNull(); // under the 3-character minimum: the page says so
    expect(headerSearchListing(`tv ${"x".repeat(100)}`)).toBeNull(); // over 100 characters
    expect(headerSearchListing("movil tablet")).toBeNull();
  });
});
