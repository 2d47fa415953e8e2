import type { SuggestionGroup } from "../../shared/api-contract";
import { CATEGORY_IDS, getCategory, type CategoryId } from "../../shared/categories";
import type { CategoryHead } from "../../shared/catalogue-head";
import { buildFuzzyIndex, fuzzyIndexBytes, type FuzzyIndex } from "../../shared/fuzzy-index";
import type { ListingModel } from "../../shared/listing";
import { suggest, type SuggestionSource } from "../../shared/suggestions";
import { foldText } from "../../shared/text";
import { listedForTerm } from "./catalogue-intent";
import type { CatalogueReader } from "./catalogue-reader";

/** The suggestions for a term, before the route adds the term. */
export interface CatalogueSuggestions {
  groups: SuggestionGroup[];
  /** False when a category could not be read (PRODUCT-RULES.md (Calls and errors): it is left out of the answer). */
  complete: boolean;
}

/**
 * The part index of a category's current build (shared/fuzzy-index.ts), made from its decoded
 * listing index once per build and kept on the isolate's "answer" shelf beside the searches it serves.
 */
function fuzzyIndexOf(reader: CatalogueReader, category: CategoryId, head: CategoryHead, model: ListingModel): FuzzyIndex {
  const key = `fuzzy:${category}@${head.indexHash}`;
  const kept = reader.memoryAnswer<FuzzyIndex>(key);
  if (kept) return kept;
  const index = buildFuzzyIndex(model.searchIndex);
  return reader.keepAnswer(key, index, fuzzyIndexBytes(index));
}

/**
 * The header search's suggestions across every category: typo-tolerant matches grouped by
 * category, the best few of each as cards. The same term over the same builds is the same answer,
 * kept by the isolate: shoppers type the same few words, letter by letter.
 */
export async function suggestCatalogue(
  reader: CatalogueReader,
  term: string,
  /** The request's price freshness cutoff (shared/prices/offers.ts), as the listings count with it. */
  priceCutoff?: number,
): Promise<CatalogueSuggestions> {
  const categories: readonly CategoryId[] = CATEGORY_IDS;
  const settled = await Promise.allSettled(categories.map((category) => reader.model(category)));
  const builds = settled.map((r, i) => (r.status === "fulfilled" ? `${categories[i]}@${r.value.head.version}` : `${categories[i]}!`)).join(",");
  const folded = foldText(term.trim());
  const key = `suggest:${builds}:${folded}`;
  const kept = reader.memoryAnswer<CatalogueSuggestions>(key);
  if (kept) return kept;

  const heads = new Map<CategoryId, CategoryHead>();
  const sources: SuggestionSource[] = [];
  settled.forEach((result, i) => {
    if (result.status === "rejected") {
      console.error(`[suggest] ${categories[i]} skipped:`, result.reason);
      return;
    }
    const { head, model } = result.value;
    heads.set(categories[i], head);
    sources.push({ categoryId: categories[i], search: model.searchIndex, fuzzy: fuzzyIndexOf(reader, categories[i], head, model) });
  });
  const groups = suggest(sources, term);
  const [cards, listed] = await Promise.all([
    Promise.all(groups.map((g) => reader.cards(g.categoryId, g.positions, heads.get(g.categoryId)))),
    // What each group's link opens: its listing with the term, which understands the category's spec words.
    Promise.all(groups.map((g) => listedForTerm(reader, g.categoryId, heads.get(g.categoryId)!, term.trim(), g.listed, priceCutoff))),
  ]);
  const answer: CatalogueSuggestions = {
    groups: groups.map((g, k) => ({ categoryId: g.categoryId, name: getCategory(g.categoryId).name, total: g.total, listed: listed[k], items: cards[k] })),
    complete: sources.length === categories.length,
  };
  return answer.complete ? reader.keepAnswer(key, answer, JSON.stringify(answer.groups).length) : answer;
}
