import { describe, expect, it } from "vitest";
import { shopperTerms } from "../../scripts/bench/search-terms";
import { syntheticRecords } from "../../scripts/lib/synthetic-catalogue";
import type { CategoryId } from "../../shared/categories";
import { buildFuzzyIndex } from "../../shared/fuzzy-index";
import { matchCategory, type CategoryMatches } from "../../shared/fuzzy-search";
import { buildSearchIndex } from "../../shared/search";
import { suggest } from "../../shared/suggestions";

/**
 * The header's forgiving search looks for forgiving matches only among the products of the term's
 * rarest part when the name search has found some (shared/fuzzy-search.ts, meetThroughRarestPart):
 * its answer must be exactly the answer of marking every product of every part.
 */
function indexOf(category: CategoryId, count: number) {
  const search = buildSearchIndex(syntheticRecords(category, count, 3).map((r) => ({ brand: String(r.brand), model: String(r.model) })));
  return { search, fuzzy: buildFuzzyIndex(search) };
}

/** A category's matches as one comparable list: each product with its score, by position. */
const answer = (m: CategoryMatches) => ({
  contained: m.contained,
  missing: m.missing,
  matches: m.positions.map((p, k) => `${p}:${m.score[k]}`).sort(),
});

describe("forgiving search narrowed to the term's rarest part", () => {
  // 3 000 SYNTHETIC products: every model is "SX-<n> <a sample model>", so "sx" is in all of them.
  const categories = (["tv", "mobile", "headphones"] as const).map((category) => ({ category, ...indexOf(category, 3000) }));
  const terms = [
    ...Array.from({ length: 40 }, (_, n) => `sx-${n * 7 + 1}`),
    "sx 12",
    "sx-12 oled",
    "sintetica 3 sx-45",
    "sintetica sx",
    "sx-2999",
    "sx-3000",
    ...shopperTerms().slice(0, 150),
  ];

  it("gives the same matches, scores and counts as marking every product of every part", () => {
    let narrowed = 0;
    for (const { category, search, fuzzy } of categories) {
      for (const term of terms) {
        const fast = matchCategory(search, fuzzy, term);
        const reference = matchCategory(search, fuzzy, term, { narrowing: false });
        expect(reference.narrowed).toBe(false);
        expect(answer(fast), `${term} in ${category}`).toEqual(answer(reference));
        if (fast.narrowed) narrowed++;
      }
    }
    // The comparison means something only if the narrowed path ran, for the worst-case terms above all.
    expect(narrowed).toBeGreaterThan(60);
    expect(matchCategory(categories[0].search, categories[0].fuzzy, "sx-12").narrowed).toBe(true);
  });

  it("keeps each product's cheapest way to meet a word, and the nearest numbers when the name search's matches lack the number itself", () => {
    // Made for the two cases: "pro" meets "prox" (a beginning) before "pro" (exact) in each model,
    // and "sx-12" is only inside "SX-1200", so the nearest numbers are looked for farther away (SX-7).
    const models = ["SX-1200 Prox Pro", "SX-1201 Prox Pro", "SX-7 Prox Pro", ...Array.from({ length: 400 }, (_, i) => `SX-${2000 + i} Prox Pro`)];
    const search = buildSearchIndex(models.map((model) => ({ brand: "Marca", model })));
    const fuzzy = buildFuzzyIndex(search);
    for (const term of ["sx-12", "sx-1200 pro", "sx-1201 pro", "marca sx-7"]) {
      const fast = matchCategory(search, fuzzy, term);
      expect(fast.narrowed, term).toBe(true);
      expect(answer(fast), term).toEqual(answer(matchCategory(search, fuzzy, term, { narrowing: false })));
    }
    const near = matchCategory(search, fuzzy, "sx-12");
    expect(near.positions.slice(near.contained).map((p) => models[p])).toContain("SX-7 Prox Pro");
  });

  it("finds the nearest numbers beside the name search's matches all the same ('sx-12' also meets SX-11 and SX-13)", () => {
    const { search, fuzzy } = categories[0];
    const found = matchCategory(search, fuzzy, "sx-12");
    const models = found.positions.slice(found.contained).map((p) => search.models[p]);
    expect(models.some((m) => m.startsWith("sx-11 "))).toBe(true);
    expect(models.some((m) => m.startsWith("sx-13 "))).toBe(true);
    expect(found.positions.slice(0, found.contained).every((p) => search.combined[p].includes("sx-12"))).toBe(true);
  });
});

describe("a category whose listing alone fills its group", () => {
  const source = (models: string[]) => {
    const search = buildSearchIndex(models.map((model) => ({ brand: "Marca", model })));
    return { categoryId: "tv" as const, search, fuzzy: buildFuzzyIndex(search) };
  };
  const near = ["SX-11 Oled", "SX-13 Oled"];

  it("shows and counts the listing's matches only: what the group's link lists", () => {
    const contained = ["SX-12 Oled", "SX-120 Oled", "SX-121 Oled", "SX-1200 Oled", "SX-1201 Oled"];
    const [group] = suggest([source([...near, ...contained])], "sx-12");
    expect(group).toMatchObject({ total: 5, listed: 5 });
    // Positions 2… are the listing's matches: the nearest numbers (0 and 1) are not looked for.
    expect(group.positions.every((p) => p >= near.length)).toBe(true);
  });

  it("still adds the forgiving matches, and counts them, when the listing finds fewer than a group shows", () => {
    const contained = ["SX-12 Oled", "SX-120 Oled", "SX-1200 Oled", "SX-1201 Oled"];
    const [group] = suggest([source([...near, ...contained])], "sx-12");
    expect(group).toMatchObject({ total: 6, listed: 4 });
    // Five shown: the four, then the nearer-alphabetically of the two equally near numbers (SX-11).
    expect(group.positions.slice(4)).toEqual([0]);
  });
});
