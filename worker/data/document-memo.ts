import { deepFreeze } from "../../shared/deep-freeze";
import type { ProductDocument } from "../../shared/snapshot";
import { SizedLru } from "./sized-lru";

/**
 * How much product document JSON an isolate keeps parsed, in characters: documents are 10–25 kB, so
 * a few hundred of the most visited products, a small part of an isolate's 128 MB.
 */
export const DOCUMENTS_MAX_CHARS = 4_000_000;

/**
 * Product documents kept parsed for the life of an isolate, least recently used dropped first.
 * A document is only ever handed out for the revision the current snapshot lists, so a kept one is
 * never stale: a changed product has a new revision, and its old document is simply not asked for
 * again. Saves a KV read and a JSON parse per product page and comparison column; frozen, as shared
 * data is (shared/deep-freeze.ts).
 */
export class DocumentMemo {
  private readonly held: SizedLru<string, ProductDocument>;

  constructor(maxChars = DOCUMENTS_MAX_CHARS) {
    this.held = new SizedLru(maxChars);
  }

  /** The kept document for `key` if it has this revision. */
  get(key: string, revision: string): ProductDocument | null {
    const document = this.held.get(key);
    return document?.revision === revision ? document : null;
  }

  /** Keeps `document` (its JSON `chars` long) in place of the key's older one. Returns it frozen. */
  keep(key: string, document: ProductDocument, chars: number): ProductDocument {
    const frozen = deepFreeze(document);
    this.held.set(key, frozen, chars);
    return frozen;
  }

  get size(): number {
    return this.held.count;
  }
}
