import { prepareListing, type PreparedListing } from "../shared/listing";
import type { CategorySnapshot } from "../shared/snapshot";

/**
 * Prepared listings by snapshot content version. Building one walks every product once; both the
 * worker (across requests in one isolate) and the browser (across navigations) reuse it while the
 * snapshot is the same. Safe to share: it holds only the immutable, public snapshot and is keyed
 * by its content hash, never by anything of a request or a visitor.
 */
const cache = new Map<string, PreparedListing>();
const MAX_ENTRIES = 8;

export function preparedListingFor(snapshot: CategorySnapshot): PreparedListing {
  const key = `${snapshot.categoryId}:${snapshot.version}`;
  const hit = cache.get(key);
  if (hit && hit.products === snapshot.products) return hit;
  const prepared = prepareListing(snapshot.products, snapshot.filters);
  cache.set(key, prepared);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return prepared;
}
