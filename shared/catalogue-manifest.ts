import type { ProductCardData } from "./card";
import type { CategoryId } from "./categories";
import type { FacetCounts } from "./filters/facet-counts";
import type { FilterDefinition } from "./filters/types";
import type { HomeDeal } from "./home-deals";
import type { CategoryGuides } from "./guides/guide-types";
import type { CategoryStanding } from "./verdict/category-standing";
import type { OfferedUse } from "./uses/offered-uses";
import type { SpecVocabulary } from "./spec-search/vocabulary";

/**
 * What a category is at one build, in a few kilobytes whatever its size: the request path reads
 * this, and through it the sharded parts (the compact index, the cards in chunks, the id
 * directory), each under keys that carry the build's version.
 */
export interface CategoryManifest {
  categoryId: CategoryId;
  /** ISO time the category was built from the source. */
  builtAt: string;
  /** Content hash of the products; the ETag of everything derived from this build. */
  version: string;
  total: number;
  /** The sidebar's filters, derived from the products (PRODUCT-RULES.md, Filters and search), options capped. */
  filters: FilterDefinition[];
  /** Shopping by use: the category's uses with their counts (shared/uses/offered-uses.ts); absent in older builds. */
  uses?: OfferedUse[];
  /** The words its search understands as filters (shared/spec-search/vocabulary.ts); absent in older builds. */
  vocabulary?: SpecVocabulary;
  /** Option counts of the unfiltered listing, so the first view needs no index. */
  counts: FacetCounts;
  /** The most common brands, for the page's keywords. */
  topBrands: string[];
  /** Content address of the compact index (shared/listing-index.ts). */
  indexHash: string;
  /**
   * Content address of what feeds may name each product by (shared/price-feed/key-records.ts): the
   * daily pull reads it instead of every product from the source. Absent in older builds.
   */
  feedKeysHash?: string;
  /** Cards in chunks of `chunkSize`, in the canonical order (best sellers first). */
  chunkSize: number;
  chunkCount: number;
  /**
   * The same cards in chunks of `chunkSize` in name order (brand, then model, naturally: the
   * search's order among equal matches, shared/search.ts alphabeticalOrder), so a search's best
   * matches sit in one or two chunks. Absent in builds written before it.
   */
  nameChunkCount?: number;
  /** Buckets of the id directory (id → position, revision, related products). */
  buckets: number;
  /** The newest products by update time (PRODUCT-RULES.md (Calls and errors), latest products), at most 60. */
  latest: ProductCardData[];
  /** The category's best deals for the home page (shared/home-deals.ts), at most 8. Absent in manifests written before it. */
  deals?: HomeDeal[];
  /**
   * Quartiles of the overall and aspect scores (shared/verdict/category-standing.ts): what a product
   * page's 'Para quién es' compares with. Absent in manifests written before it existed.
   */
  standing?: CategoryStanding;
  /** The category's guides ('Los mejores …'), worked out with the build (shared/guides); absent in manifests written before them. */
  guides?: CategoryGuides;
  /** The build before this one, whose keys are deleted by the next build (readers may still hold it). */
  previous: BuildKeys | null;
}

/** What names a build's sharded keys. */
export interface BuildKeys {
  version: string;
  indexHash: string;
  /** Absent for builds written before the feed keys were kept. */
  feedKeysHash?: string;
  chunkCount: number;
  /** Absent for builds written before cards were also kept in name order. */
  nameChunkCount?: number;
  buckets: number;
}

/** One product in the id directory. */
export interface DirectoryEntry {
  /** Row position in the canonical order (its card is in chunk position / chunkSize). */
  position: number;
  /** Content revision of its product document. */
  revision: string;
  /** Related products as positions (PRODUCT-RULES.md, Key-spec chips and similarity): similar specs, similar price; 10 each at most. */
  specs: number[];
  price: number[];
  /** Candidates for its 'Alternativas' from the whole category, of its kind (shared/verdict/alternative-pools.ts); absent when none. */
  alternatives?: number[];
}

/** A bucket of the id directory: product id → entry. */
export type DirectoryBucket = Record<string, DirectoryEntry>;

/** What a page or the API shows of a manifest: no latest products, no names of the build's parts but the index. */
export type PublicManifest = Pick<
  CategoryManifest,
  "categoryId" | "builtAt" | "version" | "total" | "filters" | "uses" | "vocabulary" | "counts" | "topBrands" | "indexHash"
>;

export function publicManifest(manifest: CategoryManifest): PublicManifest {
  const { categoryId, builtAt, version, total, filters, uses, vocabulary, counts, topBrands, indexHash } = manifest;
  return { categoryId, builtAt, version, total, filters, ...(uses && { uses }), ...(vocabulary && { vocabulary }), counts, topBrands, indexHash };
}
