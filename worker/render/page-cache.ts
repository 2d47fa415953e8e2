/**
 * Rendered pages kept in the isolate's memory for a minute, keyed by the page's ETag (which covers
 * its data versions, URL, configuration and the client build), so a popular page is rendered once
 * per isolate and minute instead of once per visitor. Every visitor still gets a fresh CSP nonce:
 * the stored copy has the nonce of the render that produced it swapped for a slot, and each hit
 * fills the slot with its own. The slot is random per isolate, so no content can forge it.
 * Pages hold no visitor data (the compare tray lives in the browser), so sharing them is safe.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 64;
/** Workers isolates have 128 MB; rendered pages are ~60–100 k characters each. */
const MAX_CHARS = 8_000_000;

interface Entry {
  html: string;
  expires: number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;
  private slot: string | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** The stored page for this ETag with `nonce` in place, or null. */
  get(etag: string, nonce: string): string | null {
    const entry = this.entries.get(etag);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.remove(etag, entry);
      return null;
    }
    // Most recently used last, so eviction drops the coldest page.
    this.entries.delete(etag);
    this.entries.set(etag, entry);
    return entry.html.replaceAll(this.nonceSlot(), nonce);
  }

  /** Reads a rendered body to its end and keeps it; a body that fails midway is not kept. */
  async store(etag: string, body: ReadableStream<Uint8Array>, nonce: string): Promise<void> {
    let html: string;
    try {
      html = await new Response(body).text();
    } catch {
      return;
    }
    if (html.length > MAX_CHARS / 4) return;
    const previous = this.entries.get(etag);
    if (previous) this.remove(etag, previous);
    const entry = { html: html.replaceAll(nonce, this.nonceSlot()), expires: this.now() + TTL_MS };
    this.entries.set(etag, entry);
    this.chars += entry.html.length;
    for (const [key, old] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.chars <= MAX_CHARS) break;
      this.remove(key, old);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.chars -= entry.html.length;
  }

  /** Made on first use: Workers refuse random values at global scope. */
  private nonceSlot(): string {
    this.slot ??= `nonce-slot-${crypto.randomUUID()}`;
    return this.slot;
  }
}
