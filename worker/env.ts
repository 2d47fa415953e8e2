/** Bindings and variables of the worker (wrangler.toml [vars], KV, assets, and secrets). */
export interface Env {
  /** Category snapshots and product documents (versioned keys, see worker/data/keys.ts). */
  CATALOGUE: KVNamespace;
  /** The client bundle and images (wrangler.toml [assets]). */
  ASSETS: Fetcher;
  /** The production domain, e.g. "comparador.example"; its bare and www. forms are production. */
  SITE_HOST: string;
  /** Public contact address shown in the footer. */
  CONTACT_EMAIL: string;
  /** The site's owner as the legal pages name them (LSSI-CE art. 10): legal name, tax id (NIF), */
  OWNER_NAME: string;
  OWNER_TAX_ID: string;
  /** registered address, and commercial registry data. */
  OWNER_ADDRESS: string;
  OWNER_REGISTRY: string;
  /** Seconds a snapshot counts as fresh before it is served stale and rebuilt in the background. */
  SNAPSHOT_FRESH_SECONDS?: string;
  /** Seconds an isolate uses its parsed snapshot before re-reading the stamp in KV (default 5). */
  SNAPSHOT_RECHECK_SECONDS?: string;
  /** Web analytics measurement id (e.g. "G-XXXXXXX"); analytics loads only in production with one. */
  GA_MEASUREMENT_ID?: string;
  /** SYNTHETIC products per category when no Firestore is configured (benchmarks, large local catalogues). */
  SYNTHETIC_PRODUCTS?: string;
  /**
   * KV operations one invocation may make (default 1000, Cloudflare's limit). Only raised locally,
   * where workerd has no such limit, so a large local catalogue is written in one pass.
   */
  KV_OPERATIONS_PER_INVOCATION?: string;
  /** "host:port" of a Firestore emulator; when set, the worker reads from it. */
  FIRESTORE_EMULATOR_HOST?: string;
  FIREBASE_PROJECT_ID?: string;
  /** Secrets (wrangler secret put / .dev.vars), never in wrangler.toml. */
  FIREBASE_CLIENT_EMAIL?: string;
  FIREBASE_PRIVATE_KEY?: string;
  ADMIN_TOKEN?: string;
  /** Secrets: the zone and an API token with Cache Purge, so a revalidation purges by tag (http/zone-purge.ts). */
  CLOUDFLARE_ZONE_ID?: string;
  CLOUDFLARE_API_TOKEN?: string;
  /** The API's origin, https://api.cloudflare.com/client/v4 unless set (tests point it at a stand-in). */
  CLOUDFLARE_API_BASE?: string;
}

export interface AppBindings {
  Bindings: Env;
}
