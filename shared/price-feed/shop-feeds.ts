import { checkShopLink } from "../prices/shop-links";
import { findShop } from "../shops";

/** The format a shop's feed is declared in: a check on what its content shows, never a substitute for it. */
export type DeclaredFeedFormat = "google" | "awin" | "csv";

/** Where one shop's daily feed comes from. */
export interface ShopFeed {
  shopId: string;
  /** The feed's address, when it carries no credential. */
  url?: string;
  /** The secret holding the address, when it does (many networks put a key in the URL). */
  urlSecret?: string;
  format?: DeclaredFeedFormat;
}

const FORMATS: readonly DeclaredFeedFormat[] = ["google", "awin", "csv"];
/** A secret's name as wrangler accepts it. */
const SECRET_NAME = /^[A-Z][A-Z0-9_]{0,63}$/;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

export interface FeedAddressOptions {
  /**
   * Plain http on this machine (127.0.0.1, localhost, [::1]) as well: local runs and their tests
   * serve feeds from a local server. Only the local worker (worker/dev.ts) allows it.
   */
  allowLoopbackHttp?: boolean;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * A feed's address as the pull may fetch it: https without credentials (shared/prices/shop-links.ts,
 * with no shop's hosts to hold it to), or undefined. Also checks an address read from a secret.
 */
export function feedAddress(value: unknown, options: FeedAddressOptions = {}): string | undefined {
  if (typeof value !== "string") return undefined;
  if (options.allowLoopbackHttp) {
    try {
      const url = new URL(value.trim());
      if (url.protocol === "http:" && LOOPBACK.has(url.hostname) && !url.username && !url.password) return url.href;
    } catch {
      return undefined;
    }
  }
  const checked = checkShopLink(undefined, value);
  return "link" in checked ? checked.link : undefined;
}

/**
 * `SHOP_FEEDS` (wrangler.toml's [vars]): JSON, shop id → `{ "url": "https://…" }` or
 * `{ "urlSecret": "SECRET_NAME" }`, with an optional `"format"`. Each entry must name a configured shop
 * and one way to its address; a wrong entry is a problem line (in English, for the deploy check and
 * the cron log) and is left out, never guessed. Unset or empty: no feeds, the site runs as without them.
 */
export function readShopFeeds(raw: string | undefined, options: FeedAddressOptions = {}): { feeds: ShopFeed[]; problems: string[] } {
  if (raw === undefined || raw.trim() === "") return { feeds: [], problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { feeds: [], problems: ["SHOP_FEEDS: not valid JSON"] };
  }
  if (!isObject(parsed)) return { feeds: [], problems: ["SHOP_FEEDS: expected an object of shop id → feed"] };
  const feeds: ShopFeed[] = [];
  const problems: string[] = [];
  for (const [shopId, entry] of Object.entries(parsed)) {
    const where = `SHOP_FEEDS.${shopId}`;
    if (!findShop(shopId)) {
      problems.push(`${where}: not a configured shop (shared/shops.ts)`);
      continue;
    }
    if (!isObject(entry)) {
      problems.push(`${where}: expected { "url": "https://…" } or { "urlSecret": "NAME" }`);
      continue;
    }
    const url = entry.url === undefined ? undefined : feedAddress(entry.url, options);
    const urlSecret = typeof entry.urlSecret === "string" && SECRET_NAME.test(entry.urlSecret) ? entry.urlSecret : undefined;
    const format = entry.format === undefined ? undefined : FORMATS.find((f) => f === entry.format);
    if (entry.url !== undefined && !url)
      problems.push(`${where}.url: expected an https address without credentials (put one with a key in a secret: urlSecret)`);
    else if (entry.urlSecret !== undefined && !urlSecret) problems.push(`${where}.urlSecret: expected a secret's name (A-Z, 0-9, _)`);
    else if ((url ? 1 : 0) + (urlSecret ? 1 : 0) !== 1) problems.push(`${where}: expected either url or urlSecret`);
    else if (entry.format !== undefined && !format) problems.push(`${where}.format: expected one of ${FORMATS.join(", ")}`);
    else feeds.push({ shopId, ...(url ? { url } : { urlSecret: urlSecret! }), ...(format ? { format } : {}) });
  }
  return { feeds, problems };
}

/** The secrets the configured feeds name that are not among `secretNames`. */
export function missingFeedSecrets(feeds: readonly ShopFeed[], secretNames: readonly string[]): string[] {
  return feeds.flatMap((feed) => (feed.urlSecret && !secretNames.includes(feed.urlSecret) ? [feed.urlSecret] : []));
}
