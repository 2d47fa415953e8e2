import { limitBytes, MAX_FEED_BYTES, sizeText } from "./records/byte-limit";
import { UnreadableFeed } from "./records/feed-record";

/** A feed to read: a file (plain or gzip) or an http(s) address, opened as a stream of bytes. */
export interface FeedSource {
  name: string;
  open(): Promise<ReadableStream<Uint8Array>>;
}

/**
 * A feed at an address, downloaded as it is read: a failed answer or a stalled download fails the
 * feed, and so does one larger than the limit (counted as it arrives). A server's
 * `Content-Encoding: gzip` is undone by fetch; a `.gz` file served as it is is recognised by its bytes.
 */
export function urlSource(url: string, timeoutMs: number, maxBytes = MAX_FEED_BYTES): FeedSource {
  return {
    name: url,
    open: async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { "Accept-Encoding": "gzip" } });
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new UnreadableFeed(`la descarga respondió HTTP ${response.status}`);
      }
      const declared = Number(response.headers.get("content-length") ?? NaN);
      if (declared > maxBytes) {
        await response.body.cancel();
        throw new UnreadableFeed(`la descarga anuncia ${sizeText(declared)}, más que el límite de ${sizeText(maxBytes)}`);
      }
      return limitBytes(response.body as ReadableStream<Uint8Array>, maxBytes, `la descarga pasa de ${sizeText(maxBytes)}`);
    },
  };
}
