import type { CategoryId } from "./categories";
import type { FuzzyIndex } from "./fuzzy-index";
import { matchCategory } from "./fuzzy-search";
import type { SearchIndex } from "./search";

/** Suggestions shown under each category's heading. */
export const SUGGESTIONS_PER_GROUP = 5;

export interface SuggestionSource {
  categoryId: CategoryId;
  search: SearchIndex;
  fuzzy: FuzzyIndex;
}

export interface SuggestionGroup {
  categoryId: CategoryId;
  /** Products of the category that match. */
  total: number;
  /** Of them, those the category's own listing shows for the term (the name search). */
  listed: number;
  /** Row positions of the best matches, best first. */
  positions: number[];
}

/**
 * The header search's suggestions: each category's best matches of the term (shared/fuzzy-search.ts),
 * grouped by category, the category with the best match first (then the one with more matches).
 * Only the fullest matches anywhere are kept: when some product meets every word of the term,
 * products that miss one are left out everywhere.
 */
export function suggest(sources: readonly SuggestionSource[], term: string, perGroup = SUGGESTIONS_PER_GROUP): SuggestionGroup[] {
  // A category whose listing alone fills its group shows those and counts them: what its link lists.
  const matches = sources.map((source) => matchCategory(source.search, source.fuzzy, term, { enough: perGroup }));
  let fewestMissing = Infinity;
  for (const m of matches) if (m.positions.length > 0 && m.missing < fewestMissing) fewestMissing = m.missing;

  const ranked: { group: SuggestionGroup; best: number; order: number }[] = [];
  sources.forEach((source, k) => {
    const m = matches[k];
    const alphabetical = source.fuzzy.alphabetical;
    const before = (a: number, b: number) => m.score[a] - m.score[b] || alphabetical[m.positions[a]] - alphabetical[m.positions[b]];
    // The best few by insertion: a category may match thousands, and only `perGroup` are shown.
    if (m.positions.length === 0 || m.missing !== fewestMissing) return;
    const top: number[] = [];
    const total = m.positions.length;
    for (let h = 0; h < total; h++) {
      if (top.length === perGroup && before(h, top[perGroup - 1]) >= 0) continue;
      let at = Math.min(top.length, perGroup - 1);
      top[at] = h;
      while (at > 0 && before(top[at], top[at - 1]) < 0) {
        [top[at], top[at - 1]] = [top[at - 1], top[at]];
        at--;
      }
    }
    const group = { categoryId: source.categoryId, total, listed: fewestMissing === 0 ? m.contained : 0, positions: top.map((h) => m.positions[h]) };
    ranked.push({ group, best: m.score[top[0]], order: k });
  });
  return ranked.sort((a, b) => a.best - b.best || b.group.total - a.group.total || a.order - b.order).map((r) => r.group);
}
