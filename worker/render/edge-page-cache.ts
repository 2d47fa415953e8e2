import { LOCATION_CACHE_CONTROL, locationKey } from "../http/location-cache";
import type { PageBytes } from "./page-bytes";

/**
 * Rendered pages shared by the isolates of a location (worker/http/location-cache.ts), under the
 * page's ETag, which covers the versions of every build and document it shows, its URL and host, the
 * configuration and the client build: a revalidation makes new versions, so a new key, and an old
 * page is never served after it. Every visitor still gets a fresh CSP nonce: the stored copy says
 * where its nonce sits (X-Nonce-Positions, noted by the render: page-bytes.ts) and each hit writes
 * its own there, a copy of the bytes and a few small writes, with no scan of the page. Nonces have one
 * fixed length (hono/secure-headers' NONCE: 16 random bytes in base64). Pages carry no visitor data (the compare tray lives in the browser), so
 * sharing them is safe.
 *
 * A location's cache rather than one per isolate: it answers every isolate of the location, and a
 * hit costs a fraction of a millisecond of CPU (docs/PERFORMANCE.md, Server CPU per page).
 */
const encoder = new TextEncoder();

export class EdgePageCache {
  constructor(private readonly shared: Cache | null) {}

  /** The page for this ETag with `nonce` in place, or null when the location has none. */
  async get(etag: string, nonce: string): Promise<Uint8Array<ArrayBuffer> | null> {
    if (!this.shared) return null;
    const stored = await this.shared.match(keyOf(etag)).catch((error: unknown) => {
      console.error("[edge-cache] match failed", error);
      return undefined;
    });
    if (!stored) return null;
    // Past the moment one of its prices grows stale the page is no longer true: render it anew.
    const freshUntil = Number(stored.headers.get("X-Fresh-Until") ?? Number.NaN);
    if (freshUntil <= Date.now()) {
      await stored.body?.cancel();
      return null;
    }
    const positions = (stored.headers.get("X-Nonce-Positions") ?? "").split(",").filter(Boolean).map(Number);
    const nonceBytes = encoder.encode(nonce);
    // A stored nonce of another length would shift the page: render it anew rather than serve it broken.
    if (positions.length > 0 && Number(stored.headers.get("X-Nonce-Length")) !== nonceBytes.length) {
      await stored.body?.cancel();
      return null;
    }
    const bytes = new Uint8Array(await stored.arrayBuffer());
    for (const at of positions) bytes.set(nonceBytes, at);
    return bytes;
  }

  /**
   * Keeps a rendered page (rendered with `nonce`) at the location, in the background. `freshUntil`
   * (ms): when the first price the page shows as current grows stale (client/routes/price-times.ts, read by each view's server rules).
   */
  store(
    etag: string,
    page: PageBytes,
    nonce: string,
    tags: string | null,
    background: { waitUntil(promise: Promise<unknown>): void },
    freshUntil: number | null = null,
  ): void {
    if (!this.shared) return;
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": LOCATION_CACHE_CONTROL,
      "X-Nonce-Length": String(encoder.encode(nonce).length),
      "X-Nonce-Positions": page.noncePositions.join(","),
    });
    if (tags) headers.set("Cache-Tag", tags);
    if (freshUntil !== null) headers.set("X-Fresh-Until", String(freshUntil));
    const put = this.shared.put(keyOf(etag), new Response(page.bytes.slice(), { headers }));
    background.waitUntil(put.catch((error: unknown) => console.error("[edge-cache] put failed", error)));
  }
}

const keyOf = (etag: string) => locationKey("pagina", etag.replace(/"/g, ""));
