import type { ProductCardData } from "../../shared/card";
import type { CategoryId } from "../../shared/categories";
import { compareHits, searchHits } from "../../shared/search";
import { listedForTerm } from "./catalogue-intent";
import type { CatalogueReader } from "./catalogue-reader";

export interface SearchAnswer {
  body: {
    results: ProductCardData[];
    /** Matches in all, and per category. */
    total: number;
    /**
     * Per category with any: its matches (`total`), and how many its own listing shows for the term
     * (`listed`), which understands the category's spec words ("anc" is Auriculares' noise
     * cancelling): what "3 resultados en Auriculares" counts and its link lists.
     */
    byCategory: { categoryId: CategoryId; total: number; listed: number }[];
  };
  /** False when a category could not be read (PRODUCT-RULES.md (Calls and errors): it is left out of the answer). */
  complete: boolean;
}

/**
 * PRODUCT-RULES.md (Filters and search) search across categories, over each category's listing index (kept parsed by the
 * isolate): matches ranked as one list, the first `limit` as cards.
 */
export async function searchCatalogue(
  reader: CatalogueReader,
  term: string,
  categories: readonly CategoryId[],
  limit: number,
  /** The request's price freshness cutoff (shared/prices/offers.ts), as the listings count with it. */
  priceCutoff?: number,
): Promise<SearchAnswer> {
  const settled = await Promise.allSettled(categories.map((category) => reader.model(category)));
  // The same search over the same builds is the same answer: shoppers type the same few words.
  const builds = settled.map((r, i) => (r.status === "fulfilled" ? `${categories[i]}@${r.value.manifest.version}` : `${categories[i]}!`)).join(",");
  const key = `search:${builds}:${term.trim().toLowerCase()}:${limit}`;
  const kept = reader.memoryAnswer<SearchAnswer>(key);
  if (kept) return kept;
  const answer = await search(reader, term, categories, limit, settled, priceCutoff);
  return answer.complete ? reader.keepAnswer(key, answer, JSON.stringify(answer.body).length) : answer;
}

async function search(
  reader: CatalogueReader,
  term: string,
  categories: readonly CategoryId[],
  limit: number,
  settled: PromiseSettledResult<Awaited<ReturnType<CatalogueReader["model"]>>>[],
  priceCutoff?: number,
): Promise<SearchAnswer> {
  const perCategory = settled.flatMap((result, i) => {
    if (result.status === "rejected") {
      console.error(`[search] ${categories[i]} skipped:`, result.reason);
      return [];
    }
    // Each category's first `limit`: the first `limit` of all are among them.
    return [{ categoryId: categories[i], manifest: result.value.manifest, ...searchHits(result.value.model.searchIndex, term, limit) }];
  });
  const ranked = perCategory
    .flatMap(({ categoryId, hits }) => hits.map((hit) => ({ ...hit, categoryId })))
    .sort(compareHits)
    .slice(0, limit);
  const listed = await Promise.all(perCategory.map(({ categoryId, manifest, total }) => listedForTerm(reader, categoryId, manifest, term, total, priceCutoff)));
  const cards = await Promise.all(
    perCategory.map(({ categoryId }) => {
      const positions = ranked.filter((hit) => hit.categoryId === categoryId).map((hit) => hit.i);
      return positions.length ? reader.cards(categoryId, positions) : Promise.resolve([]);
    }),
  );
  const cardAt = new Map(
    perCategory.flatMap(({ categoryId }, k) => {
      const positions = ranked.filter((hit) => hit.categoryId === categoryId).map((hit) => hit.i);
      return positions.map((position, j) => [`${categoryId}:${position}`, cards[k][j]] as const);
    }),
  );
  return {
    body: {
      results: ranked.map((hit) => cardAt.get(`${hit.categoryId}:${hit.i}`)!).filter(Boolean),
      total: perCategory.reduce((sum, c) => sum + c.total, 0),
      byCategory: perCategory.flatMap((c, k) => (c.total > 0 || listed[k] > 0 ? [{ categoryId: c.categoryId, total: c.total, listed: listed[k] }] : [])),
    },
    complete: perCategory.length === categories.length,
  };
}
