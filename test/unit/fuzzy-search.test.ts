import { searchProducts } from "../support/whole-lists";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import { boundedEditDistances } from "../../shared/edit-distance";
import { buildFuzzyIndex, textParts } from "../../shared/fuzzy-index";
import { buildSearchIndex, type Searchable } from "../../shared/search";
import { suggest, type SuggestionSource } from "../../shared/suggestions";

/** The sample catalogue as the worker sees it: each category's brands and models, indexed. */
const items: Record<CategoryId, Searchable[]> = Object.fromEntries(
  CATEGORY_IDS.map((c) => [c, SAMPLE_CATALOGUE[c].map((r) => ({ brand: String(r.brand), model: String(r.model) }))]),
) as Record<CategoryId, Searchable[]>;
const sources: SuggestionSource[] = CATEGORY_IDS.map((categoryId) => {
  const search = buildSearchIndex(items[categoryId]);
  return { categoryId, search, fuzzy: buildFuzzyIndex(search) };
});

/** Suggestions as "brand model" per category, in order. */
function suggestions(term: string, perGroup = 5): { categoryId: CategoryId; total: number; listed: number; names: string[] }[] {
  return suggest(sources, term, perGroup).map((g) => ({
    categoryId: g.categoryId,
    total: g.total,
    listed: g.listed,
    names: g.positions.map((p) => `${items[g.categoryId][p].brand} ${items[g.categoryId][p].model}`),
  }));
}

const countOf = (category: CategoryId, brand: string) => items[category].filter((i) => i.brand === brand).length;

describe("edit distance (Damerau–Levenshtein, bounded)", () => {
  it("counts a swap of neighbours as one edit, and measures against the word's beginnings too", () => {
    expect(boundedEditDistances("samsumg", "samsung", 2)).toEqual({ whole: 1, prefix: 1 });
    expect(boundedEditDistances("smasung", "samsung", 2).whole).toBe(1);
    expect(boundedEditDistances("samsu", "samsung", 1)).toEqual({ whole: 2, prefix: 0 });
    expect(boundedEditDistances("samsum", "samsung", 1)).toEqual({ whole: 2, prefix: 1 });
    expect(boundedEditDistances("apple", "sony", 1)).toEqual({ whole: 2, prefix: 2 });
  });
});

describe("text parts", () => {
  it("cuts folded text into runs of letters and runs of digits", () => {
    expect(textParts("samsung galaxy s25+")).toEqual(["samsung", "galaxy", "s", "25"]);
    expect(textParts("wh-1000xm6")).toEqual(["wh", "1000", "xm", "6"]);
    expect(textParts("apple watch se (2.ª generacion)")).toEqual(["apple", "watch", "se", "2", "ª", "generacion"]);
  });
});

describe("the header search forgives what shoppers type (sample catalogue)", () => {
  it('"samsumg" finds Samsung in every category that has it', () => {
    const found = suggestions("samsumg");
    expect(found.map((g) => g.categoryId).sort()).toEqual(CATEGORY_IDS.filter((c) => countOf(c, "Samsung") > 0).sort());
    for (const group of found) {
      expect(group.total, group.categoryId).toBe(countOf(group.categoryId, "Samsung"));
      expect(
        group.names.every((n) => n.startsWith("Samsung ")),
        group.categoryId,
      ).toBe(true);
      // The listing's own search (the name search) finds none of them: the term is misspelt.
      expect(group.listed).toBe(0);
    }
  });

  it("forgives swapped letters, a wrong first letter and a word still being typed with a typo", () => {
    const brands = (term: string) => [...new Set(suggestions(term, 100).flatMap((g) => g.names.map((n) => n.split(" ")[0])))];
    expect(brands("smasung")).toEqual(["Samsung"]);
    expect(brands("kamsung")).toEqual(["Samsung"]);
    expect(brands("samsun")).toEqual(["Samsung"]);
    expect(brands("samsu")).toEqual(["Samsung"]);
    expect(suggestions("iphnoe")[0].names).toEqual(["Apple iPhone 15", "Apple iPhone 16", "Apple iPhone 16 Pro", "Apple iPhone 16e"]);
    expect(suggestions("macbok air")[0].names).toEqual(['Apple MacBook Air 13" M4 (2025)', 'Apple MacBook Air 15" M4 (2025)']);
  });

  it('"iphone 15" shows the iPhone 15 first, then the nearest models the catalogue has (the 16s)', () => {
    const [mobile, ...others] = suggestions("iphone 15");
    expect(others).toEqual([]);
    expect(mobile).toMatchObject({ categoryId: "mobile", listed: 1 });
    expect(mobile.names).toEqual(["Apple iPhone 15", "Apple iPhone 16", "Apple iPhone 16 Pro", "Apple iPhone 16e"]);
  });

  it('"galaxy s24", which the catalogue lacks, shows the S25s rather than nothing', () => {
    expect(searchProducts(items.mobile, "galaxy s24")).toEqual([]);
    const found = suggestions("galaxy s24");
    expect(found.map((g) => g.categoryId)).toEqual(["mobile"]);
    expect(found[0].names).toEqual(["Samsung Galaxy S25", "Samsung Galaxy S25 Ultra", "Samsung Galaxy S25+"]);
  });

  it("ignores accents and case", () => {
    expect(suggestions("SÁMSUNG GÁLAXY")).toEqual(suggestions("samsung galaxy"));
    expect(suggestions("ÍPHONE 15")).toEqual(suggestions("iphone 15"));
    expect(suggestions("Samsúmg")).toEqual(suggestions("samsumg"));
    expect(suggestions("sámsung").length).toBeGreaterThan(0);
  });

  it("keeps the name search's ranking for what it finds, ahead of forgiving matches", () => {
    for (const term of ["samsung", "galaxy", "pro", "apple watch", "redmi"]) {
      for (const group of suggestions(term, 100)) {
        const seed = searchProducts(items[group.categoryId], term).map((i) => `${i.brand} ${i.model}`);
        expect(group.listed, `${term} in ${group.categoryId}`).toBe(seed.length);
        expect(group.names.slice(0, seed.length), `${term} in ${group.categoryId}`).toEqual(seed);
      }
    }
  });

  it("ranks exact parts before prefixes before typos", () => {
    // "pixel" exactly; "pix" as a prefix; "pixle" one swap away: the same phones, all found.
    const exact = suggestions("google pixel 9")[0].names;
    expect(exact[0]).toBe("Google Pixel 9");
    expect(suggestions("google pixle 9")[0].names).toEqual(exact);
    // A model that is exact beats one that is only one edit away.
    const [headphones] = suggestions("sony xm6");
    expect(headphones.names).toEqual(["Sony WH-1000XM6", "Sony WF-1000XM5", "Sony WH-1000XM5"]);
  });

  it("keeps only the fullest matches: a term of several words may miss one when nothing has them all", () => {
    const found = suggestions("iphone 17 pro max");
    expect(found.find((g) => g.categoryId === "mobile")?.names).toEqual(["Apple iPhone 16 Pro"]);
    // Something has every word: products missing one are not suggested.
    expect(
      suggestions("apple watch")
        .flatMap((g) => g.names)
        .every((n) => n.includes("Watch")),
    ).toBe(true);
  });

  it("takes numbers alone as they are (no nearest guess without words to go by), and finds nothing for nonsense", () => {
    expect(suggestions("2024").map((g) => g.categoryId)).toEqual(["laptop"]);
    expect(suggestions("zzzzzz")).toEqual([]);
    expect(suggestions("---")).toEqual([]);
  });

  it("suggests at most five per category, best category first", () => {
    const found = suggestions("samsung");
    expect(found.every((g) => g.names.length === Math.min(5, g.total))).toBe(true);
    expect(found[0].total).toBe(Math.max(...found.map((g) => g.total)));
  });
});
