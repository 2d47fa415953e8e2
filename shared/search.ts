import { foldText } from "./text";

/** Seed 000 §5 / §9: a search needs at least this many trimmed characters. */
export const SEARCH_MIN_CHARS = 3;
/** Seed 000 §9: typing pauses this long before a search runs. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface Searchable {
  brand: string;
  model: string;
}

/** The term to search for, or null when it is too short to search (an empty term clears results). */
export function normaliseSearchTerm(raw: string): string | null {
  const term = raw.trim();
  return term.length >= SEARCH_MIN_CHARS ? term : null;
}

/** Brand and model folded once per list (lower case, no accents), so a search only compares strings. */
export interface SearchIndex {
  brands: string[];
  models: string[];
  /** "brand model" folded: whatever is in the brand or the model is in it too, so one test per product. */
  combined: string[];
  /** "brand\0model" folded, digit runs zero-padded (natural order), made for the products a search finds. */
  sortKeys: (string | undefined)[];
}

/** A folded text whose digit runs are zero-padded, so "iphone 9" sorts before "iphone 16" (natural order). */
export const naturalKey = (folded: string) => folded.replace(/\d+/g, (digits) => digits.padStart(12, "0"));

export function buildSearchIndex(items: readonly Searchable[]): SearchIndex {
  const brands = items.map((i) => foldText(i.brand));
  const models = items.map((i) => foldText(i.model));
  return { brands, models, combined: brands.map((brand, i) => `${brand} ${models[i]}`), sortKeys: new Array(items.length) };
}

function sortKeyOf(index: SearchIndex, i: number): string {
  return (index.sortKeys[i] ??= naturalKey(`${index.brands[i]}\u0000${index.models[i]}`));
}

/**
 * Seed 000 §5: positions of the items whose model, brand or "brand model" contains the term,
 * ranked exact model, exact brand, model prefix, brand prefix, then brand and model alphabetically.
 */
export function searchPositions(index: SearchIndex, term: string): number[] {
  return searchHits(index, term).map((h) => h.i);
}

/** One match: its position, its rank (0 exact model … 4 contained) and its alphabetical key. */
export interface SearchHit {
  i: number;
  rank: number;
  key: string;
}

/** The matches of `term` in ranking order, with what they were ranked by (to merge lists of several categories). */
export function searchHits(index: SearchIndex, term: string): SearchHit[] {
  const needle = foldText(term.trim());
  const hits: { i: number; rank: number }[] = [];
  const combined = index.combined;
  for (let i = 0; i < combined.length; i++) {
    // Seed 000 §5: in the model, in the brand, or in "brand model", which holds both.
    if (!combined[i].includes(needle)) continue;
    hits.push({ i, rank: seedRank(index.brands[i], index.models[i], needle) });
  }
  const ranked = hits.map((h) => ({ i: h.i, rank: h.rank, key: sortKeyOf(index, h.i) }));
  return ranked.sort(compareHits);
}

/** Seed 000 §5 for a folded product that contains the folded term: 0 exact model, 1 exact brand, 2 model prefix, 3 brand prefix, 4 contained. */
export function seedRank(brand: string, model: string, needle: string): number {
  return model === needle ? 0 : brand === needle ? 1 : model.startsWith(needle) ? 2 : brand.startsWith(needle) ? 3 : 4;
}

/** Orders hits of several lists as one ranking (seed 000 §5). */
export const compareHits = (a: Pick<SearchHit, "rank" | "key">, b: Pick<SearchHit, "rank" | "key">): number =>
  a.rank - b.rank || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Filters and ranks `items` for `term` (seed 000 §5). */
export function searchProducts<T extends Searchable>(items: readonly T[], term: string): T[] {
  return searchPositions(buildSearchIndex(items), term).map((i) => items[i]);
}
