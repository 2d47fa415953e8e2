/**
 * What Firestore refuses to store, checked before a record is written so that the ingest reports it
 * like any invalid record instead of losing a whole batch to one refused document.
 * Limits from Firestore's documentation ("Usage and limits", "Storage size calculations").
 */

/** Maximum size of a document: 1 MiB (1,048,576 bytes). */
export const FIRESTORE_MAX_DOCUMENT_BYTES = 1_048_576;
/** Maximum depth of maps and arrays in a document. */
export const FIRESTORE_MAX_DEPTH = 20;
/** Every document adds 32 bytes to its size; its name adds the collection path and the id. */
const DOCUMENT_OVERHEAD = 32;

const utf8 = new TextEncoder();
const stringSize = (text: string) => utf8.encode(text).length + 1;

/** Firestore's storage size of a value: strings as UTF-8 + 1, numbers and timestamps 8, booleans and null 1. */
function valueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === "boolean") return 1;
  if (typeof value === "number") return 8;
  if (typeof value === "string") return stringSize(value);
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + valueSize(item), 0);
  if (typeof value === "object") {
    let size = 0;
    for (const [key, inner] of Object.entries(value)) size += stringSize(key) + valueSize(inner);
    return size;
  }
  return 0;
}

/** The size Firestore will count for `record` stored as `collection/id`. */
export function firestoreDocumentSize(record: unknown, collection: string, id: string): number {
  return DOCUMENT_OVERHEAD + stringSize(collection) + stringSize(id) + valueSize(record);
}

const formatMegabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MiB`;

/**
 * Problems Firestore would refuse the record for, as report lines ("Invalid field: …"): a document
 * over 1 MiB, integers beyond what its 64-bit integers (and JSON) carry exactly, field names of the
 * reserved form __name__, a list directly inside a list, or nesting deeper than 20 levels.
 */
export function storageProblems(record: unknown, collection: string, id: string): string[] {
  const problems: string[] = [];
  const walk = (value: unknown, path: string, depth: number) => {
    if (problems.length >= 10) return;
    if (typeof value === "number") {
      if (!Number.isFinite(value)) problems.push(`Invalid field: ${path} (${value} cannot be stored)`);
      else if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
        problems.push(`Invalid field: ${path} (${value} is too large to store exactly)`);
      }
      return;
    }
    if (value === null || typeof value !== "object") return;
    if (depth > FIRESTORE_MAX_DEPTH) {
      problems.push(`Invalid field: ${path} (nested more than ${FIRESTORE_MAX_DEPTH} levels deep)`);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        // Firestore refuses the whole commit over it, so it must be caught here, record by record.
        if (Array.isArray(item)) problems.push(`Invalid field: ${path}[${i}] (a list inside a list: Firestore cannot store it)`);
        else walk(item, `${path}[${i}]`, depth + 1);
      });
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      const innerPath = path ? `${path}.${key}` : key;
      if (/^__.*__$/.test(key) || key === "") problems.push(`Invalid field: ${innerPath || "(empty name)"} (Firestore reserves this field name)`);
      walk(inner, innerPath, depth + 1);
    }
  };
  walk(record, "", 0);
  const size = firestoreDocumentSize(record, collection, id);
  if (size > FIRESTORE_MAX_DOCUMENT_BYTES) {
    problems.push(`Invalid field: document (${formatMegabytes(size)}: over Firestore's limit of 1 MiB per document)`);
  }
  return problems;
}
