import { createWriteStream, type WriteStream } from "node:fs";
import { stringify } from "csv-stringify/sync";
import type { FeedOfferRow } from "../../../shared/price-feed/formats";

const HEADER = ["feed", "fila", "gtin", "titulo", "marca", "precio", "enlace"];

/**
 * A cell a spreadsheet will show as text: one that starts with '=', '+', '-' or '@' (or a tab or a
 * carriage return before them) would be read as a formula, and a feed's title could then run one on
 * the operator's machine; a leading apostrophe makes it inert, as OWASP's CSV-injection advice says.
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * `--unmatched FILE.csv`: the valid offers no product matched, one line each as they are read (what
 * shops sell that the catalogue lacks), written with csv-stringify so that quotes, separators and
 * line breaks in a title stay in their cell.
 */
export class UnmatchedCsv {
  private readonly out: WriteStream;

  constructor(path: string) {
    this.out = createWriteStream(path);
    this.out.write(`\uFEFF${stringify([HEADER])}`);
  }

  add(feed: string, row: FeedOfferRow): void {
    const cells = [feed, String(row.line), row.gtin ?? "", row.title ?? "", row.brand ?? "", row.price.toFixed(2), row.link];
    this.out.write(stringify([cells.map(inertCell)]));
  }

  /** Resolves at once while the file keeps up, or once it has written what it holds: the reading waits for the disk, never fills memory. */
  drained(): Promise<void> | undefined {
    return this.out.writableNeedDrain ? new Promise((resolve) => this.out.once("drain", resolve)) : undefined;
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => this.out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
}
