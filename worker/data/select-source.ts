import type { Env } from "../env";
import { BundledSource } from "./bundled-source";
import { firestoreConfigFromEnv } from "./firestore-config";
import { FirestoreSource } from "./firestore-source";
import type { CatalogueSource } from "./source";

/** Firestore when configured (emulator or production), otherwise the bundled sample catalogue. */
export function selectSource(env: Env): CatalogueSource {
  const config = firestoreConfigFromEnv(env);
  return config ? new FirestoreSource(config) : new BundledSource();
}
