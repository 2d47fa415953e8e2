import type { CategoryId } from "../../shared/categories";

/**
 * KV key layout. The prefix carries the format version: a change to a stored shape bumps it,
 * so old entries are simply never read again instead of being misread.
 */
export const KV_FORMAT = "v4";

export const snapshotKey = (category: CategoryId): string => `${KV_FORMAT}:snapshot:${category}`;
export const productKey = (category: CategoryId, id: string): string => `${KV_FORMAT}:product:${category}:${id}`;
/** The stored snapshot's stamp (see snapshot-memo.ts): lets an isolate reuse the copy it already parsed. */
export const snapshotStampKey = (category: CategoryId): string => `${KV_FORMAT}:snapshot-stamp:${category}`;
/** Per-product revisions of the last build, so a rebuild only rewrites documents that changed. */
export const revisionsKey = (category: CategoryId): string => `${KV_FORMAT}:revisions:${category}`;
/** Short-lived marker so concurrent stale reads start one background rebuild, not one each. */
export const rebuildLockKey = (category: CategoryId): string => `${KV_FORMAT}:rebuilding:${category}`;
