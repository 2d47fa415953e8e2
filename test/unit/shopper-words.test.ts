import { searchProducts } from "../support/whole-lists";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import type { CategoryManifest } from "../../shared/catalogue-manifest";
import { buildFuzzyIndex } from "../../shared/fuzzy-index";
import { matchCategory } from "../../shared/fuzzy-search";
import { listingModel, runListing, type ListingModel } from "../../shared/listing";
import type { ListingIndexData } from "../../shared/listing-index";
import { parseListingQuery } from "../../shared/listing-query";
import { readCode } from "../../shared/row-codes";
import { buildSearchIndex } from "../../shared/search";
import { splitAlternatives } from "../../shared/search-words";
import { categoryIntent } from "../../shared/spec-search/category-intent";
import { understandQuery } from "../../shared/spec-search/understand";
import { buildCategory } from "../../worker/data/catalogue-build";
import { normaliseRecord } from "../../worker/data/normalise";

/** PRODUCT-RULES.md, Searches in shoppers' words: each phrase shoppers tried, as the site interprets it. */
type Built = { manifest: Omit<CategoryManifest, "previous">; index: ListingIndexData; model: ListingModel };
const built = new Map<CategoryId, Built>();

beforeAll(async () => {
  for (const category of CATEGORY_IDS) {
    const products = SAMPLE_CATALOGUE[category].flatMap((r) => {
      const result = normaliseRecord(category, r.id, r);
      return result.ok ? [result.product] : [];
    });
    const { manifest, index } = await buildCategory(category, products, new Date("2026-11-01T00:00:00Z"));
    built.set(category, { manifest, index, model: listingModel(index, manifest.filters) });
  }
});

/** What the header search makes of a term: its category, and the listing's query there. */
function interpret(term: string) {
  const intent = categoryIntent(term);
  if (!intent) throw new Error(`"${term}" names no category`);
  const { manifest } = built.get(intent.categoryId)!;
  return { categoryId: intent.categoryId, query: understandQuery({ term: intent.rest, filters: {}, sort: "relevancia" }, manifest.vocabulary) };
}

/** The models a category's listing shows for a query, in order. */
function listed(category: CategoryId, query: ReturnType<typeof interpret>["query"]): string[] {
  const { index, model } = built.get(category)!;
  return runListing(model, query).positions.map((p) => `${index.brands[readCode(index.brand.c, p * index.brand.w, index.brand.w)]} ${index.models[p]}`);
}

type Specs = Record<string, Record<string, unknown>>;
const records = (category: CategoryId) => SAMPLE_CATALOGUE[category] as unknown as { brand: string; model: string; specs: Specs }[];
const names = (category: CategoryId, keep: (r: ReturnType<typeof records>[number]) => boolean) =>
  records(category)
    .filter(keep)
    .map((r) => `${r.brand} ${r.model}`)
    .sort();

describe("a word naming a filter option is exactly that option", () => {
  it.each([
    ["qled", "QLED"],
    ["oled", "OLED"],
    ["led", "LED"],
  ])("'%s' in Televisores is the %s panel, and no other", (term, panel) => {
    const query = understandQuery({ term, filters: {}, sort: "relevancia" }, built.get("tv")!.manifest.vocabulary);
    expect(query).toMatchObject({ term: "", filters: { "display.panelType": [panel] } });
    expect(listed("tv", query).sort()).toEqual(names("tv", (r) => r.specs.display.panelType === panel));
  });

  it("a spec word is a whole word of a name: 'led' is not in 'OLED55C54LA', 'anc' not in 'Balance'", () => {
    const tvs = records("tv");
    expect(tvs.some((r) => r.model.toLowerCase().includes("oled"))).toBe(true);
    expect(searchProducts(tvs, "led").every((r) => !/oled|qled/i.test(r.model))).toBe(true);
    const watches = records("smartwatch");
    expect(watches.some((r) => r.model.toLowerCase().includes("balance"))).toBe(true);
    expect(searchProducts(watches, "anc")).toEqual([]);
  });

  it("forgiving matching never turns one spec word into another: 'qled' meets no OLED name", () => {
    for (const category of CATEGORY_IDS) {
      const search = buildSearchIndex(records(category));
      const found = matchCategory(search, buildFuzzyIndex(search), "qled").positions.map((p) => records(category)[p].model);
      expect(
        found.filter((model) => /oled/i.test(model)),
        category,
      ).toEqual([]);
    }
  });
});

describe("shoppers' words become the filters or the order they mean, in the category the other words name", () => {
  const tvRefresh = (r: ReturnType<typeof records>[number]) => Number(r.specs.display.refreshRateHz);

  it("'tv futbol': Televisores of 100 Hz or more", () => {
    const { categoryId, query } = interpret("tv futbol");
    expect(categoryId).toBe("tv");
    expect(query).toMatchObject({ term: "", filters: { "display.refreshRateHz": { min: 100 } }, sort: "relevancia" });
    expect(listed("tv", query).sort()).toEqual(names("tv", (r) => tvRefresh(r) >= 100));
  });

  it("'tele para ps5': the TVs' gaming use ('para' says nothing)", () => {
    const { categoryId, query } = interpret("tele para ps5");
    const gaming = built.get("tv")!.manifest.uses!.find((u) => u.id === "gaming")!;
    expect(categoryId).toBe("tv");
    expect(query).toMatchObject({ term: "", filters: gaming.filters });
    expect(listed("tv", query)).toHaveLength(gaming.count);
    for (const term of ["tv xbox", "tele gaming", "televisor para jugar"]) expect(interpret(term).query.filters, term).toEqual(gaming.filters);
  });

  it.each(["movil barato", "móvil barato", "MÓVIL ECONÓMICO", "moviles baratos"])("'%s': every phone, cheapest first", (term) => {
    const { categoryId, query } = interpret(term);
    expect(categoryId).toBe("mobile");
    expect(query).toEqual({ term: "", filters: {}, sort: "precio-asc" });
    const { model } = built.get("mobile")!;
    // The listing's own prices (the best current offer), which its price sort reads.
    const prices = runListing(model, query).positions.map((p) => model.sortValues.price[p]);
    expect(prices).toHaveLength(records("mobile").length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("'auriculares para correr': earbuds that stand sweat", () => {
    const { categoryId, query } = interpret("auriculares para correr");
    expect(categoryId).toBe("headphones");
    expect(query).toMatchObject({ term: "", filters: { headphoneType: ["in-ear", "true-wireless"], "physical.ipRating": ["IP54", "IP57", "IPX4"] } });
    const shown = listed("headphones", query);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).not.toContain("Sony WH-1000XM5");
    expect(shown).not.toContain("Samsung Galaxy Buds FE");
  });

  it("'movil buena camara': the phones' camera (not the cameras), best camera score first", () => {
    expect(categoryIntent("movil buena camara")).toEqual({ categoryId: "mobile", rest: "buena camara" });
    expect(categoryIntent("móvil con buena cámara")).toEqual({ categoryId: "mobile", rest: "con buena cámara" });
    expect(categoryIntent("movil camara")).toEqual({ categoryId: "mobile", rest: "camara" });
    // Alone, the words still name the cameras.
    expect(categoryIntent("cámara")).toEqual({ categoryId: "camera", rest: "" });
    expect(categoryIntent("camara sony")).toEqual({ categoryId: "camera", rest: "sony" });
    const { query } = interpret("movil buena camara");
    expect(query).toEqual({ term: "", filters: {}, sort: "score.camara-desc" });
    expect(interpret("móvil con buena cámara").query).toEqual(query);
    const scores = listed("mobile", query).map(
      (name) => (SAMPLE_CATALOGUE.mobile.find((r) => `${r.brand} ${r.model}` === name)!.score as { categories: Record<string, number> }).categories["Cámara"],
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("'portatil ligero': laptops, lightest first ('Más ligero')", () => {
    const { categoryId, query } = interpret("portátil ligero");
    expect(categoryId).toBe("laptop");
    expect(query).toEqual({ term: "", filters: {}, sort: "peso-asc" });
    const laptops = listed("laptop", query);
    expect(laptops).toHaveLength(records("laptop").length);
    const laptopWeights = laptops.map((name) => Number(records("laptop").find((r) => `${r.brand} ${r.model}` === name)!.specs.dimensions.weightKg));
    expect(laptopWeights).toEqual([...laptopWeights].sort((a, b) => a - b));
    // Where the category has no named weight sort, "ligero" is its weight filter's column, least first.
    const speakers = understandQuery({ term: "ligero", filters: {}, sort: "relevancia" }, built.get("speaker")!.manifest.vocabulary);
    expect(speakers.sort).toBe("physical.weightKg-asc");
    const weights = listed("speaker", speakers).map((name) =>
      Number(records("speaker").find((r) => `${r.brand} ${r.model}` === name)!.specs.physical.weightKg),
    );
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
  });

  it("a sort chosen in the listing stays; the words' filters still apply", () => {
    const vocabulary = built.get("mobile")!.manifest.vocabulary;
    expect(understandQuery({ term: "barato", filters: {}, sort: "puntuacion" }, vocabulary)).toEqual({ term: "", filters: {}, sort: "puntuacion" });
  });

  it("a word sort reads from and writes to the listing's address", () => {
    const { filters } = built.get("mobile")!.manifest;
    expect(parseListingQuery("?orden=score.camara-desc", filters).sort).toBe("score.camara-desc");
    // A sort by a filter the category lacks is the default.
    expect(parseListingQuery("?orden=score.graves-desc", filters).sort).toBe("relevancia");
    expect(parseListingQuery("?orden=constructor-asc", filters).sort).toBe("relevancia");
  });
});

describe("'A o B', 'A y B', 'A contra B', 'A vs B' find both", () => {
  it.each(["o", "y", "contra", "vs"])("'s25 ultra %s xiaomi 15 ultra'", (joiner) => {
    const term = `s25 ultra ${joiner} xiaomi 15 ultra`;
    expect(splitAlternatives(term)).toEqual(["s25 ultra", "xiaomi 15 ultra"]);
    expect(categoryIntent(term)).toBeNull();
    const found = searchProducts(records("mobile"), term).map((r) => `${r.brand} ${r.model}`);
    expect(found.sort()).toEqual(["Samsung Galaxy S25 Ultra", "Xiaomi Xiaomi 15 Ultra"]);
  });

  it("keeps a term whose joining word has no side, and a side too short to search", () => {
    expect(splitAlternatives("o samsung")).toEqual(["o samsung"]);
    expect(splitAlternatives("samsung y")).toEqual(["samsung y"]);
    expect(splitAlternatives("s o xiaomi")).toEqual(["s o xiaomi"]);
  });
});
