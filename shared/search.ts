import { hasWholeSpecWords, specWordsOf, splitAlternatives } from "./search-words";
import { foldText } from "./text";

// The term's limits live apart from the search itself, so a page that only checks a term (the
// header search, the listing's box) does not load the search's code.
export { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, SEARCH_TERM_MAX, normaliseSearchTerm } from "./search-term";

export interface Searchable {
  brand: string;
  model: string;
}

/** Brand and model folded once per list (lower case, no accents), so a search only compares strings. */
export interface SearchIndex {
  brands: string[];
  models: string[];
  /** "brand model" folded: whatever is in the brand or the model is in it too, so one test per product. */
  combined: string[];
  /**
   * Each product's brand as a code into `distinctBrands`: a category has a few dozen brands, so what
   * a term does with a brand (contains it, is it, begins it) is worked out once per brand, not per
   * product; a brand most products share ("samsung") then costs no text search per product.
   */
  brandCodes: Int32Array;
  distinctBrands: string[];
  /** Natural order of "brand\0model" (ties by position), PRODUCT-RULES.md (Filters and search)'s last criterion: each product's place, and the products by place. Made on first search. */
  alphabetical?: { places: Int32Array; order: Int32Array };
  /** The products whose `combined` has each run of three characters, ascending. Made on the first search of a large list. */
  trigrams?: Map<number, Int32Array>;
}

/**
 * From this many products a search reads the products of the term's rarest run of three characters
 * instead of testing every product, whose cost grows with the catalogue; below it the test of every
 * product is as fast as building the runs.
 */
export const TRIGRAM_MIN_PRODUCTS = 1000;

/** A folded text whose digit runs are zero-padded, so "iphone 9" sorts before "iphone 16" (natural order). */
export const naturalKey = (folded: string) => folded.replace(/\d+/g, (digits) => digits.padStart(12, "0"));

export function buildSearchIndex(items: readonly Searchable[]): SearchIndex {
  const codes = new Map<string, number>();
  const brandCodes = new Int32Array(items.length);
  const brands = items.map((item, i) => {
    const brand = foldText(item.brand);
    let code = codes.get(brand);
    if (code === undefined) codes.set(brand, (code = codes.size));
    brandCodes[i] = code;
    return brand;
  });
  const models = items.map((i) => foldText(i.model));
  return { brands, models, combined: brands.map((brand, i) => `${brand} ${models[i]}`), brandCodes, distinctBrands: [...codes.keys()] };
}

const sortKeyOf = (index: SearchIndex, i: number): string => naturalKey(`${index.brands[i]}\u0000${index.models[i]}`);

/** Natural "brand\0model" order, ties by position: each product's place and the products by place (computed once per index). */
export function alphabeticalOrder(index: SearchIndex): { places: Int32Array; order: Int32Array } {
  if (index.alphabetical) return index.alphabetical;
  const size = index.combined.length;
  const keys = Array.from({ length: size }, (_, i) => sortKeyOf(index, i));
  const order = Int32Array.from({ length: size }, (_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
  const places = new Int32Array(size);
  order.forEach((position, place) => (places[position] = place));
  return (index.alphabetical = { places, order });
}

/**
 * What the structures a search makes on first use will weigh, for the isolate's byte budget: the
 * alphabetical order (8 bytes a product) and, for a large list, the runs of three characters (6.7 bytes
 * a character of "brand model" at 10 000 synthetic products in Node, rounded up).
 */
export function searchStructureBytes(index: SearchIndex): number {
  const size = index.combined.length;
  if (size < TRIGRAM_MIN_PRODUCTS) return size * 8;
  return size * 8 + index.combined.reduce((chars, text) => chars + text.length, 0) * 7;
}

/** A run of three UTF-16 code units as one number (exact: below 2^48). */
const trigramAt = (text: string, at: number) => text.charCodeAt(at) * 4294967296 + text.charCodeAt(at + 1) * 65536 + text.charCodeAt(at + 2);

function buildTrigrams(texts: readonly string[]): Map<number, Int32Array> {
  const rows = new Map<number, number[]>();
  texts.forEach((text, i) => {
    for (let at = 0; at + 3 <= text.length; at++) {
      const code = trigramAt(text, at);
      let list = rows.get(code);
      if (!list) rows.set(code, (list = []));
      if (list[list.length - 1] !== i) list.push(i);
    }
  });
  return new Map([...rows].map(([code, list]) => [code, Int32Array.from(list)]));
}

/**
 * Makes now what a search would make on first use (the alphabetical order; the runs of three
 * characters of a large list), which is costly at thousands of products. The browser calls it in idle time
 * once the index has arrived, so a shopper's first search does not pay it after the debounce.
 */
export function prepareSearch(index: SearchIndex): void {
  alphabeticalOrder(index);
  if (index.combined.length >= TRIGRAM_MIN_PRODUCTS) index.trigrams ??= buildTrigrams(index.combined);
}

/** Positions, ascending, of the products whose folded "brand model" contains the folded `needle`. */
export function containing(index: SearchIndex, needle: string): ArrayLike<number> {
  const { combined, models, brandCodes } = index;
  const candidates = needle.length < 3 || combined.length < TRIGRAM_MIN_PRODUCTS ? null : rarestRun(index, needle);
  const count = candidates ? candidates.length : combined.length;
  const inBrand = index.distinctBrands.map((brand) => brand.includes(needle));
  // Without a space the needle cannot run from the brand into the model: it is in one or the other.
  const acrossBoth = needle.includes(" ");
  const found = new Int32Array(count);
  let n = 0;
  for (let k = 0; k < count; k++) {
    const i = candidates ? candidates[k] : k;
    if (inBrand[brandCodes[i]] || (acrossBoth ? combined[i].includes(needle) : models[i].includes(needle))) found[n++] = i;
  }
  return found.subarray(0, n);
}

/**
 * The products of the needle's rarest run of three characters (of a list of TRIGRAM_MIN_PRODUCTS or
 * more, a needle of 3 or more): every product containing the needle has each of its runs, so these
 * are the only candidates. Empty when some run is in no product.
 */
export function rarestRun(index: SearchIndex, needle: string): Int32Array {
  const trigrams = (index.trigrams ??= buildTrigrams(index.combined));
  let rarest: Int32Array | undefined;
  for (let at = 0; at + 3 <= needle.length; at++) {
    const rows = trigrams.get(trigramAt(needle, at));
    if (!rows) return new Int32Array(0);
    if (!rarest || rows.length < rarest.length) rarest = rows;
  }
  return rarest!;
}

/** Ranks of matchRank, 0 (exact model) to 4 (contained). */
const RANKS = 5;

/**
 * The matches as numbers that sort in PRODUCT-RULES.md (Filters and search)'s order: rank × size +
 * alphabetical place; the first `limit` of them, and how many matched. Few matches are sorted as
 * numbers; many (a brand most products have) are marked at their places and read back place by
 * place, rank by rank, which costs a pass over the list and stops once `limit` are read, where a
 * sort would cost n log n in every category.
 */
function rankedMatches(index: SearchIndex, term: string, limit = Number.POSITIVE_INFINITY): { ranked: Float64Array; total: number } {
  const alternatives = splitAlternatives(term);
  if (alternatives.length > 1) return eitherMatches(index, alternatives, limit);
  const needle = foldText(term.trim());
  const rows = withWholeSpecWords(index, needle, containing(index, needle));
  const size = index.combined.length;
  const { places } = alphabeticalOrder(index);
  const rankOfRow = rowRanker(index, needle);
  if (rows.length * DENSE_SHARE < size) {
    const ranked = new Float64Array(rows.length);
    for (let k = 0; k < rows.length; k++) {
      const i = rows[k];
      ranked[k] = rankOfRow(i) * size + places[i];
    }
    ranked.sort();
    return { ranked: ranked.length > limit ? ranked.subarray(0, limit) : ranked, total: rows.length };
  }
  // rank + 1 at each match's place (0: no match).
  const marks = new Uint8Array(size);
  const perRank = new Int32Array(RANKS);
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    const rank = rankOfRow(i);
    marks[places[i]] = rank + 1;
    perRank[rank]++;
  }
  const ranked = new Float64Array(Math.min(limit, rows.length));
  let taken = 0;
  for (let rank = 0; rank < RANKS && taken < ranked.length; rank++) {
    let left = Math.min(perRank[rank], ranked.length - taken);
    for (let place = 0; left > 0; place++) {
      if (marks[place] === rank + 1) {
        ranked[taken++] = rank * size + place;
        left--;
      }
    }
  }
  return { ranked, total: rows.length };
}

/** The rows whose "brand model" has each spec word of the needle as a whole word (shared/search-words.ts). */
function withWholeSpecWords(index: SearchIndex, needle: string, rows: ArrayLike<number>): ArrayLike<number> {
  const specWords = specWordsOf(needle);
  if (!specWords.length) return rows;
  return Array.from(rows).filter((i) => hasWholeSpecWords(index.combined[i], specWords));
}

/**
 * "A o B": the products of either search, each at its better rank (the numbers of one index compare
 * across its searches), counted once.
 */
function eitherMatches(index: SearchIndex, alternatives: readonly string[], limit: number): { ranked: Float64Array; total: number } {
  const size = index.combined.length;
  const best = new Map<number, number>();
  for (const alternative of alternatives) {
    for (const value of rankedMatches(index, alternative).ranked) {
      const place = value % size;
      const kept = best.get(place);
      if (kept === undefined || value < kept) best.set(place, value);
    }
  }
  const ranked = Float64Array.from(best.values()).sort();
  return { ranked: ranked.length > limit ? ranked.subarray(0, limit) : ranked, total: best.size };
}

/** matchRank of a matching product, its brand's part worked out once per brand. */
function rowRanker(index: SearchIndex, needle: string): (i: number) => number {
  const { models, brandCodes } = index;
  // What the brand alone gives: 1 it is the term, 3 it begins with it, 4 neither.
  const byBrand = index.distinctBrands.map((brand) => (brand === needle ? 1 : brand.startsWith(needle) ? 3 : 4));
  return (i) => {
    const model = models[i];
    const brandRank = byBrand[brandCodes[i]];
    return model === needle ? 0 : brandRank === 1 ? 1 : model.startsWith(needle) ? 2 : brandRank;
  };
}

/** From one match in this many products, marking places beats sorting the matches. */
const DENSE_SHARE = 16;

/** The product of a ranked match, and its rank (rankedMatches' numbers). */
const positionOf = (index: SearchIndex, value: number) => alphabeticalOrder(index).order[value % index.combined.length];
const rankOf = (index: SearchIndex, value: number) => Math.floor(value / index.combined.length);

/**
 * PRODUCT-RULES.md (Filters and search): positions of the items whose model, brand or "brand model" contains the term,
 * ranked exact model, exact brand, model prefix, brand prefix, then brand and model alphabetically.
 */
export function searchPositions(index: SearchIndex, term: string): number[] {
  const { ranked } = rankedMatches(index, term);
  const { order } = alphabeticalOrder(index);
  const size = index.combined.length;
  const positions = new Array<number>(ranked.length);
  for (let k = 0; k < ranked.length; k++) positions[k] = order[ranked[k] % size];
  return positions;
}

/** One match: its position, its rank (0 exact model … 4 contained) and its alphabetical key. */
export interface SearchHit {
  i: number;
  rank: number;
  key: string;
}

/**
 * The first `limit` matches of `term` in ranking order, with what they were ranked by (to merge the
 * lists of several categories: the first `limit` of the merge are among each list's first `limit`),
 * and how many matched in all.
 */
export function searchHits(index: SearchIndex, term: string, limit = Number.POSITIVE_INFINITY): { hits: SearchHit[]; total: number } {
  const { ranked, total } = rankedMatches(index, term, limit);
  const hits = Array.from(ranked, (value) => {
    const i = positionOf(index, value);
    return { i, rank: rankOf(index, value), key: sortKeyOf(index, i) };
  });
  return { hits, total };
}

/** PRODUCT-RULES.md (Filters and search) for a folded product that contains the folded term: 0 exact model, 1 exact brand, 2 model prefix, 3 brand prefix, 4 contained. */
export function matchRank(brand: string, model: string, needle: string): number {
  return model === needle ? 0 : brand === needle ? 1 : model.startsWith(needle) ? 2 : brand.startsWith(needle) ? 3 : 4;
}

/** Orders hits of several lists as one ranking (PRODUCT-RULES.md, Filters and search). */
export const compareHits = (a: Pick<SearchHit, "rank" | "key">, b: Pick<SearchHit, "rank" | "key">): number =>
  a.rank - b.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
