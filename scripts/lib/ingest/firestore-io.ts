import { getFirestoreToken } from "firebase-rest-firestore";
import { firestoreConfigFromEnv } from "../../../worker/data/firestore-config";
import { emulatorTarget, type FirestoreTarget } from "../../../worker/feeds/firestore-writer";

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
