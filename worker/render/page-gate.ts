import { gateOf } from "../../client/routes/servers";
import type { GateAnswer } from "../../client/routes/types";
import type { Route } from "../../shared/routes";
import { CatalogueUnavailableError, type CatalogueReader } from "../data/catalogue-reader";

/**
 * What decides a page's status before its first byte, from the cheapest reads that can (each view's
 * `gate`, client/routes/*.server.ts): a category page needs its manifest (503 when it has no build and
 * the source fails), a product page its document (404 when the category does not list it or the
 * source no longer has it), the home page every manifest (a failed category only hides its products).
 * Both are kept in the isolate's memory, so a warm gate reads at most a stamp. These reads also name
 * every version the page shows (the manifest's, the document's revision), so the ETag and the cache key
 * are known at this point too. Pages whose status depends on most of their data (the comparison,
 * search, not found) are sent whole once loaded.
 */
export type Gate = GateAnswer | { unavailable: CatalogueUnavailableError };

export async function pageGate(route: Route, reader: CatalogueReader): Promise<Gate> {
  try {
    return await gateOf(route, reader);
  } catch (error) {
    if (error instanceof CatalogueUnavailableError) return { unavailable: error };
    throw error;
  }
}
