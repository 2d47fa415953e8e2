import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { CategoryId } from "../../shared/categories";
import type { CategoryManifest } from "../../shared/catalogue-manifest";
import { listingModel, runListing, type ListingModel } from "../../shared/listing";
import type { ListingIndexData } from "../../shared/listing-index";
import { readCode } from "../../shared/row-codes";
import { oneSlipApart, understandQuery, understandTerm } from "../../shared/spec-search/understand";
import { buildCategory } from "../../worker/data/catalogue-build";
import { normaliseRecord } from "../../worker/data/normalise";

type Built = { manifest: Omit<CategoryManifest, "previous">; index: ListingIndexData; model: ListingModel };
const built = new Map<CategoryId, Built>();

beforeAll(async () => {
  for (const category of ["tv", "mobile", "laptop", "headphones", "speaker"] as const) {
    const products = SAMPLE_CATALOGUE[category].flatMap((r) => {
      const result = normaliseRecord(category, r.id, r);
      return result.ok ? [result.product] : [];
    });
    const { manifest, index } = await buildCategory(category, products, new Date("2026-11-01T00:00:00Z"));
    built.set(category, { manifest, index, model: listingModel(index, manifest.filters) });
  }
});

const understand = (category: CategoryId, term: string) => understandTerm(built.get(category)!.manifest.vocabulary, term);

/** The models the listing shows for a term typed in the category's search. */
function listed(category: CategoryId, term: string): string[] {
  const { manifest, index, model } = built.get(category)!;
  const query = understandQuery({ term, filters: {}, sort: "relevancia" }, manifest.vocabulary);
  return runListing(model, query).positions.map((p) => `${index.brands[readBrand(index, p)]} ${index.models[p]}`);
}
const readBrand = (index: ListingIndexData, position: number) => readCode(index.brand.c, position * index.brand.w, index.brand.w);

/** What the sample says is true: products whose record has the value, read from the record. */
const sample = (category: CategoryId, test: (specs: Record<string, Record<string, unknown>>, record: { brand: string; model: string }) => boolean) =>
  SAMPLE_CATALOGUE[category]
    .filter((r) => test(r.specs as Record<string, Record<string, unknown>>, r as unknown as { brand: string; model: string }))
    .map((r) => `${r.brand} ${r.model}`)
    .sort();

describe("a search that understands spec words", () => {
  it.each([
    ["oled", { "display.panelType": ["OLED"] }],
    ["qled", { "display.panelType": ["QLED"] }],
    ["mini led", { "display.panelType": ["Mini LED"] }],
    ["4k", { "display.resolution": ["3840x2160"] }],
    ["8k", { "display.resolution": ["7680x4320"] }],
    ["55", { "display.sizeInches": { min: 55, max: 55 } }],
    ["55 pulgadas", { "display.sizeInches": { min: 55, max: 55 } }],
    ['55"', { "display.sizeInches": { min: 55, max: 55 } }],
    ["120 hz", { "display.refreshRateHz": { min: 120 } }],
    ["120hz", { "display.refreshRateHz": { min: 120 } }],
    ["gaming", { "display.refreshRateHz": { min: 120 }, otherFeatures: { "gaming.vrrSupport": true }, "gaming.inputLagMs": { max: 15 } }],
    ["Dolby Vision", { "display.hdrFormats": ["Dolby Vision"] }],
  ])("Televisores: %j is a filter, with nothing left to search by name", (term, filters) => {
    expect(understand("tv", term)).toMatchObject({ filters, rest: "" });
  });

  it.each([
    ["5g", { "connectivity.cellular": ["5G"] }],
    ["128gb", { "hardware.storageOptions.sizeGB": { min: 128, max: 128 } }],
    ["128 GB", { "hardware.storageOptions.sizeGB": { min: 128, max: 128 } }],
    ["1 tb", { "hardware.storageOptions.sizeGB": { min: 1024, max: 1024 } }],
  ])("Móviles: %j is a filter", (term, filters) => {
    expect(understand("mobile", term)).toMatchObject({ filters, rest: "" });
  });

  it.each(["anc", "ANC", "cancelación de ruido", "cancelacion de ruido"])("Auriculares: %j is active noise cancelling", (term) => {
    expect(understand("headphones", term)).toMatchObject({ filters: { otherFeatures: { "audio.noiseCancellation.active": true } }, rest: "" });
  });

  it("understands a word only where the category's data has what it names", () => {
    expect(understand("tv", "anc")).toMatchObject({ filters: {}, rest: "anc" });
    expect(understand("headphones", "55 pulgadas")).toMatchObject({ filters: {}, rest: "55 pulgadas" });
    expect(understand("tv", "57")).toMatchObject({ filters: {}, rest: "57" });
  });

  it("'oled' in Televisores lists every OLED TV, whether or not its name says OLED", () => {
    expect(listed("tv", "oled").sort()).toEqual(sample("tv", (s) => s.display.panelType === "OLED"));
    expect(listed("tv", "oled").length).toBe(6);
    expect(listed("tv", "qled").sort()).toEqual(sample("tv", (s) => s.display.panelType === "QLED"));
  });

  it("'tv oled 55' drops the category's own word and keeps both filters", () => {
    expect(understand("tv", "tv oled 55")).toMatchObject({ filters: { "display.panelType": ["OLED"], "display.sizeInches": { min: 55, max: 55 } }, rest: "" });
    expect(listed("tv", "tv oled 55").sort()).toEqual(sample("tv", (s) => s.display.panelType === "OLED" && s.display.sizeInches === 55));
  });

  it("'portátil gaming' in Portátiles is the gaming use", () => {
    const gaming = built.get("laptop")!.manifest.uses!.find((u) => u.id === "gaming")!;
    expect(understand("laptop", "portátil gaming")).toMatchObject({ filters: gaming.filters, rest: "" });
    expect(listed("laptop", "portátil gaming").length).toBe(gaming.count);
  });

  it("forgives a typing slip in a brand ('samsumg') and lists that brand", () => {
    expect(understand("tv", "samsumg")).toMatchObject({ filters: {}, rest: "samsung", understood: ["samsumg"] });
    expect(understand("tv", "samsumg oled")).toMatchObject({ filters: { "display.panelType": ["OLED"] }, rest: "samsung" });
    expect(listed("tv", "samsumg").sort()).toEqual(sample("tv", (_, r) => r.brand === "Samsung"));
  });

  it("an exact brand hides near-miss brands: 'sony' does not list Sonos", () => {
    // Alone, a brand is the name search, which "Sonos" does not contain.
    expect(understand("speaker", "sony")).toMatchObject({ filters: {}, rest: "sony" });
    expect(listed("speaker", "sony").length).toBeGreaterThan(0);
    expect(listed("speaker", "sony").every((name) => name.startsWith("Sony "))).toBe(true);
    // Nor is an exact brand "corrected" to another one slip away.
    expect(understand("speaker", "sonos")).toMatchObject({ filters: {}, rest: "sonos" });
    // Beside spec words, a brand is a filter.
    expect(understand("tv", "lg oled")).toMatchObject({ filters: { brand: ["LG"], "display.panelType": ["OLED"] }, rest: "" });
  });

  it("leaves the rest of the term to the name search, in its ranking", () => {
    const result = understand("tv", "oled c4");
    expect(result).toMatchObject({ filters: { "display.panelType": ["OLED"] }, rest: "c4" });
    expect(understand("tv", "bravia")).toMatchObject({ filters: {}, rest: "bravia" });
    const query = understandQuery({ term: "lg oled65", filters: {}, sort: "relevancia" }, built.get("tv")!.manifest.vocabulary);
    expect(query).toMatchObject({ term: "lg oled65", filters: {} });
  });

  it("adds understood filters to the ones chosen, and changes nothing when nothing is understood", () => {
    const vocabulary = built.get("tv")!.manifest.vocabulary;
    const chosen = { term: "qled", filters: { "display.panelType": ["OLED"], brand: ["LG"] }, sort: "precio-asc" as const };
    expect(understandQuery(chosen, vocabulary)).toEqual({ term: "", filters: { "display.panelType": ["OLED", "QLED"], brand: ["LG"] }, sort: "precio-asc" });
    const plain = { term: "xr90", filters: {}, sort: "relevancia" as const };
    expect(understandQuery(plain, vocabulary)).toBe(plain);
    expect(understandQuery(plain, undefined)).toBe(plain);
  });
});

describe("one typing slip", () => {
  it.each([
    ["samsumg", "samsung", true],
    ["samsng", "samsung", true],
    ["samsungg", "samsung", true],
    ["smasung", "samsung", true],
    ["samsung", "samsung", true],
    ["sansumg", "samsung", false],
    ["sonos", "sony", false],
    ["phillips", "philips", true],
  ])("%s vs %s: %s", (a, b, expected) => {
    expect(oneSlipApart(a, b)).toBe(expected);
  });
});
