import { accessToken } from "../data/firestore-token";
import { firestoreConfigFromEnv } from "../data/firestore-config";
import type { Env } from "../env";
import { emulatorTarget, type FirestoreTarget } from "./firestore-writer";

/**
 * Where the worker writes a feed's prices: the configured Firestore (the emulator's project, or
 * production's with the service account's cached access token), or null when none is configured.
 */
export async function workerFirestoreTarget(env: Env): Promise<FirestoreTarget | null> {
  const config = firestoreConfigFromEnv(env);
  if (!config) return null;
  if (config.useEmulator) return emulatorTarget(`${config.emulatorHost}:${config.emulatorPort}`, config.projectId);
  const documentsName = `projects/${config.projectId}/databases/(default)/documents`;
  return { documentsUrl: `https://firestore.googleapis.com/v1/${documentsName}`, documentsName, token: await accessToken(config) };
}
