import { LATEST_MAX } from "../../shared/api-contract";
import { toCard, type ProductCardData } from "../../shared/card";
import type { CategoryId } from "../../shared/categories";
import type { CategoryManifest, DirectoryBucket, DirectoryEntry } from "../../shared/catalogue-manifest";
import { facetCountsIndexed } from "../../shared/filters/facet-counts";
import { buildFilterDefinitions } from "../../shared/filters/build";
import { withRangeChoices } from "../../shared/filters/range-choices";
import { offeredUses } from "../../shared/uses/offered-uses";
import { buildVocabulary } from "../../shared/spec-search/vocabulary";
import { idBucket } from "../../shared/id-bucket";
import { buildListingIndex, canonicalOrder, listingModel } from "../../shared/listing";
import { alphabeticalOrder } from "../../shared/search";
import type { ListingIndexData } from "../../shared/listing-index";
import type { Product } from "../../shared/product";
import { relatedForAll } from "../../shared/related-pools";
import { alternativeCandidatesForAll } from "../../shared/verdict/alternative-pools";
import { toSummary } from "../../shared/summary";
import { dealOf } from "../../shared/prices/deal";
import { dealCandidates } from "../../shared/home-deals";
import { feedKeyRecord } from "../../shared/price-feed/key-records";
import { categoryStanding } from "../../shared/verdict/category-standing";
import { buildGuides } from "../../shared/guides/guide-rules";
import { offersOf } from "../../shared/prices/offers";
import { contentHash } from "./hash";

/** Cards per chunk: a result page (10 rows × up to 5 columns) is one chunk in the default order. */
export const CHUNK_SIZE = 200;
/** Products per directory bucket, about: a product page reads one bucket of ~40 kB. */
const PRODUCTS_PER_BUCKET = 400;
const TOP_BRANDS = 8;

/** Everything a build of a category writes, before it is written. */
export interface CategoryBuild {
  manifest: Omit<CategoryManifest, "previous">;
  index: ListingIndexData;
  indexJson: string;
  /** What feeds may name each product by (shared/price-feed/key-records.ts), as stored under manifest.feedKeysHash. */
  feedKeysJson: string;
  chunks: ProductCardData[][];
  /** The same cards in name order (CategoryManifest.nameChunkCount). */
  nameChunks: ProductCardData[][];
  buckets: DirectoryBucket[];
  /** The products in canonical order, with their content revisions (their documents). */
  products: { product: Product; revision: string }[];
}

/** A product's content revision: what decides whether its stored document is current. */
export const productRevision = (product: Product): Promise<string> => contentHash(JSON.stringify(product));

/**
 * Pure: a category's products in, every part of its build out. Products are put in the canonical
 * order (best sellers first); the index, the chunks and the directory all use its positions.
 */
export async function buildCategory(category: CategoryId, products: readonly Product[], builtAt: Date): Promise<CategoryBuild> {
  const summaries = canonicalOrder(products.map((p) => toSummary(p, builtAt.getTime())));
  const byId = new Map(products.map((p) => [p.id, p]));
  const ordered = summaries.map((s) => byId.get(s.id)!);
  const revisions = await Promise.all(ordered.map(productRevision));
  // The build's parts (cards, index, directory) follow the products AND the offer each one's price is
  // taken from, which the build's time decides (the freshest offers then): the same products built
  // two days apart may show other prices. The version names both, so a build whose parts differ is
  // never taken for the one KV holds (the writer skips the parts of a build of the same version).
  const chosenOffers = summaries.map((s) => `${s.price}@${s.priceCheckedAt ?? ""}`);
  const version = await contentHash(`${revisions.join(",")}|${chosenOffers.join(",")}`);
  const filters = buildFilterDefinitions(category, summaries);
  const index = buildListingIndex(summaries, filters, version);
  const indexJson = JSON.stringify(index);
  const indexHash = await contentHash(indexJson);
  // In the canonical order, so the same products give the same hash (and the build writes it only when it changes).
  const feedKeysJson = JSON.stringify(ordered.map(feedKeyRecord));
  const feedKeysHash = await contentHash(feedKeysJson);
  const { filterIndex, searchIndex } = listingModel(index, filters);
  const counts = facetCountsIndexed(filterIndex, {});
  const listingFilters = withRangeChoices(filters, filterIndex);
  const uses = offeredUses(category, filters, filterIndex);

  const cards = summaries.map(toCard);
  const chunks = chunked(cards);
  // The order the isolate computes from the same index on its first search (build-parts-reader.ts).
  const nameChunks = chunked(Array.from(alphabeticalOrder(searchIndex).order, (position) => cards[position]));

  const bucketCount = Math.max(1, Math.ceil(summaries.length / PRODUCTS_PER_BUCKET));
  const buckets: DirectoryBucket[] = Array.from({ length: bucketCount }, () => ({}));
  const related = relatedForAll(summaries);
  const alternativeCandidates = alternativeCandidatesForAll(category, cards);
  summaries.forEach((summary, position) => {
    const entry: DirectoryEntry = { position, revision: revisions[position], ...related[position] };
    if (alternativeCandidates[position].length > 0) entry.alternatives = alternativeCandidates[position];
    buckets[idBucket(summary.id, bucketCount)][summary.id] = entry;
  });

  const brandCounts = new Map<string, number>();
  for (const s of summaries) brandCounts.set(s.brand, (brandCounts.get(s.brand) ?? 0) + 1);
  const latest = cards
    .filter((card) => card.lastUpdated)
    .sort((a, b) => b.lastUpdated!.localeCompare(a.lastUpdated!) || a.id.localeCompare(b.id))
    // The most latest products the API serves: a manifest keeps enough for any latest list on its own.
    .slice(0, LATEST_MAX);

  return {
    manifest: {
      categoryId: category,
      builtAt: builtAt.toISOString(),
      version,
      total: summaries.length,
      filters: listingFilters,
      uses,
      vocabulary: buildVocabulary(category, listingFilters, uses),
      counts,
      topBrands: [...brandCounts]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, TOP_BRANDS)
        .map(([brand]) => brand),
      indexHash,
      feedKeysHash,
      chunkSize: CHUNK_SIZE,
      chunkCount: chunks.length,
      nameChunkCount: nameChunks.length,
      buckets: bucketCount,
      latest,
      deals: dealCandidates(cards, (i) => dealOf(summaries[i].priceStats, summaries[i].price)?.usual, builtAt.getTime()),
      standing: categoryStanding(summaries),
      guides: buildGuides({
        category,
        products: summaries,
        definitions: filters,
        index: filterIndex,
        uses,
        builtAt: builtAt.getTime(),
        shopsOf: (i) => shopNames(ordered[i]),
      }),
    },
    index,
    indexJson,
    feedKeysJson,
    chunks,
    nameChunks,
    buckets,
    products: ordered.map((product, i) => ({ product, revision: revisions[i] })),
  };
}

/** A product's shops' names in the order of its card's offers (by shop id, as shared/summary.ts sorts them). */
function shopNames(product: Product): string[] {
  return offersOf(product)
    .sort((a, b) => (a.shopId < b.shopId ? -1 : a.shopId > b.shopId ? 1 : 0))
    .map((offer) => offer.shopName);
}

function chunked(cards: readonly ProductCardData[]): ProductCardData[][] {
  const chunks: ProductCardData[][] = [];
  for (let i = 0; i < cards.length; i += CHUNK_SIZE) chunks.push(cards.slice(i, i + CHUNK_SIZE));
  return chunks;
}
