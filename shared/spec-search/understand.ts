import type { AppliedFilters, RangeValue } from "../filters/types";
import type { ListingQuery, SortId } from "../listing-query";
import { isJoiningWord } from "../search-words";
import { foldText } from "../text";
import { STOP_WORDS } from "./shopper-words";
import type { SpecVocabulary } from "./vocabulary";

/**
 * A search that understands specs: the words of a term that name one of the category's filters
 * (its vocabulary, shared/spec-search/vocabulary.ts) become that filter, and the rest stays the
 * name search. "oled 55" in Televisores is Tipo de panel: OLED and 55″, with no name to search.
 *
 * Longest phrase first (three words, then two, then one); then numbers with their unit ("55",
 * "55 pulgadas", "120 hz", "128gb"). A brand typed one slip off ("samsumg", five letters or more)
 * is corrected in the name search; a brand beside understood words is a filter ("lg oled"), and a
 * brand alone stays the name search (which never lists "Sonos" for "sony").
 */
export interface Understanding {
  filters: AppliedFilters;
  /** The words not understood, as typed (folded): the name search. */
  rest: string;
  /** The order a word asked for ("barato": cheapest first), when one did. */
  sort?: SortId;
  /** The words understood, for a test or a log; the page shows the filters as chips. */
  understood: string[];
}

const INCH_WORDS = new Set(["pulgadas", "pulgada", "pulg", '"', "″", "''", "in"]);
const HZ_WORDS = new Set(["hz", "hercios"]);
const GB_WORDS: Record<string, number> = { gb: 1, tb: 1024 };

/** Lists are joined, ranges and flags replaced: "oled qled" is either panel. */
export function mergeFilters(base: AppliedFilters, extra: AppliedFilters): AppliedFilters {
  const merged: AppliedFilters = { ...base };
  for (const [id, value] of Object.entries(extra)) {
    const current = merged[id];
    if (Array.isArray(value) && Array.isArray(current)) merged[id] = [...new Set([...current, ...value])];
    else if (id === "otherFeatures" && current && value) merged[id] = { ...(current as Record<string, true>), ...(value as Record<string, true>) };
    else merged[id] = Array.isArray(value) ? [...value] : typeof value === "object" ? { ...(value as object) } : value;
  }
  return merged;
}

/**
 * One typing slip apart: a letter wrong, missing, extra, or two neighbours swapped ("samsumg").
 * Written out rather than the header's bounded edit distance: this runs in the listing's first
 * script, where every byte counts, and only ever asks "one edit or not".
 */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return a === b;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function nearBrand(word: string, brands: Record<string, string>): string | undefined {
  if (word.length < 5) return undefined;
  const near = Object.keys(brands).find((folded) => folded[0] === word[0] && oneSlipApart(word, folded));
  return near && brands[near];
}

export function understandTerm(vocabulary: SpecVocabulary | undefined, term: string): Understanding {
  const words = foldText(term)
    .replace(/(\d)(["″]|pulgadas?\b|hz\b|gb\b|tb\b)/g, "$1 $2")
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (!vocabulary) return { filters: {}, rest: words.join(" "), understood: [] };
  let filters: AppliedFilters = {};
  let sort: SortId | undefined;
  const rest: string[] = [];
  const understood: string[] = [];
  const brands: string[] = [];
  const take = (phrase: string, extra: AppliedFilters) => {
    filters = mergeFilters(filters, extra);
    understood.push(phrase);
  };
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(3, words.length - i); n >= 1 && !matched; n--) {
      const phrase = words.slice(i, i + n).join(" ");
      const meaning = Object.hasOwn(vocabulary.phrases, phrase) ? vocabulary.phrases[phrase] : undefined;
      const asked = vocabulary.sorts && Object.hasOwn(vocabulary.sorts, phrase) ? vocabulary.sorts[phrase] : undefined;
      if (meaning || asked) {
        take(phrase, meaning ?? {});
        // The first order asked for wins: "barato con buena cámara" is cheapest first.
        sort ??= asked;
        matched = n;
      }
    }
    if (matched) {
      i += matched;
      continue;
    }
    const word = words[i];
    const next = words[i + 1] ?? "";
    const number = /^\d+(?:[.,]\d+)?$/.test(word) ? Number(word.replace(",", ".")) : Number.NaN;
    if (number === number && vocabulary.refresh && HZ_WORDS.has(next)) {
      take(`${word} ${next}`, { [vocabulary.refresh]: { min: number } satisfies RangeValue });
      i += 2;
    } else if (number === number && vocabulary.storage && next in GB_WORDS) {
      const gb = number * GB_WORDS[next];
      take(`${word} ${next}`, { [vocabulary.storage]: { min: gb, max: gb } });
      i += 2;
    } else if (number === number && vocabulary.size?.values.includes(number)) {
      const unit = INCH_WORDS.has(next);
      take(unit ? `${word} ${next}` : word, { [vocabulary.size.filter]: { min: number, max: number } });
      i += unit ? 2 : 1;
    } else if (vocabulary.brands[word]) {
      brands.push(vocabulary.brands[word]);
      rest.push(word);
      i++;
    } else {
      // A slip in a brand is corrected in the name search, as the header's search forgives it.
      const near = nearBrand(word, vocabulary.brands);
      if (near) understood.push(word);
      rest.push(near ? foldText(near) : word);
      i++;
    }
  }
  const sorted = sort ? { sort } : {};
  // A brand beside spec words is a filter ("lg oled": LG's OLEDs); alone it stays the name search.
  if (brands.length && understood.length) {
    take(brands.map(foldText).join(" "), { brand: brands });
    const named = new Set(brands.map(foldText));
    return { filters, rest: wordsLeft(rest.filter((w) => !named.has(w))), understood, ...sorted };
  }
  return { filters, rest: understood.length ? wordsLeft(rest) : rest.join(" "), understood, ...sorted };
}

/** Once words are understood, the little words between them ("para", "con") and a lone "o" or "y" are no name to search. */
function wordsLeft(rest: readonly string[]): string {
  const words = rest.filter((w) => !STOP_WORDS.has(w));
  while (words.length && isJoiningWord(words[0])) words.shift();
  while (words.length && isJoiningWord(words[words.length - 1])) words.pop();
  return words.join(" ");
}

/**
 * The listing a query asks for once its term is understood: the understood filters added to the
 * chosen ones, and the rest of the term as the name search. Nothing understood, nothing changed.
 */
export function understandQuery(query: ListingQuery, vocabulary: SpecVocabulary | undefined): ListingQuery {
  if (!query.term || !vocabulary) return query;
  const { filters, rest, understood, sort } = understandTerm(vocabulary, query.term);
  if (!understood.length) return query;
  // A sort chosen in the listing stays: the word's order is only the default's replacement.
  return { ...query, term: rest, filters: mergeFilters(query.filters, filters), ...(sort && query.sort === "relevancia" ? { sort } : {}) };
}
