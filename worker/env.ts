/**
 * The worker's bindings. What wrangler.toml declares (KV, assets, [vars]) comes from `wrangler types`
 * (worker/generated/worker-configuration.d.ts; `npm run types`, and `npm test` fails when it is out
 * of date); this adds only what no configuration file declares: secrets and the optional variables
 * that local runs, tests and benchmarks set.
 */
export interface Env extends Cloudflare.Env {
  /** SYNTHETIC products per category when no Firestore is configured (benchmarks, large local catalogues). */
  SYNTHETIC_PRODUCTS?: string;
  /**
   * KV operations one invocation may make (default 1000, Cloudflare's limit). Only raised locally,
   * where workerd has no such limit, so a large local catalogue is written in one pass.
   */
  KV_OPERATIONS_PER_INVOCATION?: string;
  /** "off": no use of the location's cache (worker/http/location-cache.ts). */
  LOCATION_CACHE?: string;
  /** "host:port" of a Firestore emulator; when set, the worker reads from it. */
  FIRESTORE_EMULATOR_HOST?: string;
  /** Secrets (wrangler secret put / .dev.vars), never in wrangler.toml. */
  FIREBASE_CLIENT_EMAIL?: string;
  FIREBASE_PRIVATE_KEY?: string;
  ADMIN_TOKEN?: string;
  /** Secrets: the zone and an API token with Cache Purge, so a revalidation purges by tag (http/zone-purge.ts). */
  CLOUDFLARE_ZONE_ID?: string;
  CLOUDFLARE_API_TOKEN?: string;
  /** The API's origin, https://api.cloudflare.com/client/v4 unless set (tests point it at a stand-in). */
  CLOUDFLARE_API_BASE?: string;
  /** The daily pull (worker/feeds): the first retry's wait in seconds (default 300) and rows per invocation (default 200 000). */
  FEED_RETRY_SECONDS?: string;
  FEED_ROWS_PER_MESSAGE?: string;
}
