import { deepFreeze } from "../../shared/deep-freeze";
import type { ProductDocument } from "../../shared/snapshot";

/**
 * How much product document JSON an isolate keeps parsed, in characters: documents are 10–25 kB, so
 * a few hundred of the most visited products, a small part of an isolate's 128 MB.
 */
export const DOCUMENTS_MAX_CHARS = 4_000_000;

interface Held {
  document: ProductDocument;
  chars: number;
}

/**
 * Product documents kept parsed for the life of an isolate, least recently used dropped first.
 * A document is only ever handed out for the revision the current snapshot lists, so a kept one is
 * never stale: a changed product has a new revision, and its old document is simply not asked for
 * again. Saves a KV read and a JSON parse per product page and comparison column; frozen, as shared
 * data is (shared/deep-freeze.ts).
 */
export class DocumentMemo {
  private readonly held = new Map<string, Held>();
  private chars = 0;

  constructor(private readonly maxChars = DOCUMENTS_MAX_CHARS) {}

  /** The kept document for `key` if it has this revision. */
  get(key: string, revision: string): ProductDocument | null {
    const held = this.held.get(key);
    if (!held || held.document.revision !== revision) return null;
    this.held.delete(key);
    this.held.set(key, held);
    return held.document;
  }

  /** Keeps `document` (its JSON `chars` long), replacing the key's older one. Returns it frozen. */
  keep(key: string, document: ProductDocument, chars: number): ProductDocument {
    const previous = this.held.get(key);
    if (previous) {
      this.held.delete(key);
      this.chars -= previous.chars;
    }
    const frozen = deepFreeze(document);
    if (chars > this.maxChars) return frozen;
    this.held.set(key, { document: frozen, chars });
    this.chars += chars;
    for (const [oldKey, old] of this.held) {
      if (this.chars <= this.maxChars) break;
      this.held.delete(oldKey);
      this.chars -= old.chars;
    }
    return frozen;
  }

  get size(): number {
    return this.held.size;
  }
}
