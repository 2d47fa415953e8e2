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

  /** Keeps a completely rendered page (its chunks in order), noting where `nonce` occurs in it. */
  store(etag: string, chunks: readonly Uint8Array[], nonce: string): void {
    const bytes = concat(chunks);
    if (bytes.length > MAX_BYTES / 4) return;
    const previous = this.entries.get(etag);
    if (previous) this.remove(etag, previous);
    const nonceBytes = encoder.encode(nonce);
    const entry: Entry = {
      bytes,
      noncePositions: positionsOf(bytes, nonceBytes),
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

function concat(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

/** Every start of `needle` in `haystack` (non-overlapping). */
export function positionsOf(haystack: Uint8Array, needle: Uint8Array): number[] {
  const positions: number[] = [];
  if (needle.length === 0) return positions;
  const first = needle[0];
  const last = haystack.length - needle.length;
  let i = haystack.indexOf(first);
  while (i !== -1 && i <= last) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) {
      positions.push(i);
      i = haystack.indexOf(first, i + needle.length);
    } else {
      i = haystack.indexOf(first, i + 1);
    }
  }
  return positions;
}
