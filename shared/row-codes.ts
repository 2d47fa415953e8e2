/**
 * Small integers written as characters, for columns of the listing index: one product per
 * character (or two or three when a column has many distinct values). Compared with JSON arrays
 * of numbers, a column of 10 000 products is 10 000 bytes instead of 20–50 000, and compresses
 * better (docs/DESIGN-NOTES.md, Choosing the index's encoding). Characters are printable ASCII that JSON never
 * escapes ('"' and '\' are left out); ',' is kept apart to separate rows of lists.
 */
const ALPHABET = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))
  .filter((ch) => ch !== '"' && ch !== "\\" && ch !== ",")
  .join("");
const BASE = ALPHABET.length; // 92
const VALUE_OF = new Map([...ALPHABET].map((ch, i) => [ch, i]));

/** Characters per code for codes 0…count-1 plus "none". */
export function codeWidth(count: number): number {
  let width = 1;
  while (BASE ** width < count + 1) width++;
  return width;
}

/** Writes `code` (−1 for none) in `width` characters. */
export function writeCode(code: number, width: number): string {
  let value = code + 1;
  let text = "";
  for (let i = 0; i < width; i++) {
    text = ALPHABET[value % BASE] + text;
    value = Math.floor(value / BASE);
  }
  return text;
}

/** Reads the code at character `at` (−1 for none). */
export function readCode(text: string, at: number, width: number): number {
  let value = 0;
  for (let i = 0; i < width; i++) value = value * BASE + (VALUE_OF.get(text[at + i]) ?? 0);
  return value - 1;
}

/** One code per row. */
export function writeCodes(codes: ArrayLike<number>, width: number): string {
  let text = "";
  for (let i = 0; i < codes.length; i++) text += writeCode(codes[i], width);
  return text;
}

export function readCodes(text: string, width: number, rows: number): Int32Array {
  const codes = new Int32Array(rows);
  for (let i = 0; i < rows; i++) codes[i] = readCode(text, i * width, width);
  return codes;
}

/** Several codes per row (lists), rows separated by ','. An empty row is "none". */
export function writeCodeLists(rows: readonly (readonly number[] | null)[], width: number): string {
  return rows.map((codes) => (codes ?? []).map((code) => writeCode(code, width)).join("")).join(",");
}

export function readCodeLists(text: string, width: number): number[][] {
  return text.split(",").map((row) => {
    const codes: number[] = [];
    for (let at = 0; at < row.length; at += width) codes.push(readCode(row, at, width));
    return codes;
  });
}
