import type { CategoryId } from "../../shared/categories";

/**
 * KV key layout. The prefix carries the format version: a change to a stored shape bumps it,
 * so old entries are simply never read again instead of being misread.
 */
export const KV_FORMAT = "v8";

/**
 * The keys of one source's catalogue. Every key names the source (bundled, or a Firestore
 * project, emulator included), so two sources sharing one KV store (`npm run dev` after
 * `npm run dev:firestore` share wrangler's local KV) never serve each other's data.
 *
 * Nothing here grows with a category: what grows is sharded (cards in chunks of 200, the id
 * directory in buckets of ~400), and the parts of a build carry its version, so a reader holding
 * one build never mixes it with the next.
 */
export interface CatalogueKeys {
  /** The category's manifest (shared/catalogue-manifest.ts): filters, counts, latest, the build's names. */
  manifest(category: CategoryId): string;
  /** "version@builtAt" of the manifest: lets an isolate reuse the manifest it parsed by reading ~60 bytes. */
  stamp(category: CategoryId): string;
  /** The compact listing index, by content hash (served to browsers under the same address). */
  index(category: CategoryId, hash: string): string;
  chunk(category: CategoryId, version: string, chunk: number): string;
  /** The build's cards in name order (CategoryManifest.nameChunkCount). */
  nameChunk(category: CategoryId, version: string, chunk: number): string;
  bucket(category: CategoryId, version: string, bucket: number): string;
  /** A product's document (the detail page). */
  product(category: CategoryId, id: string): string;
  /** What feeds may name the category's products by (shared/price-feed/key-records.ts), by content hash. */
  feedKeys(category: CategoryId, hash: string): string;
  /** Which document revisions KV holds, sharded like the directory: a rebuild rewrites only changes. */
  written(category: CategoryId, bucket: number): string;
  /** The build on which visitors' background rebuilds of the category are held back, after one was refused or failed (category-rebuilder.ts). */
  held(category: CategoryId): string;
}

export function catalogueKeys(sourceId: string): CatalogueKeys {
  const prefix = `${KV_FORMAT}:${sourceId}`;
  return {
    manifest: (category) => `${prefix}:manifest:${category}`,
    stamp: (category) => `${prefix}:stamp:${category}`,
    index: (category, hash) => `${prefix}:index:${category}:${hash}`,
    chunk: (category, version, chunk) => `${prefix}:cards:${category}:${version}:${chunk}`,
    nameChunk: (category, version, chunk) => `${prefix}:names:${category}:${version}:${chunk}`,
    bucket: (category, version, bucket) => `${prefix}:dir:${category}:${version}:${bucket}`,
    product: (category, id) => `${prefix}:product:${category}:${id}`,
    written: (category, bucket) => `${prefix}:written:${category}:${bucket}`,
    feedKeys: (category, hash) => `${prefix}:feedkeys:${category}:${hash}`,
    held: (category) => `${prefix}:held:${category}`,
  };
}
