import type { CategoryId } from "../../shared/categories";
import { getCategory } from "../../shared/categories";
import { toFirestoreFields } from "../data/firestore-values";
import { withRetry, type Backoff } from "../data/retry";

export interface FirestoreTarget {
  /** Base URL up to and including `/documents`, e.g. http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents */
  documentsUrl: string;
  /** "projects/p/databases/(default)/documents", the prefix of document names. */
  documentsName: string;
  /** Bearer token ("owner" for the emulator). */
  token: string;
}

export function emulatorTarget(hostPort: string, projectId: string): FirestoreTarget {
  const documentsName = `projects/${projectId}/databases/(default)/documents`;
  return { documentsUrl: `http://${hostPort}/v1/${documentsName}`, documentsName, token: "owner" };
}

/** Firestore stores dates as timestamps; the catalogue's ISO strings for these fields become Dates. */
const TIMESTAMP_FIELDS = [["lastUpdated"], ["amazon", "lastPriceUpdate"]] as const;

function withTimestamps(record: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(record);
  for (const path of TIMESTAMP_FIELDS) {
    let holder: Record<string, unknown> | undefined = copy;
    for (const key of path.slice(0, -1)) holder = holder?.[key] as Record<string, unknown> | undefined;
    const last = path[path.length - 1];
    const value = holder?.[last];
    if (holder && typeof value === "string" && !Number.isNaN(Date.parse(value))) holder[last] = new Date(value);
  }
  return copy;
}

/** Answers that say "try again later" (too many requests, a server error, unavailable): the batch is sent again. */
const RETRIED_STATUS = new Set([429, 500, 502, 503, 504]);
/** Sending a batch again is safe: a commit of whole documents writes the same thing twice. */
const COMMIT_ATTEMPTS = 5;
const COMMIT_BACKOFF: Backoff = { initialMs: 500, factor: 2, maxMs: Number.POSITIVE_INFINITY, jitter: true };

/** One batch Firestore refused: which records it held (a commit is atomic, so none of them was written). */
export interface FailedBatch {
  ids: string[];
  message: string;
}

/**
 * Writes whole documents with batched `documents:commit` calls (up to 500 writes each), each sent again
 * (backing off, with jitter) while Firestore or the network fails for a moment. A refused
 * batch does not stop the others: its records and Firestore's answer come back in `failed`.
 */
export async function writeInBatches(
  target: FirestoreTarget,
  category: CategoryId,
  records: readonly { id: string; data: Record<string, unknown> }[],
  batchSize = 200,
  onBatch?: (done: number) => void,
): Promise<{ written: string[]; failed: FailedBatch[] }> {
  const collection = getCategory(category).collection;
  const written: string[] = [];
  const failed: FailedBatch[] = [];
  for (let i = 0; i < records.length; i += batchSize) {
    const batch = records.slice(i, i + batchSize);
    const ids = batch.map((record) => record.id);
    try {
      const writes = batch.map(({ id, data }) => ({
        update: {
          name: `${target.documentsName}/${collection}/${id}`,
          fields: toFirestoreFields(withTimestamps(data)),
        },
      }));
      const body = JSON.stringify({ writes });
      const commit = async () => {
        const answer = await fetch(`${target.documentsUrl}:commit`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${target.token}` },
          body,
        });
        // A busy or briefly unavailable Firestore is asked again; a refusal of the data is final.
        if (RETRIED_STATUS.has(answer.status)) throw new Error(`HTTP ${answer.status}: ${firestoreMessage(await answer.text())}`);
        return answer;
      };
      const response = await withRetry(commit, { attempts: COMMIT_ATTEMPTS, backoff: COMMIT_BACKOFF });
      if (response.ok) written.push(...ids);
      else failed.push({ ids, message: `HTTP ${response.status}: ${firestoreMessage(await response.text())}` });
    } catch (error) {
      failed.push({ ids, message: error instanceof Error ? error.message : String(error) });
    }
    onBatch?.(batch.length);
  }
  return { written, failed };
}

/** Firestore's error text ({ error: { message } }), or the start of whatever it answered. */
function firestoreMessage(body: string): string {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === "string") return message.slice(0, 300);
  } catch {
    /* not JSON */
  }
  return body.slice(0, 300);
}

/** Writes whole documents, all or an error: for loading the emulator, where any refusal is a bug. */
export async function writeDocuments(
  target: FirestoreTarget,
  category: CategoryId,
  records: readonly { id: string; data: Record<string, unknown> }[],
  batchSize = 200,
): Promise<number> {
  const { written, failed } = await writeInBatches(target, category, records, batchSize);
  if (failed.length) throw new Error(`commit to "${getCategory(category).collection}" failed: ${failed[0].message}`);
  return written.length;
}
