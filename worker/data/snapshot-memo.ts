import type { CategoryId } from "../../shared/categories";
import type { CategorySnapshot } from "../../shared/snapshot";

/**
 * The stamp of a stored snapshot: its content version and build time. A rebuild writes it to a
 * small KV key beside the snapshot, so an isolate can learn whether the parsed copy it holds is
 * still the stored one by reading ~60 bytes instead of reading and parsing the whole snapshot.
 * builtAt is part of it because freshness is judged by it even when the content did not change.
 */
export const snapshotStamp = (snapshot: CategorySnapshot): string => `${snapshot.version}@${snapshot.builtAt}`;

/**
 * Parsed snapshots kept for the life of an isolate (one per category, the last one read), shared
 * by its requests. They are deep-frozen when kept: a request that tried to change one would
 * otherwise change what every later request sees, and a frozen object makes that a loud error.
 */
export class SnapshotMemo<T extends { snapshot: CategorySnapshot }> {
  private readonly held = new Map<CategoryId, T>();

  /** The held entry if `stamp` (read from KV just now) says it is still the stored one. */
  get(category: CategoryId, stamp: string | null): T | null {
    const entry = this.held.get(category);
    return entry && stamp !== null && snapshotStamp(entry.snapshot) === stamp ? entry : null;
  }

  /** Whether an entry is held at all (a first read skips the stamp and reads the snapshot). */
  holds(category: CategoryId): boolean {
    return this.held.has(category);
  }

  keep(category: CategoryId, entry: T): T {
    this.held.set(category, deepFreeze(entry));
    return entry;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
