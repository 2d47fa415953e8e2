import { convertToFirestoreDocument } from "firebase-rest-firestore";
import type { CategoryId } from "../../shared/categories";
import { getCategory } from "../../shared/categories";

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

/** Writes whole documents with batched `documents:commit` calls (up to 500 writes each). */
export async function writeDocuments(
  target: FirestoreTarget,
  category: CategoryId,
  records: readonly { id: string; data: Record<string, unknown> }[],
  batchSize = 200,
  onBatch?: (written: number) => void,
): Promise<number> {
  const collection = getCategory(category).collection;
  let written = 0;
  for (let i = 0; i < records.length; i += batchSize) {
    const writes = records.slice(i, i + batchSize).map(({ id, data }) => ({
      update: {
        name: `${target.documentsName}/${collection}/${id}`,
        fields: convertToFirestoreDocument(withTimestamps(data)).fields,
      },
    }));
    const response = await fetch(`${target.documentsUrl}:commit`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${target.token}` },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`commit to "${collection}" answered ${response.status}: ${await response.text()}`);
    written += writes.length;
    onBatch?.(writes.length);
  }
  return written;
}
