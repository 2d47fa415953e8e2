import type { CategoryId } from "../../shared/categories";

/**
 * KV key layout. The prefix carries the format version: a change to a stored shape bumps it,
 * so old entries are simply never read again instead of being misread.
 */
export const KV_FORMAT = "v5";

/**
 * The keys of one source's catalogue. Every key names the source (bundled, or a Firestore
 * project, emulator included), so two sources sharing one KV store (`npm run dev` after
 * `npm run dev:firestore` share wrangler's local KV) never serve each other's snapshots.
 */
export interface CatalogueKeys {
  snapshot(category: CategoryId): string;
  product(category: CategoryId, id: string): string;
  /** The stored snapshot's stamp (see snapshot-memo.ts): lets an isolate reuse the copy it already parsed. */
  stamp(category: CategoryId): string;
  /** Per-product revisions of the last build, so a rebuild only rewrites documents that changed. */
  revisions(category: CategoryId): string;
  /** Short-lived marker so concurrent rebuilds across isolates start one build, not one each. */
  rebuildLock(category: CategoryId): string;
}

export function catalogueKeys(sourceId: string): CatalogueKeys {
  const prefix = `${KV_FORMAT}:${sourceId}`;
  return {
    snapshot: (category) => `${prefix}:snapshot:${category}`,
    product: (category, id) => `${prefix}:product:${category}:${id}`,
    stamp: (category) => `${prefix}:snapshot-stamp:${category}`,
    revisions: (category) => `${prefix}:revisions:${category}`,
    rebuildLock: (category) => `${prefix}:rebuilding:${category}`,
  };
}
