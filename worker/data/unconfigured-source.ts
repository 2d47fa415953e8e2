import type { Env } from "../env";
import type { CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import { SourceError, type CatalogueSource } from "./source";

/** What the production worker needs to read Firestore (FIRESTORE_EMULATOR_HOST is for local runs only). */
export const FIRESTORE_SETTINGS = ["FIREBASE_PROJECT_ID", "FIREBASE_CLIENT_EMAIL", "FIREBASE_PRIVATE_KEY"] as const;

/** The settings of FIRESTORE_SETTINGS that `env` lacks or leaves empty. */
export function missingFirestoreSettings(env: Pick<Env, (typeof FIRESTORE_SETTINGS)[number]>): string[] {
  return FIRESTORE_SETTINGS.filter((name) => !env[name]?.trim());
}

/**
 * The source of a production worker whose Firestore configuration is missing or incomplete: it
 * never serves anything (no sample, no made-up prices), every read fails, so a page answers the
 * 503 error screen and the API its JSON error. The log names what is missing, once per isolate (`reported`: what the isolate has logged).
 */
export class UnconfiguredSource implements CatalogueSource {
  readonly name = "unconfigured";
  readonly id = "unconfigured";
  private readonly message: string;

  constructor(missing: readonly string[], reported: Set<string>) {
    this.message =
      `Firestore is not configured for production: missing ${missing.join(", ")} ` +
      "(wrangler.toml [env.production.vars] for the project id, `wrangler secret put NAME --env production` for the service account)";
    if (!reported.has(this.message)) console.error(`[catalogue] ${this.message}`);
    reported.add(this.message);
  }

  listCategory(_category: CategoryId): Promise<Product[]> {
    return Promise.reject(new SourceError(this.message));
  }

  getProduct(_category: CategoryId, _id: string): Promise<Product | null> {
    return Promise.reject(new SourceError(this.message));
  }
}
