import type { CategoryId } from "../../shared/categories";
import { deepFreeze } from "../../shared/deep-freeze";
import { SizedLru } from "./sized-lru";
import type { CategorySnapshot } from "../../shared/snapshot";

/**
 * The stamp of a stored snapshot: its content version and build time. A rebuild writes it to a
 * small KV key beside the snapshot, so an isolate can learn whether the parsed copy it holds is
 * still the stored one by reading ~60 bytes instead of reading and parsing the whole snapshot.
 * builtAt is part of it because freshness is judged by it even when the content did not change.
 */
export const snapshotStamp = (snapshot: CategorySnapshot): string => `${snapshot.version}@${snapshot.builtAt}`;

/**
 * How much snapshot JSON an isolate keeps parsed, in characters. Workers isolates have 128 MB, and a
 * parsed snapshot takes a few times its JSON: the sample catalogue's eight (~25 kB each) fit many
 * times over, while a 10 000-product category (~12 MB) is not kept, so a rebuild of it can hold
 * its source records and the new snapshot without running out of memory.
 */
export const MEMO_MAX_CHARS = 6_000_000;

/**
 * How long an isolate trusts its parsed snapshot before asking KV for the stamp again. Reading the
 * stamp on every request made each warm page one KV read per category it shows (eight for the
 * home page); KV itself lets a write take up to 60 s to reach other locations, and shared caches
 * keep the JSON for 60 s, so a few seconds here add nothing a visitor could notice. A revalidation
 * updates the isolate that ran it at once.
 */
export const DEFAULT_RECHECK_SECONDS = 5;

interface Held<T> {
  entry: T;
  /** When KV last confirmed (or supplied) this entry, in ms. */
  checkedAt: number;
}

/**
 * Parsed snapshots kept for the life of an isolate (one per category, the last one read), shared
 * by its requests, least recently used dropped first beyond `maxChars` of JSON. They are
 * deep-frozen when kept: a request that tried to change one would otherwise change what every later
 * request sees, and a frozen object makes that a loud error.
 */
export class SnapshotMemo<T extends { snapshot: CategorySnapshot }> {
  private readonly held: SizedLru<string, Held<T>>;

  constructor(private readonly maxChars = MEMO_MAX_CHARS) {
    this.held = new SizedLru(maxChars);
  }

  /** The held entry if KV confirmed it less than `recheckMs` ago: no need to read the stamp. */
  recent(category: string, now: number, recheckMs: number): T | null {
    const held = this.held.get(category);
    if (!held || now - held.checkedAt >= recheckMs || now < held.checkedAt) return null;
    return held.entry;
  }

  /** The held entry if `stamp` (read from KV just now) says it is still the stored one. */
  get(category: string, stamp: string | null, now: number): T | null {
    const held = this.held.get(category);
    if (!held || stamp === null || snapshotStamp(held.entry.snapshot) !== stamp) return null;
    held.checkedAt = now;
    return held.entry;
  }

  /** Whether an entry is held at all (a first read skips the stamp and reads the snapshot). */
  holds(category: string): boolean {
    return this.held.has(category);
  }

  /**
   * Keeps `entry`, whose JSON is `chars` long, unless it alone is over the limit (then it is not
   * frozen either: freezing a 10 000-product snapshot costs more than it protects). Returns it.
   */
  keep(category: string, entry: T, chars: number, now: number): T {
    this.held.delete(category);
    if (chars > this.maxChars) return entry;
    this.held.set(category, { entry: deepFreeze(entry), checkedAt: now }, chars);
    return entry;
  }

  /** Drops a category's entry, so its memory can be reclaimed while a new one is built. */
  forget(category: string): void {
    this.held.delete(category);
  }
}
