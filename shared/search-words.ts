/**
 * Two rules of the name search that are about words rather than letters (PRODUCT-RULES.md, Searches
 * in shoppers' words):
 * - a spec word ("qled", "led", "anc") is a whole word of a name or nothing: "led" is not in
 *   "OLED55C54LA" and "anc" is not in "Balance", so a name containing another spec word never
 *   answers for it;
 * - "A o B", "A y B", "A contra B" and "A vs B" search both A and B.
 */

/** Folded words that name a spec option somewhere in the catalogue: matched only as whole words, never within a longer one nor by a typo. */
export const SPEC_WORDS: ReadonlySet<string> = new Set([
  "oled",
  "qled",
  "led",
  "lcd",
  "ips",
  "amoled",
  "poled",
  "ltpo",
  "mip",
  "anc",
  "4k",
  "8k",
  "uhd",
  "fhd",
  "hdr",
  "vrr",
  "nfc",
  "gps",
  "5g",
  "4g",
  "lte",
]);

/** Words joining two products a shopper weighs against each other. */
const ALTERNATIVE_WORDS = new Set(["o", "y", "vs", "vs.", "versus", "contra", "or", "and"]);
export const isJoiningWord = (word: string) => ALTERNATIVE_WORDS.has(word.toLowerCase());

/**
 * The searches a term stands for: "s25 ultra o xiaomi 15 ultra" is "s25 ultra" and "xiaomi 15
 * ultra"; a term without a joining word between two words is itself. A side shorter than the search's
 * minimum is kept in the term rather than searched alone.
 */
export function splitAlternatives(term: string, minLength = 2): string[] {
  const words = term.trim().split(/\s+/).filter(Boolean);
  const sides: string[][] = [[]];
  for (const word of words) {
    if (isJoiningWord(word) && sides[sides.length - 1].length > 0) sides.push([]);
    else sides[sides.length - 1].push(word);
  }
  const joined = sides.map((side) => side.join(" ")).filter(Boolean);
  if (joined.length < 2 || joined.some((side) => side.length < minLength)) return [term.trim()];
  return joined;
}

const isLetter = (c: string | undefined) => c !== undefined && /[a-z\u00c0-\u024f]/.test(c);
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

/** Whether `word` stands alone at `at` of `text`: no letter (or digit, for a digit) runs on either side. */
function standsAlone(text: string, word: string, at: number): boolean {
  const before = text[at - 1];
  const after = text[at + word.length];
  const sameKind = (c: string | undefined, edge: string) => (isDigit(edge) ? isDigit(c) : isLetter(c));
  return !sameKind(before, word[0]) && !sameKind(after, word[word.length - 1]);
}

/** The spec words of a folded needle, or none. */
export function specWordsOf(needle: string): string[] {
  return needle.split(/\s+/).filter((word) => SPEC_WORDS.has(word));
}

/** Whether each spec word of the needle stands alone somewhere in the folded text. */
export function hasWholeSpecWords(text: string, specWords: readonly string[]): boolean {
  return specWords.every((word) => {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) if (standsAlone(text, word, at)) return true;
    return false;
  });
}
