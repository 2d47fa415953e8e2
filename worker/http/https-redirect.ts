import type { MiddlewareHandler } from "hono";
import { isProductionHost } from "../../client/config";
import type { AppEnv } from "../factory";

/** Loopback addresses never have a certificate: `wrangler dev` with the production SITE_HOST stays on http. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Production hosts answer http:// with a permanent redirect to https://, same path and query, before
 * anything else (the zone should redirect too: README, Deploying).
 */
export const httpsRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.protocol === "http:" && !LOOPBACK_HOSTS.has(url.hostname) && isProductionHost(url.hostname, c.env.SITE_HOST)) {
    url.protocol = "https:";
    return c.redirect(url.href, 301);
  }
  await next();
};
