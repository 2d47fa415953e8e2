import { alphabeticalOrder, type SearchIndex } from "./search";

/**
 * What the forgiving search (shared/fuzzy-search.ts) reads of a category, made once per build from
 * its search index (the worker keeps it in the isolate's memory): every distinct part of the
 * products' folded "brand model" (runs of letters, runs of digits: "galaxy s25+" → galaxy, s, 25)
 * with the products that have it, and each product's place in alphabetical order.
 */
export interface FuzzyIndex {
  size: number;
  /** Distinct parts, sorted: the parts starting with a prefix are one range. */
  words: string[];
  /** The positions of the products that have part w, ascending: postings[postingStart[w]] … postings[postingStart[w + 1] − 1]. */
  postingStart: Int32Array;
  postings: Int32Array;
  /** The value of each part of digits (NaN for letters). */
  values: Float64Array;
  /** Which characters each part has (shared/fuzzy-index.ts charMask): a part missing a character of the term cannot contain it. */
  masks: Int32Array;
  /** Parts of letters, and parts of digits, as indexes into `words`. */
  letterWords: Int32Array;
  /** Parts of letters by length: those of length n are byLength[lengthStart[n]] … byLength[lengthStart[n + 1] − 1]. */
  byLength: Int32Array;
  lengthStart: Int32Array;
  digitWords: Int32Array;
  /** Parts of digits by value, ascending (nearest numbers are neighbours). */
  byValue: Int32Array;
  /** Product i's parts: partWords[partStart[i]] … partWords[partStart[i + 1] − 1] (a few products checked without reading a part's every product). */
  partStart: Int32Array;
  partWords: Int32Array;
  /** The part each product's brand and model begin with (−1 when they begin otherwise): the name search's ranks without comparing text. */
  brandHead: Int32Array;
  modelHead: Int32Array;
  /** Each product's rank in brand-then-model natural order (PRODUCT-RULES.md (Filters and search)'s last criterion). */
  alphabetical: Int32Array;
}

const isLetter = (code: number, text: string, at: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code > 127 && /\p{L}/u.test(text[at]));
const isDigit = (code: number) => code >= 48 && code <= 57;

/** Runs of letters and runs of digits of a folded text, in order; everything else separates them. */
export function textParts(folded: string): string[] {
  const parts: string[] = [];
  let start = -1;
  let digits = false;
  for (let at = 0; at <= folded.length; at++) {
    const code = at < folded.length ? folded.charCodeAt(at) : 32;
    const digit = isDigit(code);
    const part = digit || isLetter(code, folded, at);
    if (start >= 0 && (!part || digit !== digits)) {
      parts.push(folded.slice(start, at));
      start = -1;
    }
    if (part && start < 0) {
      start = at;
      digits = digit;
    }
  }
  return parts;
}

/** The part a folded text begins with, or null when it begins with something else. */
function headOf(folded: string, parts: readonly string[]): string | null {
  const first = parts[0];
  return first !== undefined && folded.startsWith(first) ? first : null;
}

export const isDigitPart = (part: string) => isDigit(part.charCodeAt(0));

/**
 * The characters of a part as bits: a–z (or 0–9) each their own, anything else one more. Two parts
 * within k edits differ by at most k of them, and a part contains another only if it has all of
 * its bits: one integer test spares most of the text comparisons over a category's parts.
 */
export function charMask(part: string): number {
  let mask = 0;
  for (let at = 0; at < part.length; at++) {
    const code = part.charCodeAt(at);
    // Digits share bits with letters: parts of digits and parts of letters are never compared.
    mask |= 1 << (code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? code - 48 : 31);
  }
  return mask;
}

/** Bits set in a 32-bit mask. */
export function bitCount(mask: number): number {
  let n = mask - ((mask >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function buildFuzzyIndex(search: SearchIndex): FuzzyIndex {
  const size = search.brands.length;
  const byWord = new Map<string, number[]>();
  const productParts: string[][] = [];
  const heads: [string | null, string | null][] = [];
  // Brands repeat across a category: each is cut into parts once.
  const brandParts = new Map<string, string[]>();
  for (let i = 0; i < size; i++) {
    const own: string[] = [];
    const brand = search.brands[i];
    let ofBrand = brandParts.get(brand);
    if (!ofBrand) brandParts.set(brand, (ofBrand = textParts(brand)));
    const ofModel = textParts(search.models[i]);
    heads.push([headOf(brand, ofBrand), headOf(search.models[i], ofModel)]);
    // "brand model" is cut where brand and model are: the space between them separates parts.
    for (const part of [...ofBrand, ...ofModel]) {
      let list = byWord.get(part);
      if (!list) byWord.set(part, (list = []));
      if (list[list.length - 1] !== i) {
        list.push(i);
        own.push(part);
      }
    }
    productParts.push(own);
  }
  const words = [...byWord.keys()].sort();
  const id = new Map(words.map((word, w) => [word, w]));
  const values = Float64Array.from(words, (word) => (isDigitPart(word) ? Number(word) : Number.NaN));
  const digitWords = Int32Array.from(words.keys()).filter((w) => isDigitPart(words[w]));
  const partStart = new Int32Array(size + 1);
  productParts.forEach((own, i) => (partStart[i + 1] = partStart[i] + own.length));
  const partWords = new Int32Array(partStart[size]);
  productParts.forEach((own, i) => own.forEach((part, k) => (partWords[partStart[i] + k] = id.get(part)!)));
  const alphabetical = alphabeticalOrder(search).places;
  // One array for every part's products: thousands of small typed arrays cost more to make than to read.
  const postingStart = new Int32Array(words.length + 1);
  words.forEach((word, w) => (postingStart[w + 1] = postingStart[w] + byWord.get(word)!.length));
  const postings = new Int32Array(postingStart[words.length]);
  words.forEach((word, w) => postings.set(byWord.get(word)!, postingStart[w]));
  const letterWords = Int32Array.from(words.keys()).filter((w) => !isDigitPart(words[w]));
  const longest = letterWords.reduce((n, w) => Math.max(n, words[w].length), 0);
  const byLength = Int32Array.from(letterWords).sort((a, b) => words[a].length - words[b].length);
  const lengthStart = new Int32Array(longest + 2);
  for (const w of letterWords) lengthStart[words[w].length + 1]++;
  for (let n = 1; n < lengthStart.length; n++) lengthStart[n] += lengthStart[n - 1];
  return {
    size,
    words,
    postingStart,
    postings,
    values,
    masks: Int32Array.from(words, charMask),
    letterWords,
    byLength,
    lengthStart,
    digitWords,
    byValue: Int32Array.from(digitWords).sort((a, b) => values[a] - values[b]),
    partStart,
    partWords,
    brandHead: Int32Array.from(heads, ([brand]) => (brand === null ? -1 : id.get(brand)!)),
    modelHead: Int32Array.from(heads, ([, model]) => (model === null ? -1 : id.get(model)!)),
    alphabetical,
  };
}

/** A rough size in memory, for the isolate's byte budget. */
export function fuzzyIndexBytes(index: FuzzyIndex): number {
  // With the working arrays a query reuses (shared/fuzzy-scratch.ts), ~46 bytes a product.
  let bytes = index.size * 66 + index.partWords.byteLength + index.postings.byteLength + index.words.length * 64;
  for (const word of index.words) bytes += word.length * 2;
  return bytes;
}

/** The first index of `words` (sorted) not below `text`. */
export function lowerBound(words: readonly string[], text: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle] < text) low = middle + 1;
    else high = middle;
  }
  return low;
}
