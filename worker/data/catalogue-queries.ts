import type { RelatedCards } from "../../shared/api-contract";
import type { ProductCardData } from "../../shared/card";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import type { CategoryManifest } from "../../shared/catalogue-manifest";
import type { FacetCounts } from "../../shared/filters/facet-counts";
import { applyPriceCutoff, runListing } from "../../shared/listing";
import { listingToSearch, type ListingQuery } from "../../shared/listing-query";
import type { ProductDetail } from "../../shared/product";
import type { ProductDocument } from "../../shared/snapshot";
import { DEFAULT_PRICE_FRESH_HOURS } from "../../shared/prices/freshness";
import { currentPrice } from "../../shared/prices/current-price";
import { alternativeKind } from "../../shared/verdict/alternative-kind";
import { alternatives } from "../../shared/verdict/alternatives";
import type { CategoryStanding } from "../../shared/verdict/category-standing";
import { productFit } from "../../shared/verdict/product-fit";
import { CatalogueUnavailableError, type CatalogueReader } from "./catalogue-reader";
import { productGuides } from "./guide-queries";

/** A page of a listing: what the grid shows, and what the sidebar counts. */
export interface ListingPage {
  manifest: CategoryManifest;
  total: number;
  counts: FacetCounts;
  /** Row positions of the page's products (cards are looked up by position). */
  positions: number[];
  cards: ProductCardData[];
}

const isDefaultListing = (query: ListingQuery) => query.term === "" && query.sort === "relevancia" && Object.keys(query.filters).length === 0;

/** A listing's results kept per build and query: the same filters are asked again and again. */
interface ListingAnswer {
  positions: Int32Array;
  counts: FacetCounts;
}

/**
 * One page of a category's listing (search, filters, sort) with the counts for the sidebar. The
 * unfiltered listing needs no index: its order is the canonical one and its counts come with the
 * manifest. Anything else runs the same code the browser runs over the same index (shared/listing.ts).
 */
export async function listingPage(
  reader: CatalogueReader,
  category: CategoryId,
  query: ListingQuery,
  offset: number,
  limit: number,
  /** The request's price freshness cutoff (shared/prices/offers.ts): prices sort and filter as current then. */
  priceCutoff?: number,
): Promise<ListingPage> {
  const manifest = await reader.manifest(category);
  let answer: ListingAnswer;
  if (isDefaultListing(query)) {
    answer = { positions: Int32Array.from({ length: Math.min(manifest.total, offset + limit) }, (_, i) => i), counts: manifest.counts };
  } else {
    answer = await listingAnswer(reader, category, manifest, query, priceCutoff);
  }
  const positions = Array.from(answer.positions.subarray(offset, offset + limit));
  const total = isDefaultListing(query) ? manifest.total : answer.positions.length;
  return { manifest, total, counts: answer.counts, positions, cards: await reader.cards(category, positions, manifest) };
}

async function listingAnswer(
  reader: CatalogueReader,
  category: CategoryId,
  manifest: CategoryManifest,
  query: ListingQuery,
  priceCutoff?: number,
): Promise<ListingAnswer> {
  const { model } = await reader.model(category);
  // Kept answers name the prices they were made with: once an offer grows stale, they are made anew.
  const pricesApplied = priceCutoff === undefined ? model.prices.applied : applyPriceCutoff(model, priceCutoff);
  const key = `${category}:${manifest.version}:${pricesApplied}:${listingToSearch(query, manifest.filters)}`;
  const kept = reader.memoryAnswer<ListingAnswer>(key);
  if (kept) return kept;
  const { positions, counts } = runListing(model, query);
  const answer = { positions: Int32Array.from(positions), counts };
  return reader.keepAnswer(key, answer, positions.length * 4 + JSON.stringify(counts).length);
}

/**
 * A product's document and its related cards, or null when the category does not list it. The
 * related cards come from the positions its directory entry lists, with what the page says from
 * them and from the category's standing: 'Para quién es' / 'Para quién no es' and 'Alternativas'
 * (shared/verdict). Worked out here, so the browser needs none of the rules.
 */
export async function productPage(
  reader: CatalogueReader,
  category: CategoryId,
  id: string,
  /** The price freshness limit: alternatives are chosen on the prices current now. */
  freshHours: number = DEFAULT_PRICE_FRESH_HOURS,
): Promise<{ document: ProductDocument; related: RelatedCards | null } | null> {
  const entry = await reader.entry(category, id);
  if (!entry) return null;
  const [document, related] = await Promise.all([
    reader.document(category, id),
    // PRODUCT-RULES.md (Calls and errors): a failure of the related products is logged and the section hidden.
    Promise.all([reader.cards(category, entry.specs), reader.cards(category, entry.price), reader.cards(category, entry.alternatives ?? [])]).then(
      ([similarSpecs, similarPrice, alternativeCandidates]) => ({ lists: { similarSpecs, similarPrice }, alternativeCandidates }),
      (error: unknown) => {
        console.error(`[catalogue] related products of ${category}/${id} failed`, error);
        return null;
      },
    ),
  ]);
  if (!document) return null;
  const manifest = await reader.manifest(category);
  return {
    document,
    related: related && {
      ...withAnswers(document.product, related.lists, related.alternativeCandidates, manifest.standing, freshHours),
      ...productGuides(category, manifest, entry.position, document.product, freshHours),
    },
  };
}

/** The related lists with the product's fit and alternatives (the manifest's standing is absent in manifests built before it). */
function withAnswers(
  product: ProductDocument["product"],
  related: RelatedCards,
  alternativeCandidates: readonly ProductCardData[],
  standing: CategoryStanding | undefined,
  freshHours: number,
): RelatedCards {
  const now = Date.now();
  const current = currentPrice(product, now, freshHours);
  const options = alternatives(
    {
      id: product.id,
      categoryId: product.categoryId,
      price: current.price,
      fresh: current.fresh,
      overall: product.score?.overall,
      kind: alternativeKind(product.categoryId, product.specs, product.general?.type),
    },
    [...alternativeCandidates, ...related.similarSpecs, ...related.similarPrice],
    now,
    freshHours,
  );
  return { ...related, fit: productFit(product, standing), alternatives: options };
}

/**
 * PRODUCT-RULES.md (Calls and errors) "get latest products": every category, items with lastUpdated only, newest first, a
 * failed category skipped. Each manifest keeps its own newest 60, so this merges at most 8 × 60.
 * Throws only when every category failed.
 */
export async function latestProducts(reader: CatalogueReader, n: number): Promise<{ items: ProductCardData[]; complete: boolean }> {
  const { manifests, failed } = await reader.manifests(CATEGORY_IDS);
  if (manifests.length === 0 && failed.length > 0) throw new CatalogueUnavailableError(failed[0]);
  const key = `latest:${manifests.map((h) => `${h.categoryId}@${h.version}`).join(",")}:${n}`;
  const kept = reader.memoryAnswer<ProductCardData[]>(key);
  if (kept) return { items: kept, complete: failed.length === 0 };
  const items = manifests
    .flatMap((manifest) => manifest.latest)
    .sort((a, b) => b.lastUpdated!.localeCompare(a.lastUpdated!) || a.id.localeCompare(b.id))
    .slice(0, n);
  return { items: reader.keepAnswer(key, items, JSON.stringify(items).length), complete: failed.length === 0 };
}

/**
 * The category that lists each id (undefined when none does), from the directory entries, which
 * also name each document's revision: what an answer about these products shows. When a category
 * could not be read, an id not found elsewhere may be in it: that is not "missing" but unavailable,
 * so this throws (a 503), never a cacheable wrong list.
 */
export async function locateProducts(reader: CatalogueReader, ids: readonly string[]): Promise<(CategoryId | undefined)[]> {
  const { manifests, failed } = await reader.manifests(CATEGORY_IDS);
  const located = await Promise.all(
    ids.map(async (id) => {
      for (const manifest of manifests) if (await reader.entry(manifest.categoryId, id)) return manifest.categoryId;
      return undefined;
    }),
  );
  if (failed.length > 0 && located.some((category) => category === undefined)) throw new CatalogueUnavailableError(failed[0]);
  return located;
}

/** Full products for ids from any category, in the order asked; ids no category lists come back as missing. */
export async function productsByIds(
  reader: CatalogueReader,
  ids: readonly string[],
  located?: readonly (CategoryId | undefined)[],
): Promise<{ products: ProductDetail[]; missing: string[] }> {
  const where = located ?? (await locateProducts(reader, ids));
  const documents = await Promise.all(ids.map((id, i) => (where[i] ? reader.document(where[i], id) : Promise.resolve(null))));
  return {
    products: documents.flatMap((d) => (d ? [d.product] : [])),
    missing: ids.filter((_, i) => !documents[i]),
  };
}
