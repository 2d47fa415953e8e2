import type { CategoryId } from "../../shared/categories";
import type { PublicHead } from "../../shared/catalogue-head";
import { listingModel, type ListingModel } from "../../shared/listing";
import type { ListingIndexData } from "../../shared/listing-index";
import { getJson } from "../api-reader";

/**
 * The listing indexes this page has fetched (shared/listing-index.ts), decoded, by content
 * address. The current category's and the one before are kept: going back is then instant, and a
 * visit through every category never holds eight.
 */
const KEPT = 2;
const models = new Map<string, Promise<ListingModel | null>>();

const keyOf = (head: Pick<PublicHead, "categoryId" | "indexHash">) => `${head.categoryId}:${head.indexHash}`;

/** The decoded index of a head if it has arrived; null while it has not (the worker answers meanwhile). */
export function readyModel(head: Pick<PublicHead, "categoryId" | "indexHash">): ListingModel | null {
  return settled.get(keyOf(head)) ?? null;
}

const settled = new Map<string, ListingModel>();

/**
 * Fetches and decodes a category's index once (the browser and the edge cache it for good: its
 * address changes with its content). A failure is logged and forgotten, so a later call retries;
 * the listing keeps working through the worker meanwhile.
 */
export function loadModel(head: PublicHead): Promise<ListingModel | null> {
  const key = keyOf(head);
  let loading = models.get(key);
  if (!loading) {
    loading = getJson<ListingIndexData>(`/api/categories/${encodeURIComponent(head.categoryId as CategoryId)}/index/${head.indexHash}`).then(
      (data) => {
        if (!data) return null;
        const model = listingModel(data, head.filters);
        settled.set(key, model);
        return model;
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
