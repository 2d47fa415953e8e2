import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { PublicConfig } from "../../client/config";
import { IMAGE_HOSTS } from "../../shared/image-hosts";

/** Retailer image hosts and analytics hosts the production pages may use (docs/RELIABILITY.md, Security headers). */
const RETAILER_IMAGES = IMAGE_HOSTS.map((host) => `https://${host}`);
const ANALYTICS_SCRIPT = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"];

/**
 * HSTS: two years, every subdomain, and eligible for the browsers' preload list. The same on every
 * host and on the static assets (public/_headers, which cannot tell hosts apart): browsers ignore it
 * over http (local runs), and preload does nothing until the domain is submitted to the list.
 */
export const PRODUCTION_HSTS = "max-age=63072000; includeSubDomains; preload";

/**
 * Headers every answer carries (hono/secure-headers), with a closed CSP for everything that is not
 * a page (JSON, XML, text): nothing may be loaded or framed from them. A page's own CSP, set inside
 * (pageSecurityHeaders), is kept: `overwrite: false`.
 */
export const securityHeaders: MiddlewareHandler = secureHeaders({
  strictTransportSecurity: PRODUCTION_HSTS,
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
  overwrite: false,
});

/**
 * The page's Content-Security-Policy: scripts only from our origin or carrying this request's
 * nonce (hono's NONCE: 16 random bytes, base64, in c.get("secureHeadersNonce") for the render), no
 * 'unsafe-inline', no inline styles, no plugins, no <base>, no framing; images and connections
 * limited to what the site uses (the retailer's images and analytics in production).
 * `upgrade-insecure-requests` only on an https answer: on a plain-http origin (`wrangler dev`, a
 * local test) WebKit applies it to same-origin module scripts too, asks for them over https and the
 * page never hydrates.
 */
function pageHeaders(production: boolean, analytics: boolean, https: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...(analytics ? ANALYTICS_SCRIPT : [])],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", ...(production ? RETAILER_IMAGES : [])],
      connectSrc: ["'self'", ...(analytics ? ANALYTICS_CONNECT : [])],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    // Only the CSP here; the rest comes from securityHeaders around every answer.
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xContentTypeOptions: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

const PAGE_HEADERS = new Map<string, MiddlewareHandler>();

/** The page CSP for the request's configuration and scheme (six variants at most, made once each). */
export function pageSecurityHeaders(config: (c: Parameters<MiddlewareHandler>[0]) => Pick<PublicConfig, "production" | "measurementId">): MiddlewareHandler {
  return (c, next) => {
    const { production, measurementId } = config(c);
    const analytics = production && Boolean(measurementId);
    const https = new URL(c.req.url).protocol === "https:";
    const key = `${production}:${analytics}:${https}`;
    let headers = PAGE_HEADERS.get(key);
    if (!headers) PAGE_HEADERS.set(key, (headers = pageHeaders(production, analytics, https)));
    return headers(c, next);
  };
}
