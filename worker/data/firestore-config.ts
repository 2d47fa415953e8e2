import type { FirestoreConfig } from "firebase-rest-firestore";
import type { Env } from "../env";

/** Project id used with the emulator when none is configured ("demo-" projects never reach Google). */
export const EMULATOR_DEFAULT_PROJECT = "demo-comparador";

/**
 * Firestore settings from the environment: the emulator when FIRESTORE_EMULATOR_HOST is set,
 * production when the project id and the service account secrets are all present, else null
 * (the worker then serves the bundled sample catalogue).
 */
export function firestoreConfigFromEnv(
  env: Pick<Env, "FIRESTORE_EMULATOR_HOST" | "FIREBASE_PROJECT_ID" | "FIREBASE_CLIENT_EMAIL" | "FIREBASE_PRIVATE_KEY">,
): FirestoreConfig | null {
  const emulator = env.FIRESTORE_EMULATOR_HOST?.trim();
  if (emulator) {
    const match = /^([^:\s]+):(\d{1,5})$/.exec(emulator);
    if (!match) throw new Error(`FIRESTORE_EMULATOR_HOST must be host:port, got "${emulator}"`);
    return {
      projectId: env.FIREBASE_PROJECT_ID || EMULATOR_DEFAULT_PROJECT,
      privateKey: "",
      clientEmail: "",
      useEmulator: true,
      emulatorHost: match[1],
      emulatorPort: Number(match[2]),
    };
  }
  if (env.FIREBASE_PROJECT_ID && env.FIREBASE_CLIENT_EMAIL && env.FIREBASE_PRIVATE_KEY) {
    return {
      projectId: env.FIREBASE_PROJECT_ID,
      clientEmail: env.FIREBASE_CLIENT_EMAIL,
      // Secrets pasted through `wrangler secret put` often carry literal "\n" sequences.
      privateKey: env.FIREBASE_PRIVATE_KEY.replace(/\\n/g, "\n"),
    };
  }
  return null;
}
