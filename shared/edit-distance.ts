/**
 * Damerau–Levenshtein distance (optimal string alignment: a swap of two neighbours is one edit, as
 * when a shopper types "samsumg") between a query word and a catalogue word, bounded by `max`: the
 * search only asks whether two words are within 1 or 2 edits, so rows stop as soon as every cell of
 * one is over the bound.
 *
 * Returns both the distance to the whole word and the best distance to any of its prefixes (the
 * shopper is still typing: "samsu" is a prefix of "samsung", "samsum" one edit from its prefix
 * "samsun"); each is max + 1 when over the bound.
 */
export interface EditDistances {
  whole: number;
  prefix: number;
}

// Three rows reused by every call: the search is synchronous, so no two calls overlap.
let rows: Int32Array[] = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

export function boundedEditDistances(query: string, word: string, max: number): EditDistances {
  const m = query.length;
  const over = max + 1;
  // Only word prefixes up to m + max characters can be within `max` edits of the query.
  const n = Math.min(word.length, m + max);
  if (rows[0].length < n + 1) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let before = rows[0];
  let previous = rows[1];
  let current = rows[2];
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    let rowMin = i;
    const q = query.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const w = word.charCodeAt(j - 1);
      let cell = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (q === w ? 0 : 1));
      if (i > 1 && j > 1 && q === word.charCodeAt(j - 2) && query.charCodeAt(i - 2) === w) cell = Math.min(cell, before[j - 2] + 1);
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (rowMin > max) return { whole: over, prefix: over };
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  // `previous` now holds the last row: the query against every prefix of the word.
  let prefix = over;
  for (let j = Math.max(0, m - max); j <= n; j++) if (previous[j] < prefix) prefix = previous[j];
  const whole = word.length <= m + max ? Math.min(previous[word.length], over) : over;
  return { whole, prefix: Math.min(prefix, over) };
}
