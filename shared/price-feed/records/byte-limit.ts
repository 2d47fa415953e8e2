import { UnreadableFeed } from "./feed-record";

/** The largest feed read, in bytes as they arrive and again once decompressed: past it the feed is refused, not read into the disk or memory. */
export const MAX_FEED_BYTES = 2 * 1024 ** 3;

/** The stream, which fails with `message` once more than `max` bytes have passed. */
export function limitBytes(stream: ReadableStream<Uint8Array>, max: number, message: string): ReadableStream<Uint8Array> {
  let seen = 0;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.length;
        if (seen > max) controller.error(new UnreadableFeed(message));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/** "2 GB", "512 MB", "800 B": a limit as the report says it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${+(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${+(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}
