import { deepFreeze } from "../../shared/deep-freeze";

/**
 * What a Workers isolate keeps of the catalogue between requests, under one budget in bytes, the
 * least recently used entry going first. Sizes are estimates from what was read from KV: the text's
 * length, and for a decoded listing index three times it plus its search structures (about 2.3 times
 * its count; the header search's part indexes 0.6 times).
 *
 * What it holds, by shelf:
 * - manifest: each category's manifest (filters, counts, latest products), a few kB each;
 * - model:    decoded listing indexes (filters, search, sort, with the structures a search makes), ~4 MB at 10 000 products;
 * - chunk:    chunks of 200 product cards as stored text, one card per line, each card parsed when asked (card-chunk.ts), 80–120 kB each;
 * - bucket:   id-directory buckets (id → position, revision, related), ~40 kB each;
 * - document: product documents (the detail page), 10–25 kB each;
 * - page:     rendered pages, with where their nonce sits, ~60–100 kB each;
 * - answer:   small computed answers (the merged latest products, a listing's first page).
 * Entries of a build are keyed by its version, so they are never stale: a new build is new keys.
 *
 * The isolate's other state sits beside it in its context (isolate-context.ts); two small fixed-size
 * memos live next to their code because the browser uses them too: formatting answers
 * (shared/format.ts) and compiled path readers (shared/filters/values.ts).
 *
 * The budget, 64 MB of the isolate's 128: a search across the whole catalogue at 10 000 products per
 * category keeps eight decoded indexes and the header search's eight part indexes, which count 47 MB;
 * a smaller budget makes every header search evict and rebuild them in turn (docs/PERFORMANCE.md,
 * Large catalogues).
 */
export const ISOLATE_BUDGET_BYTES = 64 * 1024 * 1024;

/** The isolate's shelves, and "analysis" for the rendered analyses' memory of their own (worker/data/analysis.tsx). */
export type Shelf = "manifest" | "model" | "chunk" | "bucket" | "document" | "answer" | "analysis";

interface Entry {
  value: unknown;
  bytes: number;
  shelf: Shelf;
}

export class IsolateMemory {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  constructor(readonly budgetBytes = ISOLATE_BUDGET_BYTES) {}

  /** The value kept under `key` on `shelf`, now the most recently used; undefined when absent. */
  get<T>(shelf: Shelf, key: string): T | undefined {
    const id = `${shelf}\u0000${key}`;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.value as T;
  }

  /** Whether `key` is kept on `shelf` (without making it the most recently used). */
  has(shelf: Shelf, key: string): boolean {
    return this.entries.has(`${shelf}\u0000${key}`);
  }

  /**
   * Keeps `value` (deep-frozen: every later request shares it, and a frozen object makes an
   * accidental change a loud error) unless it alone is over a quarter of the budget. Returns it.
   */
  keep<T>(shelf: Shelf, key: string, value: T, bytes: number, options: { freeze?: boolean } = {}): T {
    const id = `${shelf}\u0000${key}`;
    this.drop(id);
    if (bytes > this.budgetBytes / 4) return value;
    const kept = options.freeze === false ? value : deepFreeze(value);
    this.entries.set(id, { value: kept, bytes, shelf });
    this.total += bytes;
    for (const [oldId, old] of this.entries) {
      if (this.total <= this.budgetBytes) break;
      this.entries.delete(oldId);
      this.total -= old.bytes;
    }
    return kept;
  }

  forget(shelf: Shelf, key: string): void {
    this.drop(`${shelf}\u0000${key}`);
  }

  /** Drops a shelf, or everything: what a new isolate would not have (tests of the shared caches use it). */
  clear(shelf?: Shelf): void {
    for (const [id, entry] of this.entries) if (shelf === undefined || entry.shelf === shelf) this.drop(id);
  }

  private drop(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.total -= entry.bytes;
  }

  /** What is kept, per shelf, for logs and tests. */
  usage(): { bytes: number; budget: number; shelves: Partial<Record<Shelf, { entries: number; bytes: number }>> } {
    const shelves: Partial<Record<Shelf, { entries: number; bytes: number }>> = {};
    for (const entry of this.entries.values()) {
      const shelf = (shelves[entry.shelf] ??= { entries: 0, bytes: 0 });
      shelf.entries++;
      shelf.bytes += entry.bytes;
    }
    return { bytes: this.total, budget: this.budgetBytes, shelves };
  }
}
