import { describe, expect, it } from "vitest";
import { seededRandom } from "../../scripts/bench/load-mix";
import { buildSearchIndex, naturalKey, searchHits, searchPositions, matchRank, TRIGRAM_MIN_PRODUCTS, type Searchable } from "../../shared/search";
import { foldText } from "../../shared/text";
import { syntheticRecords } from "../../worker/data/synthetic-records";
import { scaled } from "../support/property-scale";

/**
 * From TRIGRAM_MIN_PRODUCTS products a search reads the products of the term's rarest run of
 * three characters, and ranks by number. It must find and order exactly what testing every product
 * and sorting by text (PRODUCT-RULES.md, Filters and search) does.
 */
function reference(items: readonly Searchable[], term: string): number[] {
  const needle = foldText(term.trim());
  const folded = items.map((item) => ({ brand: foldText(item.brand), model: foldText(item.model) }));
  return folded
    .map((f, i) => ({ i, f }))
    .filter(({ f }) => `${f.brand} ${f.model}`.includes(needle))
    .map(({ i, f }) => ({ i, rank: matchRank(f.brand, f.model, needle), key: naturalKey(`${f.brand}\u0000${f.model}`) }))
    .sort((a, b) => a.rank - b.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) || a.i - b.i)
    .map((hit) => hit.i);
}

const RANDOM_TERMS = scaled(100);

const items: Searchable[] = syntheticRecords("mobile", 3000).map((r) => ({ brand: String(r.brand), model: String(r.model) }));
// Products the runs must handle: a name that is the term itself, accents, case, a duplicate name.
items.push({ brand: "Sintética 3", model: "SX-12" }, { brand: "ÑANDÚ", model: "Cámara Ü2" }, { brand: "Sintética 3", model: "SX-12" });

describe("search over a large list (runs of three characters)", () => {
  it("the list is large enough to take that path", () => {
    expect(items.length).toBeGreaterThanOrEqual(TRIGRAM_MIN_PRODUCTS);
  });

  it(`finds and orders exactly what testing every product finds, for ${RANDOM_TERMS} random terms`, () => {
    const index = buildSearchIndex(items);
    const random = seededRandom(14);
    const terms = ["sx-12", "SX-12", "sintética 3", "sintetica 3", "nandu", "ñandú cámara", "camara u2", "galaxy", "zzz", "x-1", "  sx-7  ", "9 s"];
    for (let k = 0; k < RANDOM_TERMS; k++) {
      const source = `${items[Math.floor(random() * items.length)].brand} ${items[Math.floor(random() * items.length)].model}`;
      const start = Math.floor(random() * (source.length - 3));
      terms.push(source.slice(start, start + 3 + Math.floor(random() * 8)));
    }
    let found = 0;
    for (const term of terms) {
      const expected = reference(items, term);
      expect(searchPositions(index, term), term).toEqual(expected);
      found += expected.length;
    }
    expect(index.trigrams?.size).toBeGreaterThan(0);
    expect(found).toBeGreaterThan(1000);
    // A correctness check over 312 terms, each also worked out the slow way: seconds on a busy machine.
  }, 120_000);

  it("gives the first hits with their ranks and keys, and the number of all matches", () => {
    const index = buildSearchIndex(items);
    const all = reference(items, "sx-12");
    const { hits, total } = searchHits(index, "sx-12", 5);
    expect(total).toBe(all.length);
    expect(hits.map((h) => h.i)).toEqual(all.slice(0, 5));
    expect(hits[0].rank).toBe(0); // the product whose model is exactly "SX-12"
    expect(hits[0].key).toBe(naturalKey("sintetica 3\u0000sx-12")); // folded: no accents, lower case
  });

  it("a term most products match (a brand) ranks by marking places: the first hits, their ranks and the count are the reference's", () => {
    const index = buildSearchIndex(items);
    // Every product, a prefix of several brands, one brand, a run across brand and model, a model every product's name begins.
    for (const term of ["sintética", "sintetica 1", "Sintética 3", "a 3 sx", "sx-"]) {
      const all = reference(items, term);
      expect(all.length * 16, term).toBeGreaterThanOrEqual(items.length);
      for (const limit of [1, 5, 60, Number.POSITIVE_INFINITY]) {
        const { hits, total } = searchHits(index, term, limit);
        expect(total, term).toBe(all.length);
        expect(
          hits.map((h) => h.i),
          `${term} ${limit}`,
        ).toEqual(all.slice(0, limit));
      }
      expect(searchPositions(index, term), term).toEqual(all);
    }
    // The exact brand ranks before a brand it begins ("sintética 1" before "sintética 10").
    const [first] = searchHits(index, "sintética 1", 1).hits;
    expect(first.rank).toBe(1);
  });
});
