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
const MAX_ENTRIES = 64;
/** Workers isolates have 128 MB; rendered pages are ~60–100 kB each. */
const MAX_BYTES = 8_000_000;

interface Entry {
  bytes: Uint8Array<ArrayBuffer>;
  noncePositions: number[];
  nonceLength: number;
  expires: number;
}

const encoder = new TextEncoder();

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The stored page for this ETag with `nonce` in place, or null. */
  get(etag: string, nonce: string): Uint8Array<ArrayBuffer> | null {
    const entry = this.entries.get(etag);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.remove(etag, entry);
      return null;
    }
    const nonceBytes = encoder.encode(nonce);
    // A nonce of another length would shift the page: render it anew rather than serve it broken.
    if (entry.noncePositions.length > 0 && nonceBytes.length !== entry.nonceLength) return null;
    // Most recently used last, so eviction drops the coldest page.
    this.entries.delete(etag);
    this.entries.set(etag, entry);
    const page = entry.bytes.slice();
    for (const at of entry.noncePositions) page.set(nonceBytes, at);
    return page;
  }

  /** Keeps a copy of a rendered page, rendered with `nonce` at `page.noncePositions`. */
  store(etag: string, page: PageBytes, nonce: string): void {
    const bytes = page.bytes.slice();
    if (bytes.length > MAX_BYTES / 4) return;
    const previous = this.entries.get(etag);
    if (previous) this.remove(etag, previous);
    const nonceBytes = encoder.encode(nonce);
    const entry: Entry = {
      bytes,
      noncePositions: page.noncePositions,
      nonceLength: nonceBytes.length,
      expires: this.now() + TTL_MS,
    };
    this.entries.set(etag, entry);
    this.bytes += bytes.length;
    for (const [key, old] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.remove(key, old);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes.length;
  }
}
