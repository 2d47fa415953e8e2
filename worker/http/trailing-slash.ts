import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../factory";
import { siteOrigin } from "../../shared/site-origin";

/**
 * A path with a trailing slash is the same page as without it: it answers 301 to the path without
 * it, keeping the query, so that it is neither a second page to cache nor a second address search
 * engines see. The Location is built on the site's origin (site-origin.ts): "//host/" must stay a
 * path here, not become another host.
 */
export const trailingSlashRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if ((c.req.method === "GET" || c.req.method === "HEAD") && url.pathname.length > 1 && url.pathname.endsWith("/")) {
    const path = url.pathname.replace(/\/+$/, "").replace(/^\/+/, "/") || "/";
    return c.redirect(`${siteOrigin(url, c.env.SITE_HOST)}${path}${url.search}`, 301);
  }
  await next();
};

/** How long browsers and shared caches may keep a permanent redirect: a day, so a mistake is not kept for good. */
export const REDIRECT_CACHE_CONTROL = "public, max-age=86400";
