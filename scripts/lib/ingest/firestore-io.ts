import { getFirestoreToken } from "firebase-rest-firestore";
import { getCategory, type CategoryId } from "../../../shared/categories";
import { firestoreConfigFromEnv } from "../../../worker/data/firestore-config";
import { fromFirestoreDocument, type FirestoreValue } from "../../../worker/data/firestore-values";
import { toPlainJson } from "../../../worker/data/normalise";
import { emulatorTarget, type FirestoreTarget } from "../firestore-writer";

/**
 * Where the ingest writes: the same configuration as the worker (FIRESTORE_EMULATOR_HOST for the
 * emulator; FIREBASE_PROJECT_ID with the service account FIREBASE_CLIENT_EMAIL and
 * FIREBASE_PRIVATE_KEY for production). Null when neither is configured.
 */
export async function targetFromEnv(env: NodeJS.ProcessEnv): Promise<FirestoreTarget | null> {
  const config = firestoreConfigFromEnv(env);
  if (!config) return null;
  if (config.useEmulator) return emulatorTarget(`${config.emulatorHost}:${config.emulatorPort}`, config.projectId);
  const documentsName = `projects/${config.projectId}/databases/(default)/documents`;
  return { documentsUrl: `https://firestore.googleapis.com/v1/${documentsName}`, documentsName, token: await getFirestoreToken(config) };
}

/** The stored documents for these ids (null where missing), as plain JSON, read with batchGet. */
export async function readStored(target: FirestoreTarget, category: CategoryId, ids: readonly string[]): Promise<Map<string, Record<string, unknown> | null>> {
  const collection = getCategory(category).collection;
  const stored = new Map<string, Record<string, unknown> | null>();
  for (let i = 0; i < ids.length; i += 100) {
    const names = ids.slice(i, i + 100).map((id) => `${target.documentsName}/${collection}/${id}`);
    const response = await fetch(`${target.documentsUrl}:batchGet`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${target.token}` },
      body: JSON.stringify({ documents: names }),
    });
    if (!response.ok) throw new Error(`batchGet on "${collection}" answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    for (const row of (await response.json()) as { found?: { name: string; fields?: Record<string, FirestoreValue> }; missing?: string }[]) {
      if (row.found) {
        const { id, ...data } = toPlainJson(fromFirestoreDocument(row.found)) as Record<string, unknown>;
        stored.set(String(id), data);
      } else if (row.missing) {
        stored.set(row.missing.split("/").pop()!, null);
      }
    }
  }
  return stored;
}
