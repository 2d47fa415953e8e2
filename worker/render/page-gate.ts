import type { Route } from "../../shared/routes";
import { CatalogueUnavailableError, type CatalogueReader } from "../data/catalogue-reader";

/**
 * What decides a page's status before its first byte, from the cheapest reads that can: a category
 * page needs its head (503 when it has no build and the source fails), a product page its directory
 * document (404 when the category does not list it or the source no longer has it), the home page every head (a failed category only
 * hides its products). Both are kept in the isolate's memory, so a warm gate reads at most a stamp.
 * These reads also name every version the page shows (the head's, the document's revision), so the
 * ETag and the cache key are known at this point too.
 *
 * The comparison page is not gated: its status depends on finding up to three products across
 * categories, which is most of its data, so it is sent whole once loaded.
 */
export type Gate = { stream: true; status: 200 | 404 } | { stream: false } | { unavailable: CatalogueUnavailableError };

export async function pageGate(route: Route, reader: CatalogueReader): Promise<Gate> {
  try {
    switch (route.view) {
      case "home":
        await reader.heads();
        return { stream: true, status: 200 };
      case "category":
        await reader.head(route.categoryId);
        return { stream: true, status: 200 };
      case "product":
        // The document, not only the directory entry: a product the build lists but the source no
        // longer has is found out by its read-through, and its page must be a 404 too.
        return (await reader.document(route.categoryId, route.productId)) ? { stream: true, status: 200 } : { stream: true, status: 404 };
      case "static":
        return { stream: true, status: 200 };
      default:
        return { stream: false };
    }
  } catch (error) {
    if (error instanceof CatalogueUnavailableError) return { unavailable: error };
    throw error;
  }
}
