/** A rendered page as UTF-8, and where in it the request's nonce was written (for the page cache). */
export interface PageBytes {
  bytes: Uint8Array<ArrayBuffer>;
  noncePositions: number[];
}

const encoder = new TextEncoder();

/**
 * Encodes the document's head, React's markup and the tail into one buffer, noting the byte offset
 * of every occurrence of the nonce in the head and the tail (documentParts writes it there; React's
 * markup never carries it). Part by part, because V8 keeps text without characters beyond U+00FF
 * one byte per character and encodes it much faster: only the markup, with its "€", takes the slow
 * path, where the whole page would as one string. Knowing the positions spares the page cache a
 * scan of every byte for the nonce.
 */
export function encodePage(head: string, markup: string, tail: string, nonce: string): PageBytes {
  const parts = [head, markup, tail];
  const encoded = parts.map((part) => encoder.encode(part));
  const bytes = new Uint8Array(encoded.reduce((length, part) => length + part.length, 0));
  const noncePositions: number[] = [];
  let offset = 0;
  parts.forEach((text, i) => {
    bytes.set(encoded[i], offset);
    if (i !== 1) noncePositions.push(...byteOffsetsOf(text, nonce).map((at) => offset + at));
    offset += encoded[i].length;
  });
  return { bytes, noncePositions };
}

/** Byte offsets, in `text` encoded as UTF-8, of every occurrence of `needle`. */
export function byteOffsetsOf(text: string, needle: string): number[] {
  const offsets: number[] = [];
  if (needle === "") return offsets;
  let bytes = 0;
  let from = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
    bytes += encoder.encode(text.slice(from, at)).length;
    offsets.push(bytes);
    from = at;
  }
  return offsets;
}
