import type { SuggestionGroup } from "../../shared/api-contract";
import { CATEGORY_IDS, getCategory, type CategoryId } from "../../shared/categories";
import type { CategoryManifest } from "../../shared/catalogue-manifest";
import { buildFuzzyIndex, fuzzyIndexBytes, type FuzzyIndex } from "../../shared/fuzzy-index";
import type { ListingModel } from "../../shared/listing";
import { searchHits } from "../../shared/search";
import { suggest, SUGGESTIONS_PER_GROUP, type SuggestionSource } from "../../shared/suggestions";
import { foldText } from "../../shared/text";
import { termListing } from "./catalogue-intent";
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
function fuzzyIndexOf(reader: CatalogueReader, category: CategoryId, manifest: CategoryManifest, model: ListingModel): FuzzyIndex {
  const key = `fuzzy:${category}@${manifest.indexHash}`;
  const kept = reader.memoryAnswer<FuzzyIndex>(key);
  if (kept) return kept;
  const index = buildFuzzyIndex(model.searchIndex);
  return reader.keepAnswer(key, index, fuzzyIndexBytes(index));
}

/**
 * The header search's suggestions across every category (and the results page's groups). Where a
 * category's listing shows products for the term (its spec and shoppers' words understood there:
 * "qled" is the QLED TVs, "móvil barato" the phones cheapest first), its group is that listing: its
 * first cards in the listing's order and its count, so the group's link opens what the group shows.
 * Only when no listing shows anything are forgiving matches looked for ("samsumg", "galaxy s24"),
 * so a name found as typed hides its near misses everywhere ("sony" shows no Sonos). The same term
 * over the same builds is the same answer, kept by the isolate: shoppers type the same few words,
 * letter by letter.
 */
export async function suggestCatalogue(
  reader: CatalogueReader,
  term: string,
  /** The request's price freshness cutoff (shared/prices/offers.ts), as the listings count with it. */
  priceCutoff?: number,
): Promise<CatalogueSuggestions> {
  const categories: readonly CategoryId[] = CATEGORY_IDS;
  const settled = await Promise.allSettled(categories.map((category) => reader.model(category)));
  const builds = settled.map((r, i) => (r.status === "fulfilled" ? `${categories[i]}@${r.value.manifest.version}` : `${categories[i]}!`)).join(",");
  const folded = foldText(term.trim());
  const key = `suggest:${builds}:${folded}`;
  const kept = reader.memoryAnswer<CatalogueSuggestions>(key);
  if (kept) return kept;

  const read: { categoryId: CategoryId; manifest: CategoryManifest; model: ListingModel }[] = [];
  settled.forEach((result, i) => {
    if (result.status === "rejected") {
      console.error(`[suggest] ${categories[i]} skipped:`, result.reason);
      return;
    }
    read.push({ categoryId: categories[i], ...result.value });
  });
  const listings = await Promise.all(
    read.map(({ categoryId, manifest }) => termListing(reader, categoryId, manifest, term.trim(), SUGGESTIONS_PER_GROUP, priceCutoff)),
  );
  // A category whose names hold the term comes first, by the name search's rank of its best ("oled": the TVs named OLED…), then the larger.
  const listed = read.flatMap(({ categoryId, model }, k) =>
    listings[k].total > 0 ? [{ categoryId, order: k, rank: searchHits(model.searchIndex, term, 1).hits[0]?.rank ?? Infinity, ...listings[k] }] : [],
  );
  const groups: SuggestionGroup[] = listed.length
    ? listed
        .sort((a, b) => a.rank - b.rank || b.total - a.total || a.order - b.order)
        .map(({ categoryId, total, cards }) => ({ categoryId, name: getCategory(categoryId).name, total, listed: total, items: cards }))
    : await forgivingGroups(reader, read, term);
  const answer: CatalogueSuggestions = { groups, complete: read.length === categories.length };
  return answer.complete ? reader.keepAnswer(key, answer, JSON.stringify(answer.groups).length) : answer;
}

/** Typo-tolerant matches (shared/suggestions.ts), for a term no listing shows anything for: their links open the category. */
async function forgivingGroups(
  reader: CatalogueReader,
  read: readonly { categoryId: CategoryId; manifest: CategoryManifest; model: ListingModel }[],
  term: string,
): Promise<SuggestionGroup[]> {
  const manifests = new Map(read.map(({ categoryId, manifest }) => [categoryId, manifest]));
  const sources: SuggestionSource[] = read.map(({ categoryId, manifest, model }) => ({
    categoryId,
    search: model.searchIndex,
    fuzzy: fuzzyIndexOf(reader, categoryId, manifest, model),
  }));
  const groups = suggest(sources, term);
  const cards = await Promise.all(groups.map((g) => reader.cards(g.categoryId, g.positions, manifests.get(g.categoryId))));
  return groups.map((g, k) => ({ categoryId: g.categoryId, name: getCategory(g.categoryId).name, total: g.total, listed: 0, items: cards[k] }));
}
