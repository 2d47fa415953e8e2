import type { FirestoreTokens } from "../data/firestore-token";
import { firestoreConfigFromEnv } from "../data/firestore-config";
import { emulatorTarget, type FirestoreTarget } from "./firestore-writer";

/**
 * Where a feed's prices and the ingest's records are written: the Firestore the worker reads (the
 * emulator's project, or production's with the service account's cached access token), from the same
 * settings in the worker's env or the CLI's process.env; null when none is configured.
 */
export async function firestoreTargetFromEnv(env: Parameters<typeof firestoreConfigFromEnv>[0], tokens: FirestoreTokens): Promise<FirestoreTarget | null> {
  const config = firestoreConfigFromEnv(env);
  if (!config) return null;
  if (config.useEmulator) return emulatorTarget(`${config.emulatorHost}:${config.emulatorPort}`, config.projectId);
  const documentsName = `projects/${config.projectId}/databases/(default)/documents`;
  return { documentsUrl: `https://firestore.googleapis.com/v1/${documentsName}`, documentsName, token: await tokens.accessToken(config) };
}
