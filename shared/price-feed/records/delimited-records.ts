import { parse } from "csv-parse/stream";
import { MAX_FIELD_CHARS, MAX_ROW_CHARS, UnreadableFeed, fieldName, type FeedRecord } from "./feed-record";

/** The separators a CSV or TSV feed may use, as its header row shows: the one it holds most of. */
const SEPARATORS = ["\t", ";", ","] as const;

/** The separator of a feed whose header row is `header` (tab for Google's TSV, ';' or ',' for CSV). */
export function separatorOf(header: string): (typeof SEPARATORS)[number] {
  const counts = SEPARATORS.map((separator) => header.split(separator).length - 1);
  const most = Math.max(...counts);
  return most === 0 ? "," : SEPARATORS[counts.indexOf(most)];
}

interface ParsedRow {
  record: string[];
  info: { lines: number };
}

/**
 * The rows of a CSV or TSV feed as its text arrives, read by csv-parse (chosen for its streaming
 * parser over web streams, which Node and the Workers runtime both have, its RFC 4180 conformance
 * and its steady upkeep). RFC 4180: quoted fields
 * may hold separators, quotes and line breaks; a row longer than MAX_ROW_CHARS or with the wrong
 * number of fields refuses the feed). The header row names the fields; every row after it is one
 * record, numbered as a spreadsheet numbers its rows (the header is row 1; a line break inside a quoted
 * field does not start a row; empty lines are skipped). csv-parse's own line count is not used: it
 * counts a quoted CRLF as two lines.
 */
export async function* delimitedRecords(text: ReadableStream<string>, separator: string): AsyncGenerator<FeedRecord> {
  // csv-parse reads bytes: the text, checked as UTF-8 on its way here, is encoded again for it.
  const rows = text.pipeThrough(new TextEncoderStream() as unknown as TransformStream<string, Uint8Array>).pipeThrough(
    parse({
      delimiter: separator,
      bom: true,
      info: true,
      skip_empty_lines: true,
      // Google's TSV quotes nothing: a '"' inside a title is text, not the start of a quoted field.
      quote: separator === "\t" ? false : '"',
      max_record_size: MAX_ROW_CHARS,
    }) as TransformStream<Uint8Array, ParsedRow>,
  );
  const reader = rows.getReader();
  let header: string[] | undefined;
  let row = 1;
  try {
    for (;;) {
      const { done, value } = await reader.read().catch((error: unknown) => {
        throw error instanceof UnreadableFeed ? error : new UnreadableFeed(csvProblem(error));
      });
      if (done) break;
      if (!header) {
        header = value.record.map(fieldName);
        continue;
      }
      yield toRecord(header, value.record, ++row);
    }
  } finally {
    reader.releaseLock();
  }
  if (!header) throw new UnreadableFeed("el fichero está vacío");
}

function toRecord(header: readonly string[], record: readonly string[], row: number): FeedRecord {
  const fields: Record<string, string> = {};
  let unreadable: string | undefined;
  header.forEach((name, i) => {
    const value = (record[i] ?? "").trim();
    if (value.length > MAX_FIELD_CHARS) unreadable ??= `campo ${name} de más de ${MAX_FIELD_CHARS} caracteres`;
    else if (name && value !== "" && !(name in fields)) fields[name] = value;
  });
  return { line: row, fields, groups: {}, ...(unreadable ? { unreadable } : {}) };
}

/** csv-parse's error, in the report's words. */
function csvProblem(error: unknown): string {
  const { code, lines, message } = error as { code?: string; lines?: number; message?: string };
  const where = lines ? `línea ${lines}: ` : "";
  switch (code) {
    case "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH":
      return `${where}número de campos distinto del de la cabecera`;
    case "CSV_QUOTE_NOT_CLOSED":
      return `${where}comillas sin cerrar`;
    case "CSV_MAX_RECORD_SIZE":
      return `${where}fila de más de ${MAX_ROW_CHARS} caracteres`;
    default:
      return `${where}CSV no válido (${message ?? String(error)})`;
  }
}
