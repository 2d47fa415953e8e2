import type { Env } from "../env";
import { BundledSource } from "./bundled-source";
import { firestoreConfigFromEnv } from "./firestore-config";
import { FirestoreSource } from "./firestore-source";
import type { IsolateContext } from "./isolate-context";
import { SyntheticSource } from "./synthetic-source";
import type { CatalogueSource } from "./source";

/** The most synthetic products per category a local run may ask for. */
const SYNTHETIC_MAX = 50_000;

/**
 * The source of local runs (`npm run dev`, tests, benchmarks; worker/dev.ts): Firestore when
 * configured (the emulator, usually); otherwise SYNTHETIC products when SYNTHETIC_PRODUCTS asks for
 * them (benchmarks, large local catalogues); otherwise the bundled sample catalogue. The production
 * worker (worker/index.ts, select-source.ts) bundles none of the last two.
 */
export function localSource(env: Env, isolate: IsolateContext): CatalogueSource {
  const config = firestoreConfigFromEnv(env);
  if (config) return new FirestoreSource(config, isolate.tokens);
  const synthetic = Number(env.SYNTHETIC_PRODUCTS?.trim() || "");
  if (Number.isInteger(synthetic) && synthetic > 0 && synthetic <= SYNTHETIC_MAX) return new SyntheticSource(synthetic);
  return new BundledSource();
}
