import { boundedEditDistances } from "./edit-distance";
import { bitCount, charMask, isDigitPart, lowerBound, textParts, type FuzzyIndex } from "./fuzzy-index";
import { scratchFor, type Marks, type Scratch } from "./fuzzy-scratch";
import { containing, rarestRun, matchRank, TRIGRAM_MIN_PRODUCTS, type SearchIndex } from "./search";
import { SPEC_WORDS } from "./search-words";
import { foldText } from "./text";

/**
 * Search that forgives what shoppers type, for the header's suggestions: "samsumg" finds
 * Samsung, "iphone 15" the iPhone 15 and then the 16s, "galaxy s24" the S25s. The name search
 * (shared/search.ts: the term contained in brand, model or "brand model") still decides the listing;
 * its matches come first here too, in its ranking (PRODUCT-RULES.md, Filters and search), and the forgiving ones follow.
 *
 * Each part of the term (shared/fuzzy-index.ts: runs of letters and of digits) must meet a part of the
 * product: letters exactly, as a prefix, or from 4 letters within 1 edit (2 from 7 letters,
 * Damerau–Levenshtein, so "samsumg" is one edit from "samsung"); digits exactly, as a prefix while
 * being typed, or as the nearest numbers the category has. Exact beats prefix beats fuzzy; nearer
 * numbers beat farther ones. The work follows what matches, through the index's parts: no pass over
 * every product of a category. Where the name search alone fills what is shown, the forgiving
 * matches are not looked for (matchCategory's `enough`).
 */

/** The matches of a term in one category (its fullest only: see `missing`), unordered. Lower scores are better. */
export interface CategoryMatches {
  positions: number[];
  /** Parts of the term these products do not meet: the same for all, the fewest in this category. */
  missing: number;
  /** 0–4: the name search's ranks for a contained term; from 10: the cost of a forgiving match. */
  score: number[];
  /** How many of the matches the name search finds (what the category's own listing shows for the term). */
  contained: number;
  /** Whether the forgiving matches were looked for only among the products of the term's rarest part (meetThroughRarestPart). */
  narrowed: boolean;
}

/** Score of a forgiving match: 10 + cost × COST_STEP + distance between numbers. */
const FORGIVING = 10;
const COST_STEP = 1e7;

/** A part narrows the search when the others have this many times its products (meetThroughRarestPart). */
const NARROWING_GAIN = 2;

/** Letters allowed to differ: none below 4 letters, 1 up to 6, 2 from 7. */
const editsAllowed = (length: number) => (length < 4 ? 0 : length < 7 ? 1 : 2);

/**
 * Adds the products whose folded "brand model" contains the folded term (PRODUCT-RULES.md, Filters and search), with the
 * name search's rank, found through the parts they must have: a part between two others of the term is a
 * whole part of the product, the last one begins one, a lone one is inside one.
 */
function addContained(search: SearchIndex, index: FuzzyIndex, scratch: Scratch, needle: string, parts: readonly string[], out: CategoryMatches): void {
  const { words, postingStart, postings } = index;
  const { contained, seen } = scratch;
  const add = (p: number, rank: number) => {
    contained.set(p);
    out.positions.push(p);
    out.score.push(rank);
  };
  if (parts.length === 0) {
    for (const i of Array.from(containing(search, needle))) add(i, matchRank(search.brands[i], search.models[i], needle));
    return;
  }
  // Each constraint is a set of parts, one of which the product must have.
  const constraints: number[][] = [];
  if (parts.length >= 3) {
    for (const part of parts.slice(1, -1)) {
      const w = lowerBound(words, part);
      if (words[w] !== part) return;
      constraints.push([w]);
    }
  }
  if (parts.length >= 2) {
    const last = parts[parts.length - 1];
    const beginning: number[] = [];
    for (let w = lowerBound(words, last); w < words.length && words[w].startsWith(last); w++) beginning.push(w);
    constraints.push(beginning);
  } else {
    const part = parts[0];
    const mask = charMask(part);
    const inside: number[] = [];
    for (const w of isDigitPart(part) ? index.digitWords : index.letterWords) if ((index.masks[w] & mask) === mask && words[w].includes(part)) inside.push(w);
    constraints.push(inside);
  }
  const [lists, second] = constraints.map((c) => ({ c, n: productsOf(index, c) })).sort((a, b) => a.n - b.n);
  // A term that is one part and nothing else is in every product with a part containing it, and
  // its rank follows from the parts that brand and model begin with (those beginning with the term
  // are one range of the sorted parts): a term matching thousands of products compares no text.
  const sure = parts.length === 1 && parts[0] === needle;
  // Any other term is compared as text: the rarest run of three characters ("-12" of "sx-12") may name fewer products.
  if (!sure && needle.length >= 3 && search.combined.length >= TRIGRAM_MIN_PRODUCTS) {
    const run = rarestRun(search, needle);
    if (run.length < lists.n) {
      for (const p of run) if (search.combined[p].includes(needle)) add(p, matchRank(search.brands[p], search.models[p], needle));
      return;
    }
  }
  // Text is compared only for products that pass the two rarest constraints (a mark is cheaper than a comparison).
  const filter = second && second.n <= lists.n * 10 ? scratch.allowed : null;
  if (filter) {
    filter.clear();
    for (const w of second.c) for (let k = postingStart[w]; k < postingStart[w + 1]; k++) filter.set(postings[k]);
  }
  const from = lowerBound(words, needle);
  let to = from;
  while (to < words.length && words[to].startsWith(needle)) to++;
  const same = words[from] === needle ? from : -1;
  seen.clear();
  for (const w of lists.c) {
    for (let k = postingStart[w]; k < postingStart[w + 1]; k++) {
      const p = postings[k];
      if (seen.has(p) || (filter && !filter.has(p))) continue;
      seen.set(p);
      if (!sure) {
        if (search.combined[p].includes(needle)) add(p, matchRank(search.brands[p], search.models[p], needle));
        continue;
      }
      const model = index.modelHead[p];
      const brand = index.brandHead[p];
      const rank =
        model === same && search.models[p].length === needle.length
          ? 0
          : brand === same && search.brands[p].length === needle.length
            ? 1
            : model >= from && model < to
              ? 2
              : brand >= from && brand < to
                ? 3
                : 4;
      add(p, rank);
    }
  }
}

/** Whether two words may be within `max` edits: a letter of one's start meets the other's nearby. */
function mayBeClose(part: string, word: string, max: number): boolean {
  for (let i = 0; i <= max && i < part.length; i++) {
    const code = part.charCodeAt(i);
    for (let j = Math.max(0, i - max); j <= i + max && j < word.length; j++) if (word.charCodeAt(j) === code) return true;
  }
  return false;
}

/** The range of sorted `words` that begin with `prefix`. */
function prefixRange(words: readonly string[], prefix: string): [number, number] {
  const from = lowerBound(words, prefix);
  let to = from;
  while (to < words.length && words[to].startsWith(prefix)) to++;
  return [from, to];
}

/**
 * Each part of the category that a letter part of the term meets, with its cost: 0 the same, 1 a
 * longer part it begins, 2 per edit to the whole part, 2 per edit + 1 to a beginning of it. Typos
 * are looked for where they can be: whole parts of about the same length (by the index's lengths),
 * and beginnings of parts that start as the term does or with its first two letters swapped
 * ("smasu…" for "samsu…"; a typo in the first letter is found once the word is whole).
 */
function letterCosts(index: FuzzyIndex, part: string): Map<number, number> {
  const costs = new Map<number, number>();
  const { words, masks } = index;
  const [start, end] = prefixRange(words, part);
  if (words[start] === part) costs.set(start, 0);
  // One letter ("s" of "s24") would begin half the catalogue: it must be a whole part.
  if (part.length >= 2) for (let w = start; w < end; w++) if (!costs.has(w)) costs.set(w, 1);
  // A spec word is never another one typed wrong: "qled" does not find the OLEDs.
  const max = SPEC_WORDS.has(part) ? 0 : editsAllowed(part.length);
  if (max === 0) return costs;
  const mask = charMask(part);
  // Within `max` edits of the part (or of a beginning of it), a word has all but `max` of its characters.
  const shared = bitCount(mask) - max;
  const consider = (w: number, wholeOnly: boolean) => {
    if (costs.has(w) || bitCount(masks[w] & mask) < shared || !mayBeClose(part, words[w], max)) return;
    const { whole, prefix } = boundedEditDistances(part, words[w], max);
    if (whole <= max) costs.set(w, 2 * whole);
    else if (!wholeOnly && prefix <= max) costs.set(w, 2 * prefix + 1);
  };
  const { byLength, lengthStart } = index;
  const shortest = Math.max(1, part.length - max);
  const longest = Math.min(lengthStart.length - 2, part.length + max);
  for (let n = shortest; n <= longest; n++) for (let k = lengthStart[n]; k < lengthStart[n + 1]; k++) consider(byLength[k], true);
  const swapped = part[1] + part[0];
  for (const beginning of part[0] === part[1] ? [part[0]] : [part[0], swapped]) {
    const [from, to] = prefixRange(words, beginning);
    for (let w = from; w < to; w++) if (words[w].length > part.length - max) consider(w, false);
  }
  return costs;
}

/** Starts product p's tally of the parts of the term it meets, the first time one of them meets it. */
function startTally(scratch: Scratch, p: number, touched: number[]): void {
  if (scratch.met.has(p)) return;
  scratch.met.set(p);
  scratch.parts[p] = 0;
  scratch.cost[p] = 0;
  touched.push(p);
}

/** Marks each product's cheapest way to meet a part of letters (its costs: letterCosts), counting it among the parts it meets. */
function meetLetters(index: FuzzyIndex, scratch: Scratch, costs: ReadonlyMap<number, number>, touched: number[]): void {
  const { postingStart, postings } = index;
  const { contained, parts, cost, best, bestCost } = scratch;
  best.clear();
  for (const [w, c] of costs) {
    for (let k = postingStart[w]; k < postingStart[w + 1]; k++) {
      const p = postings[k];
      if (contained.has(p)) continue;
      startTally(scratch, p, touched);
      if (!best.has(p)) {
        best.set(p);
        bestCost[p] = c;
        parts[p]++;
        cost[p] += c * COST_STEP;
      } else if (c < bestCost[p]) {
        cost[p] -= (bestCost[p] - c) * COST_STEP;
        bestCost[p] = c;
      }
    }
  }
}

/** How far a nearest number may be from the term's. */
const nearCap = (wanted: number) => Math.max(2, wanted * 0.5);
/** How much farther than the nearest found still counts: a generation or two, not a range of model codes. */
const nearSlack = (wanted: number) => Math.min(Math.max(1, wanted * 0.1), 10);

/** The first place in `byValue` (parts of digits by value) whose value is not below `value`. */
function firstValueAtLeast(index: FuzzyIndex, value: number): number {
  const { byValue, values } = index;
  let low = 0;
  for (let span = byValue.length; span > 0;) {
    const half = span >> 1;
    if (values[byValue[low + half]] < value) {
      low += half + 1;
      span -= half + 1;
    } else span = half;
  }
  return low;
}

/** How many products a set of the category's parts gives (a product with two of them counted twice). */
const productsOf = (index: FuzzyIndex, words: Iterable<number>) => {
  let n = 0;
  for (const w of words) n += index.postingStart[w + 1] - index.postingStart[w];
  return n;
};

/**
 * The parts of digits that meetDigits may take for a number of the term: the same number, a
 * number it begins (while typed) and, beside words, every number within its farthest reach.
 */
function numberCandidates(index: FuzzyIndex, contained: Marks, digits: string, typing: boolean, besideWords: boolean): number[] {
  const { words, values, byValue, postingStart, postings } = index;
  const wanted = Number(digits);
  const found: number[] = [];
  let nameSearchHasIt = false;
  for (let w = lowerBound(words, digits); w < words.length && words[w].startsWith(digits); w++) {
    if (values[w] !== wanted && !(typing && words[w].length === digits.length + 1)) continue;
    found.push(w);
    for (let k = postingStart[w]; k < postingStart[w + 1] && !nameSearchHasIt; k++) nameSearchHasIt = contained.has(postings[k]);
  }
  if (!besideWords) return found;
  // A product the name search found has the number: nearer ones are taken only within the slack of it.
  const cap = nameSearchHasIt ? Math.min(nearSlack(wanted), nearCap(wanted)) : nearCap(wanted);
  for (let k = firstValueAtLeast(index, wanted - cap); k < byValue.length && values[byValue[k]] <= wanted + cap; k++)
    if (!found.includes(byValue[k])) found.push(byValue[k]);
  return found;
}

/**
 * Beside the name search's matches, a forgiving match must meet every part of the term, so it has the
 * term's rarest part. When that part is far rarer than the others ("sx-12" where every model has
 * "sx"), the products that have it are the only ones looked at, each product's own parts read for
 * the other parts, instead of every product of every part: the same marks as meetLetters', for
 * every product that can be kept. With one number in the term, the number is the part that
 * narrows (its nearest numbers are taken among products whose words are known: all of them are
 * among these); with none, the rarest word; with more, nothing is narrowed. Returns false, having
 * marked nothing, when the term is not narrowed.
 */
function meetThroughRarestPart(
  index: FuzzyIndex,
  scratch: Scratch,
  parts: readonly string[],
  costs: readonly ReadonlyMap<number, number>[],
  touched: number[],
): boolean {
  const digitParts = parts.flatMap((part, k) => (isDigitPart(part) ? [k] : []));
  if (digitParts.length > 1 || costs.length === 0) return false;
  const letterProducts = costs.map((partCosts) => productsOf(index, partCosts.keys()));
  const allLetterProducts = letterProducts.reduce((a, b) => a + b, 0);
  let through: readonly number[];
  if (digitParts.length === 1) {
    const k = digitParts[0];
    through = numberCandidates(index, scratch.contained, parts[k], k === parts.length - 1, true);
  } else {
    const rarest = letterProducts.indexOf(Math.min(...letterProducts));
    through = [...costs[rarest].keys()];
  }
  // Reading a product's own parts costs a few times a mark: narrowing pays only for a part much rarer than the rest.
  if (productsOf(index, through) * NARROWING_GAIN > allLetterProducts) return false;

  const { postingStart, postings, partStart, partWords } = index;
  const { contained, seen, parts: metParts, cost, word, wordCost } = scratch;
  const candidates: number[] = [];
  seen.clear();
  for (const w of through) {
    for (let k = postingStart[w]; k < postingStart[w + 1]; k++) {
      const p = postings[k];
      if (contained.has(p) || seen.has(p)) continue;
      seen.set(p);
      candidates.push(p);
    }
  }
  for (const partCosts of costs) {
    word.clear();
    for (const [w, c] of partCosts) {
      word.set(w);
      wordCost[w] = c;
    }
    for (const p of candidates) {
      let best = -1;
      for (let j = partStart[p]; j < partStart[p + 1]; j++) {
        const w = partWords[j];
        if (word.has(w) && (best < 0 || wordCost[w] < best)) best = wordCost[w];
      }
      if (best < 0) continue;
      startTally(scratch, p, touched);
      metParts[p]++;
      cost[p] += best * COST_STEP;
    }
  }
  return true;
}

/** Kinds of number match, best first. */
const EXACT = 0;
const PREFIX = 1;
const NEAR = 2;

/**
 * Marks how each allowed product meets a part of digits: exactly; as a prefix while it is being
 * typed (the term's last part, at most one digit short: "iphone 1" → 15, 16); or, when words of the
 * term say which products are meant (`allowed`), as the nearest numbers they have ("iphone 15" → 15,
 * then 16; "galaxy s24" → s25), as long as those are not far off in themselves (a 10 is no answer to 24).
 */
function meetDigits(index: FuzzyIndex, scratch: Scratch, digits: string, typing: boolean, allowed: boolean, touched: number[]): void {
  const { words, postingStart, postings, values, byValue } = index;
  const { contained, parts, cost, kind, kindOf, distance } = scratch;
  const wanted = Number(digits);
  kind.clear();
  const newlyMet: number[] = [];
  let found = false;
  const take = (w: number, k: number) => {
    const d = Math.abs(values[w] - wanted);
    for (let j = postingStart[w]; j < postingStart[w + 1]; j++) {
      const p = postings[j];
      // A product the name search found is a match of this number too: nearer ones must measure up to it.
      if (contained.has(p)) {
        found = true;
        continue;
      }
      if (allowed && !scratch.allowed.has(p)) continue;
      if (kind.has(p) && (kindOf[p] < k || (kindOf[p] === k && distance[p] <= d))) continue;
      if (!kind.has(p)) newlyMet.push(p);
      kind.set(p);
      kindOf[p] = k;
      distance[p] = d;
      found = true;
    }
  };
  for (let w = lowerBound(words, digits); w < words.length && words[w].startsWith(digits); w++) {
    if (values[w] === wanted) take(w, EXACT);
    else if (typing && words[w].length === digits.length + 1) take(w, PREFIX);
  }
  if (allowed) {
    const cap = nearCap(wanted);
    const slack = nearSlack(wanted);
    let reach = found ? Math.min(slack, cap) : cap;
    // Outwards from the wanted value, nearest first, while within reach of the nearest found.
    let high = firstValueAtLeast(index, wanted);
    let low = high - 1;
    while (low >= 0 || high < byValue.length) {
      const below = low >= 0 ? wanted - values[byValue[low]] : Infinity;
      const above = high < byValue.length ? values[byValue[high]] - wanted : Infinity;
      const d = Math.min(below, above);
      if (d > reach) break;
      const before = found;
      take(below <= above ? byValue[low--] : byValue[high++], NEAR);
      if (!before && found) reach = Math.min(d + slack, cap);
    }
  }
  for (const p of newlyMet) {
    startTally(scratch, p, touched);
    parts[p]++;
    cost[p] += kindOf[p] * COST_STEP + Math.min(distance[p], COST_STEP - 1);
  }
}

/**
 * The term's matches in one category: the name search's (contained) first, then the products that meet the
 * most parts of the term, all of them or all but up to half ("iphone 17 pro max" still finds the 16
 * Pro); the caller keeps the fullest matches across categories.
 */
export function matchCategory(
  search: SearchIndex,
  index: FuzzyIndex,
  term: string,
  {
    enough = Number.POSITIVE_INFINITY,
    narrowing = true,
  }: {
    /**
     * When the name search finds this many (the cards a group shows), forgiving matches are not
     * looked for: none would be shown, and the count is then what the category's own listing finds.
     */
    enough?: number;
    /** False: every product of every part is marked (the reference the narrowed search is tested against). */
    narrowing?: boolean;
  } = {},
): CategoryMatches {
  const needle = foldText(term.trim());
  const parts = textParts(needle);
  const scratch = scratchFor(index);
  scratch.contained.clear();
  const out: CategoryMatches = { positions: [], missing: 0, score: [], contained: 0, narrowed: false };
  addContained(search, index, scratch, needle, parts, out);
  out.contained = out.positions.length;
  if (parts.length === 0 || out.contained >= enough) return out;

  const letterParts = parts.filter((p) => !isDigitPart(p));
  const costs = letterParts.map((part) => letterCosts(index, part));
  const tolerated = Math.floor(parts.length / 2);
  const touched: number[] = [];
  scratch.met.clear();
  // Beside the name search's matches only forgiving matches of every part are kept: a rare part may say which products to look at.
  out.narrowed = narrowing && out.contained > 0 && meetThroughRarestPart(index, scratch, parts, costs, touched);
  if (!out.narrowed) for (const partCosts of costs) meetLetters(index, scratch, partCosts, touched);
  // With words in the term, only products meeting enough of them are considered for its numbers.
  scratch.allowed.clear();
  for (const p of touched) if (letterParts.length - scratch.parts[p] <= tolerated) scratch.allowed.set(p);
  parts.forEach((part, k) => {
    if (isDigitPart(part)) meetDigits(index, scratch, part, k === parts.length - 1, letterParts.length > 0, touched);
  });

  let fewest = parts.length;
  for (const p of touched) if (parts.length - scratch.parts[p] < fewest) fewest = parts.length - scratch.parts[p];
  // Contained products meet the whole term: beside them, only forgiving matches as full are kept.
  if (fewest > tolerated || (out.contained > 0 && fewest > 0)) return out;
  out.missing = fewest;
  for (const p of touched) {
    if (parts.length - scratch.parts[p] !== fewest) continue;
    out.positions.push(p);
    out.score.push(FORGIVING + scratch.cost[p]);
  }
  return out;
}
