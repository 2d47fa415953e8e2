import type { Env } from "../env";
import { firestoreConfigFromEnv } from "./firestore-config";
import { FirestoreSource } from "./firestore-source";
import type { IsolateContext } from "./isolate-context";
import type { CatalogueSource } from "./source";
import { missingFirestoreSettings, UnconfiguredSource } from "./unconfigured-source";

/**
 * The production worker's source: Firestore, configured (FIREBASE_PROJECT_ID and the service
 * account's secrets) or pointed at an emulator. Anything less is an error, never the sample
 * catalogue: see UnconfiguredSource. Local runs use local-source.ts (worker/dev.ts).
 */
export function selectSource(env: Env, isolate: IsolateContext): CatalogueSource {
  const config = firestoreConfigFromEnv(env);
  if (config) return new FirestoreSource(config, isolate.tokens);
  return new UnconfiguredSource(missingFirestoreSettings(env), isolate.reported);
}
