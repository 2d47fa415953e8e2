/** What makes a typed term searchable: its limits and its trimmed form. No search code, so any page can load it. */
/** PRODUCT-RULES.md (States): a search needs at least this many trimmed characters. */
export const SEARCH_MIN_CHARS = 3;
/** The longest term searched across the catalogue (the header search's box takes no more). */
export const SEARCH_TERM_MAX = 100;
/** PRODUCT-RULES.md (Limits): typing pauses this long before a search runs. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The term to search for, or null when it is too short to search (an empty term clears results). */
export function normaliseSearchTerm(raw: string): string | null {
  const term = raw.trim();
  return term.length >= SEARCH_MIN_CHARS ? term : null;
}
