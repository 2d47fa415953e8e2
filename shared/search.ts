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
  /** Natural order of "brand\0model" (ties by position), PRODUCT-RULES.md (Filters and search)'s last criterion: each product's place, and the products by place. Made on first search. */
  alphabetical?: { places: Int32Array; order: Int32Array };
  /** The products whose `combined` has each run of three characters, ascending. Made on the first search of a large list. */
  trigrams?: Map<number, Int32Array>;
}

/**
 * From this many products a search reads the products of the term's rarest run of three characters
 * instead of testing every product: at 10 000 products per category, testing all 80 000 took 1.7 ms
 * a search in Node; below it the test of every product is as fast as building the runs.
 */
export const TRIGRAM_MIN_PRODUCTS = 1000;

/** A folded text whose digit runs are zero-padded, so "iphone 9" sorts before "iphone 16" (natural order). */
export const naturalKey = (folded: string) => folded.replace(/\d+/g, (digits) => digits.padStart(12, "0"));

export function buildSearchIndex(items: readonly Searchable[]): SearchIndex {
  const brands = items.map((i) => foldText(i.brand));
  const models = items.map((i) => foldText(i.model));
  return { brands, models, combined: brands.map((brand, i) => `${brand} ${models[i]}`) };
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
 * characters of a large list): 34 ms at 10 000 products in Node. The browser calls it in idle time
 * once the index has arrived, so a shopper's first search does not pay it after the debounce.
 */
export function prepareSearch(index: SearchIndex): void {
  alphabeticalOrder(index);
  if (index.combined.length >= TRIGRAM_MIN_PRODUCTS) index.trigrams ??= buildTrigrams(index.combined);
}

/** Positions, ascending, of the products whose folded "brand model" contains the folded `needle`. */
export function containing(index: SearchIndex, needle: string): ArrayLike<number> {
  const combined = index.combined;
  if (needle.length < 3 || combined.length < TRIGRAM_MIN_PRODUCTS) {
    const found: number[] = [];
    for (let i = 0; i < combined.length; i++) if (combined[i].includes(needle)) found.push(i);
    return found;
  }
  return rarestRun(index, needle).filter((i) => combined[i].includes(needle));
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

/**
 * The matches as numbers that sort in PRODUCT-RULES.md (Filters and search)'s order: rank × size + alphabetical place. One
 * typed-array sort of numbers, rather than of objects compared by text.
 */
function rankedMatches(index: SearchIndex, term: string): Float64Array {
  const needle = foldText(term.trim());
  const rows = containing(index, needle);
  const size = index.combined.length;
  const { places } = alphabeticalOrder(index);
  const ranked = new Float64Array(rows.length);
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    ranked[k] = seedRank(index.brands[i], index.models[i], needle) * size + places[i];
  }
  return ranked.sort();
}

/** The product of a ranked match, and its rank (rankedMatches' numbers). */
const positionOf = (index: SearchIndex, value: number) => alphabeticalOrder(index).order[value % index.combined.length];
const rankOf = (index: SearchIndex, value: number) => Math.floor(value / index.combined.length);

/**
 * PRODUCT-RULES.md (Filters and search): positions of the items whose model, brand or "brand model" contains the term,
 * ranked exact model, exact brand, model prefix, brand prefix, then brand and model alphabetically.
 */
export function searchPositions(index: SearchIndex, term: string): number[] {
  return Array.from(rankedMatches(index, term), (value) => positionOf(index, value));
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
  const ranked = rankedMatches(index, term);
  const hits = Array.from(ranked.subarray(0, Math.min(limit, ranked.length)), (value) => {
    const i = positionOf(index, value);
    return { i, rank: rankOf(index, value), key: sortKeyOf(index, i) };
  });
  return { hits, total: ranked.length };
}

/** PRODUCT-RULES.md (Filters and search) for a folded product that contains the folded term: 0 exact model, 1 exact brand, 2 model prefix, 3 brand prefix, 4 contained. */
export function seedRank(brand: string, model: string, needle: string): number {
  return model === needle ? 0 : brand === needle ? 1 : model.startsWith(needle) ? 2 : brand.startsWith(needle) ? 3 : 4;
}

/** Orders hits of several lists as one ranking (PRODUCT-RULES.md, Filters and search). */
export const compareHits = (a: Pick<SearchHit, "rank" | "key">, b: Pick<SearchHit, "rank" | "key">): number =>
  a.rank - b.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Filters and ranks `items` for `term` (PRODUCT-RULES.md, Filters and search). */
export function searchProducts<T extends Searchable>(items: readonly T[], term: string): T[] {
  return searchPositions(buildSearchIndex(items), term).map((i) => items[i]);
}
