import { limitBytes, MAX_FEED_BYTES, sizeText } from "./byte-limit";
import { delimitedRecords, separatorOf } from "./delimited-records";
import { UnreadableFeed, type FeedRecord } from "./feed-record";
import { XmlRecordReader } from "./xml-records";

/** How a feed is written, as its content shows (never its file name). */
export type FeedSyntax = "xml" | "csv" | "tsv";

export interface OpenedFeed {
  syntax: FeedSyntax;
  /** Whether its bytes were gzip (by their magic number, 1f 8b, not by a name or a header). */
  gzip: boolean;
  records: AsyncGenerator<FeedRecord>;
}

const isGzip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * Opens a feed from its bytes as they arrive (a file, a download), recognising it by its content:
 * gzip by its magic number, then XML when its text starts with '<', CSV or TSV otherwise (the
 * separator its header row holds most of). Nothing is read whole: memory holds a chunk and a row.
 * A feed of more than `maxBytes` (once decompressed) is refused when it passes the limit.
 */
export async function openFeed(bytes: ReadableStream<Uint8Array>, maxBytes = MAX_FEED_BYTES): Promise<OpenedFeed> {
  const [first, rest] = await peek(bytes);
  const gzip = isGzip(first);
  const unzipped = gzip ? rest.pipeThrough(new DecompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>) : rest;
  // Counted once decompressed, so that a small gzip cannot unfold into more than a feed may hold.
  const plain = limitBytes(unzipped, maxBytes, `el feed pasa de ${sizeText(maxBytes)}${gzip ? " descomprimido" : ""}`);
  const text = plain.pipeThrough(new TextDecoderStream("utf-8", { fatal: true }) as unknown as TransformStream<Uint8Array, string>);
  const [start, textRest] = await peekText(text);
  const body = start.replace(/^\uFEFF/, "").trimStart();
  if (body.startsWith("<")) return { syntax: "xml", gzip, records: xmlRecords(textRest) };
  const separator = separatorOf(body.split(/\r?\n/, 1)[0] ?? "");
  return { syntax: separator === "\t" ? "tsv" : "csv", gzip, records: delimitedRecords(textRest, separator) };
}

/** The stream's first bytes (at least two, unless it is shorter), and the whole stream again. */
async function peek(stream: ReadableStream<Uint8Array>): Promise<[Uint8Array, ReadableStream<Uint8Array>]> {
  const reader = stream.getReader();
  const read: Uint8Array[] = [];
  let length = 0;
  while (length < 2) {
    const { done, value } = await reader.read();
    if (done) break;
    read.push(value);
    length += value.length;
  }
  const first = concat(read);
  return [first, prepend(first.length ? [first] : [], reader)];
}

/** The stream's text up to its first line break (or 4 KB, or its end), and the whole stream again. */
async function peekText(stream: ReadableStream<string>): Promise<[string, ReadableStream<string>]> {
  const reader = stream.getReader();
  let text = "";
  try {
    while (!/[\r\n]/.test(text.replace(/^[\s\uFEFF]+/, "")) && text.length < 4_096) {
      const { done, value } = await reader.read();
      if (done) break;
      text += value;
    }
  } catch (error) {
    throw error instanceof UnreadableFeed ? error : new UnreadableFeed("el fichero no es texto UTF-8 (ni gzip)");
  }
  if (text.replace(/^[\s\uFEFF]+/, "") === "") throw new UnreadableFeed("el fichero está vacío");
  return [text, prepend([text], reader)];
}

/** A stream of `head` and then what `reader` still has. */
function prepend<T>(head: T[], reader: ReadableStreamDefaultReader<T>): ReadableStream<T> {
  return new ReadableStream<T>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        // A limit the source enforces (its size, a download's time) says what it is; anything else is the bytes'.
        controller.error(error instanceof UnreadableFeed ? error : new UnreadableFeed("el fichero no es texto UTF-8 o su gzip está dañado"));
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The rows of an XML feed, handed over after each piece of text that completes them. */
async function* xmlRecords(text: ReadableStream<string>): AsyncGenerator<FeedRecord> {
  const ready: FeedRecord[] = [];
  const xml = new XmlRecordReader((record) => ready.push(record));
  const reader = text.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      xml.write(value);
      yield* ready.splice(0);
    }
    xml.end();
    yield* ready.splice(0);
  } finally {
    reader.releaseLock();
  }
}
