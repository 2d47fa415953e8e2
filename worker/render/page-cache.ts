import { ISOLATE_MEMORY, type IsolateMemory } from "../data/isolate-memory";
import type { PageBytes } from "./page-bytes";

/**
 * Rendered pages kept in the isolate's memory for a minute, keyed by the page's ETag (which covers
 * its data versions, URL, configuration and the client build), so a popular page is rendered once
 * per isolate and minute instead of once per visitor. Every visitor still gets a fresh CSP nonce:
 * the stored copy remembers where the render's nonce sits, and each hit writes its own there.
 * Nonces have one fixed length (createNonce), so a hit is one copy of the bytes plus a few small
 * writes: no decoding, searching or encoding of the page text.
 * Pages hold no visitor data (the compare tray lives in the browser), so sharing them is safe.
 */
const TTL_MS = 60_000;

interface Entry {
  bytes: Uint8Array<ArrayBuffer>;
  noncePositions: number[];
  nonceLength: number;
  expires: number;
}

const encoder = new TextEncoder();

/** Rendered pages on the isolate's memory (worker/data/isolate-memory.ts, shelf "page"), under its one budget. */
export class PageCache {
  constructor(
    private readonly memory: IsolateMemory = ISOLATE_MEMORY,
    private readonly now: () => number = Date.now,
  ) {}

  /** The stored page for this ETag with `nonce` in place, or null. */
  get(etag: string, nonce: string): Uint8Array<ArrayBuffer> | null {
    const entry = this.memory.get<Entry>("page", etag);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.memory.forget("page", etag);
      return null;
    }
    const nonceBytes = encoder.encode(nonce);
    // A nonce of another length would shift the page: render it anew rather than serve it broken.
    if (entry.noncePositions.length > 0 && nonceBytes.length !== entry.nonceLength) return null;
    const page = entry.bytes.slice();
    for (const at of entry.noncePositions) page.set(nonceBytes, at);
    return page;
  }

  /** Keeps a copy of a rendered page, rendered with `nonce` at `page.noncePositions`. */
  store(etag: string, page: PageBytes, nonce: string): void {
    const bytes = page.bytes.slice();
    const entry: Entry = { bytes, noncePositions: page.noncePositions, nonceLength: encoder.encode(nonce).length, expires: this.now() + TTL_MS };
    // Not frozen: a typed array cannot be, and the copy is never handed out (hits get slices).
    this.memory.keep("page", etag, entry, bytes.length, { freeze: false });
  }
}
