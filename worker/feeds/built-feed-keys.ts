import type { CategoryManifest } from "../../shared/catalogue-manifest";
import type { FeedKeyRecord } from "../../shared/price-feed/key-records";
import type { CatalogueKeys } from "../data/keys";
import type { BuiltFeedKeys } from "./apply-feed";

/**
 * The feed keys each category's last build kept in KV (catalogue-writer.ts): two KV reads a category
 * instead of a Firestore read for every product. A product added to Firestore since that build is
 * not matched until the category is built again (`npm run ingest` revalidates what it writes; a visit
 * rebuilds a build past its freshness).
 */
export function builtFeedKeys(kv: KVNamespace, keys: CatalogueKeys): BuiltFeedKeys {
  return async (category) => {
    const manifest = await kv.get<CategoryManifest>(keys.manifest(category), "json");
    if (!manifest?.feedKeysHash) return null;
    return kv.get<FeedKeyRecord[]>(keys.feedKeys(category, manifest.feedKeysHash), "json");
  };
}
