import type { PublicManifest } from "../../shared/catalogue-manifest";
import type { ListingResult } from "../../shared/listing";
import type { ListingQuery } from "../../shared/listing-query";

// The indexes that have arrived, apart from their loading (index-cache.ts), which is fetched only
// once the page has shown: the listing's first load asks only whether one is ready.

/** A decoded index, ready to answer listings in the browser. */
export interface ReadyListing {
  /** `priceCutoff`: the freshness cutoff at the time of the query (shared/prices/offers.ts). */
  run(query: ListingQuery, priceCutoff?: number): ListingResult;
}

export const indexKey = (manifest: Pick<PublicManifest, "categoryId" | "indexHash">) => `${manifest.categoryId}:${manifest.indexHash}`;

/** The decoded indexes, by content address (index-cache.ts keeps and forgets them). */
export const settled = new Map<string, ReadyListing>();

/** The decoded index of a manifest if it has arrived; null while it has not (the worker answers meanwhile). */
export function readyModel(manifest: Pick<PublicManifest, "categoryId" | "indexHash">): ReadyListing | null {
  return settled.get(indexKey(manifest)) ?? null;
}
