import type { CategoryHead } from "../../shared/catalogue-head";
import type { CategoryId } from "../../shared/categories";
import { deepFreeze } from "../../shared/deep-freeze";
import { headStamp } from "./catalogue-writer";
import type { IsolateFlights } from "./isolate-flights";
import type { IsolateMemory } from "./isolate-memory";
import type { CatalogueKeys } from "./keys";

/**
 * How long an isolate trusts a head before reading its ~60-byte stamp again. KV itself takes up
 * to 60 s to carry a write to other locations, and a revalidation updates its own isolate at once,
 * so a few seconds here change nothing a visitor could see, and spare a KV read per category on
 * every request.
 */
export const DEFAULT_RECHECK_SECONDS = 5;

interface HeldHead {
  head: CategoryHead;
  /** When KV last confirmed (or supplied) it, in ms. */
  checkedAt: number;
}

export interface HeadReaderParts {
  kv: KVNamespace;
  keys: CatalogueKeys;
  /** The source the heads were built from: two sources sharing an isolate keep apart heads. */
  sourceId: string;
  memory: IsolateMemory;
  flights: IsolateFlights;
  now: () => Date;
  recheckSeconds?: number;
}

/**
 * Category heads as this isolate holds them: read from KV once, then reused while KV confirmed them
 * recently or while the small stamp in KV still matches, and judged fresh or stale by their age.
 */
export class HeadReader {
  private readonly recheckMs: number;

  constructor(private readonly parts: HeadReaderParts) {
    this.recheckMs = (parts.recheckSeconds ?? DEFAULT_RECHECK_SECONDS) * 1000;
  }

  /** The name under which this isolate keeps (and coalesces work on) the category of this source. */
  isolateKey(category: CategoryId): string {
    return `${this.parts.sourceId}:${category}`;
  }

  /**
   * The stored head, reusing the isolate's parsed copy: without any read while KV confirmed it
   * recently, then while the stamp in KV still matches it. Concurrent requests share one read.
   */
  async read(category: CategoryId): Promise<CategoryHead | null> {
    const { kv, keys, memory, flights } = this.parts;
    const key = this.isolateKey(category);
    const now = this.parts.now().getTime();
    const held = memory.get<HeldHead>("head", key);
    if (held && now - held.checkedAt < this.recheckMs && now >= held.checkedAt) return held.head;
    if (held) {
      const stamp = await flights.reads.run(`stamp:${key}`, () => kv.get(keys.stamp(category))).promise;
      if (stamp === headStamp(held.head)) {
        held.checkedAt = now;
        return held.head;
      }
    }
    const text = await flights.reads.run(`head:${key}`, () => kv.get(keys.head(category))).promise;
    return text === null ? null : this.keep(category, JSON.parse(text) as CategoryHead, text.length);
  }

  /** The head in KV now, read past the isolate's copy and not kept (what a rebuild writes over). */
  async readStored(category: CategoryId): Promise<CategoryHead | null> {
    const text = await this.parts.kv.get(this.parts.keys.head(category));
    return text === null ? null : (JSON.parse(text) as CategoryHead);
  }

  /** Keeps a head this isolate read or built, as just confirmed. */
  keep(category: CategoryId, head: CategoryHead, bytes: number): CategoryHead {
    // The holder stays mutable (its check time moves); the head itself is shared, hence frozen.
    const held = this.parts.memory.keep<HeldHead>("head", this.isolateKey(category), { head: deepFreeze(head), checkedAt: this.parts.now().getTime() }, bytes, {
      freeze: false,
    });
    return held.head;
  }

  /** Drops the isolate's copy: the next read goes to KV. */
  forget(category: CategoryId): void {
    this.parts.memory.forget("head", this.isolateKey(category));
  }

  /** Whether a head is past its freshness window (or dated in the future, which no clock should trust). */
  isStale(head: CategoryHead, freshSeconds: number): boolean {
    const age = (this.parts.now().getTime() - Date.parse(head.builtAt)) / 1000;
    return !(age >= 0 && age <= freshSeconds);
  }
}
