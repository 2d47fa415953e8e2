import type { CategoryId } from "../../shared/categories";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import type { ListingIndexData } from "../../shared/listing-index";
import { getJson } from "../api-reader";
import { indexKey, settled, type ReadyListing } from "./index-ready";

export { readyModel, type ReadyListing } from "./index-ready";

/**
 * The listing indexes this page has fetched (shared/listing-index.ts), decoded, by content
 * address. The current category's and the one before are kept: going back is then instant, and a
 * visit through every category never holds eight.
 */
const KEPT = 2;
const models = new Map<string, Promise<ReadyListing | null>>();

/**
 * Fetches and decodes a category's index once (the browser and the edge cache it for good: its
 * address changes with its content). A failure is logged and forgotten, so a later call retries;
 * the listing keeps working through the worker meanwhile. The code that decodes and runs it comes
 * with it, not with the page: the first view is the worker's page, and never needs it.
 */
export function loadModel(manifest: PublicManifest): Promise<ReadyListing | null> {
  const key = indexKey(manifest);
  let loading = models.get(key);
  if (!loading) {
    loading = getJson<ListingIndexData>(`/api/categories/${encodeURIComponent(manifest.categoryId as CategoryId)}/index/${manifest.indexHash}`).then(
      async (data) => {
        if (!data) return null;
        const [{ listingModel, runListing }, { prepareSearch }] = await Promise.all([import("../../shared/listing"), import("../../shared/search")]);
        const model = listingModel(data, manifest.filters);
        const ready: ReadyListing = { run: (query, priceCutoff) => runListing(model, query, priceCutoff) };
        settled.set(key, ready);
        // What a first search would make, made while the shopper is not typing (shared/search.ts).
        if ("requestIdleCallback" in window) window.requestIdleCallback(() => prepareSearch(model.searchIndex), { timeout: 5000 });
        return ready;
      },
      (error: unknown) => {
        console.error("[listing] index not loaded; the worker answers the listing", error);
        models.delete(key);
        return null;
      },
    );
    models.set(key, loading);
    for (const old of models.keys()) {
      if (models.size <= KEPT) break;
      models.delete(old);
      settled.delete(old);
    }
  }
  return loading;
}
