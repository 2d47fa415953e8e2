import type { PublicConfig } from "../../client/config";

/** Retailer image host and analytics hosts the production pages may use (DESIGN security). */
const RETAILER_IMAGES = "https://m.media-amazon.com https://images-eu.ssl-images-amazon.com";
const ANALYTICS_SCRIPT = "https://www.googletagmanager.com";
const ANALYTICS_CONNECT = "https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com";

/** Headers every response carries, pages, JSON and assets alike. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** HSTS on the production hosts: two years, every subdomain, and eligible for the browsers' preload list. */
export const PRODUCTION_HSTS = "max-age=63072000; includeSubDomains; preload";

/** JSON and other non-HTML answers: nothing may be loaded or framed from them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The page's Content-Security-Policy: scripts only from our origin or carrying this request's
 * nonce (no 'unsafe-inline'), no inline styles, no plugins, no <base>, no framing; images and
 * connections limited to what the site uses (the retailer's images and analytics in production).
 */
export function pageCsp(nonce: string, config: Pick<PublicConfig, "production" | "measurementId">): string {
  const analytics = config.production && config.measurementId;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${analytics ? ` ${ANALYTICS_SCRIPT}` : ""}`,
    "style-src 'self'",
    `img-src 'self' data:${config.production ? ` ${RETAILER_IMAGES}` : ""}`,
    `connect-src 'self'${analytics ? ` ${ANALYTICS_CONNECT}` : ""}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}
