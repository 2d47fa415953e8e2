import type { CategoryId } from "../categories";
import { columnSortFilter } from "../column-sort";
import { FEATURES_FILTER_ID, type AppliedFilters, type FilterDefinition } from "../filters/types";
import { sortsFor, type SortId } from "../listing-query";
import { foldText } from "../text";
import { useFilters, type OfferedUse } from "../uses/offered-uses";
import { CATEGORY_WORDS } from "./category-words";
import { SHOPPER_WORDS, SHOPPER_WORDS_EVERYWHERE, type ShopperMeaning } from "./shopper-words";

/**
 * The words a category's search understands as filters ("oled" → Tipo de panel: OLED), worked out
 * when the category is built from its own filters, so a word is only understood where the data
 * has what it names. Read by shared/spec-search/understand.ts.
 */
export interface SpecVocabulary {
  /** Folded phrases of one to three words → the filters they stand for. */
  phrases: Record<string, AppliedFilters>;
  /** Folded phrases → the sort they ask for ("barato": cheapest first; shared/spec-search/shopper-words.ts). Absent in older builds. */
  sorts?: Record<string, SortId>;
  /** Brands, folded → as written, for exact and near (typo) matches. */
  brands: Record<string, string>;
  /** Whole-inch screen sizes products come in ("55", "55 pulgadas") → this range filter. */
  size?: { filter: string; values: number[] };
  /** "120 hz": at least that refresh rate. */
  refresh?: string;
  /** "128gb", "1 tb": that storage. */
  storage?: string;
}

/** Words for options whose values are codes ("3840x2160"): what shoppers type instead. */
const OPTION_SYNONYMS: Record<string, string[]> = {
  "3840x2160": ["4k", "uhd", "4k uhd"],
  "7680x4320": ["8k"],
  "1920x1080": ["full hd", "1080p", "fhd"],
};

/** Other words for a feature checkbox, by its id. */
const FEATURE_SYNONYMS: Record<string, string[]> = {
  "audio.noiseCancellation.active": ["anc", "cancelacion de ruido", "cancelacion activa de ruido", "cancelacion de ruido activa"],
  "gaming.vrrSupport": ["vrr"],
  "connectivity.nfc": ["nfc"],
  "activityTracking.gps": ["gps"],
};

/** An option worth a word: it has letters, and at most three words (not a processor's long name). */
const isWordy = (folded: string) => /[a-z]/.test(folded) && folded.split(" ").length <= 3 && folded.length >= 2;

export function buildVocabulary(category: CategoryId, definitions: readonly FilterDefinition[], uses: readonly OfferedUse[] = []): SpecVocabulary {
  const phrases: Record<string, AppliedFilters> = {};
  const add = (phrase: string, filters: AppliedFilters) => {
    const key = foldText(phrase).trim();
    if (key && !(key in phrases)) phrases[key] = filters;
  };
  const vocabulary: SpecVocabulary = { phrases, brands: {} };
  // The feature checkboxes first: "cancelación de ruido" is the ANC checkbox before it is a mode's name.
  const ordered = [...definitions].sort((a, b) => Number(b.id === FEATURES_FILTER_ID) - Number(a.id === FEATURES_FILTER_ID));
  for (const definition of ordered) {
    if (definition.kind === "brand") {
      for (const option of definition.options ?? []) vocabulary.brands[foldText(option.value)] = option.value;
    } else if (definition.id === FEATURES_FILTER_ID) {
      for (const child of definition.children ?? []) {
        for (const word of FEATURE_SYNONYMS[child.id] ?? []) add(word, { otherFeatures: { [child.id]: true } });
      }
    } else if (definition.kind === "spec" && (definition.type === "multiselect" || definition.type === "select")) {
      for (const option of definition.options ?? []) {
        const words = [...(OPTION_SYNONYMS[option.value] ?? []), ...(isWordy(foldText(option.value)) ? [option.value] : [])];
        for (const word of words) add(word, { [definition.id]: [option.value] });
      }
    } else if (definition.type === "range" && definition.kind === "spec") {
      const path = definition.path ?? "";
      if (path.endsWith("display.sizeInches") && definition.choices?.length) {
        vocabulary.size = { filter: definition.id, values: definition.choices.map((c) => c.range.min!).filter((v) => v !== undefined) };
      } else if (path.endsWith("display.refreshRateHz")) vocabulary.refresh = definition.id;
      else if (/storage(Options)?\.sizeGB$/.test(path)) vocabulary.storage = definition.id;
    }
  }
  for (const use of uses) {
    add(use.label, use.filters);
    add(use.id, use.filters);
  }
  // "gaming" names the category's gaming use, whatever its label says ("Para jugar").
  const gaming = uses.find((u) => u.id === "gaming");
  if (gaming) for (const word of ["gaming", "para gaming", "gamer", "jugar", "para jugar"]) add(word, gaming.filters);
  addShopperWords(vocabulary, category, definitions, uses);
  for (const word of CATEGORY_WORDS[category]) add(word, {});
  return vocabulary;
}

/** What a shopper's phrase means in the category, or null where its data cannot give it. */
function shopperMeaning(meaning: ShopperMeaning, definitions: readonly FilterDefinition[], uses: readonly OfferedUse[]): AppliedFilters | SortId | null {
  if ("use" in meaning) return uses.find((u) => u.id === meaning.use)?.filters ?? null;
  if ("conditions" in meaning) return useFilters({ id: "", label: "", conditions: meaning.conditions }, definitions);
  return meaning.sort.find((sort) => sortsFor(definitions).some((s) => s.id === sort) || columnSortFilter(sort, definitions)) ?? null;
}

/** Shoppers' words (uses, price intents, aspects) take the place of a spec's or a use's own name: they were chosen for it. */
function addShopperWords(vocabulary: SpecVocabulary, category: CategoryId, definitions: readonly FilterDefinition[], uses: readonly OfferedUse[]): void {
  const sorts: Record<string, SortId> = {};
  // The category's own meaning of a word first ("deporte" is a TV for football, a watch for running).
  const taken = new Set<string>();
  for (const { words, meaning } of [...SHOPPER_WORDS[category], ...SHOPPER_WORDS_EVERYWHERE]) {
    const found = shopperMeaning(meaning, definitions, uses);
    if (found === null) continue;
    for (const word of words) {
      const key = foldText(word);
      if (taken.has(key)) continue;
      taken.add(key);
      if (typeof found === "string") {
        sorts[key] = found;
        delete vocabulary.phrases[key];
      } else vocabulary.phrases[key] = found;
    }
  }
  vocabulary.sorts = sorts;
}
