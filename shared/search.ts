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

/** Seed 000 §5: the term must be contained in the model, the brand, or "brand model". */
export function matchesSearch(item: Searchable, term: string): boolean {
  const needle = foldText(term.trim());
  const brand = foldText(item.brand);
  const model = foldText(item.model);
  return model.includes(needle) || brand.includes(needle) || `${brand} ${model}`.includes(needle);
}

/** Lower rank sorts first: exact model, exact brand, model prefix, brand prefix, then the rest. */
function rankOf(item: Searchable, needle: string): number {
  const brand = foldText(item.brand);
  const model = foldText(item.model);
  if (model === needle) return 0;
  if (brand === needle) return 1;
  if (model.startsWith(needle)) return 2;
  if (brand.startsWith(needle)) return 3;
  return 4;
}

/** Filters and ranks `items` for `term` (seed 000 §5); ties fall back to brand, then model, alphabetically. */
export function searchProducts<T extends Searchable>(items: readonly T[], term: string): T[] {
  const needle = foldText(term.trim());
  const collator = new Intl.Collator("es", { sensitivity: "base", numeric: true });
  return items
    .filter((item) => matchesSearch(item, term))
    .map((item) => ({ item, rank: rankOf(item, needle) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        collator.compare(a.item.brand, b.item.brand) ||
        collator.compare(a.item.model, b.item.model),
    )
    .map(({ item }) => item);
}
