/**
 * The origin the site names itself by in canonical links, og:url, JSON-LD, robots.txt, the sitemap
 * and its redirects: `https://` + the configured SITE_HOST, whatever Host the request came with (the
 * www. host, a workers.dev preview, a forged header all point search engines at the one site). Only a
 * request to this machine (localhost, an IP address: `npm run dev`, the tests, a phone on the LAN)
 * keeps its own origin, where the configured host would lead nowhere. The worker renders with it and
 * the browser rewrites the head with it after a client-side navigation.
 */
export function siteOrigin(requestUrl: URL, siteHost: string): string {
  return isLocalHost(requestUrl.hostname) || !siteHost ? requestUrl.origin : `https://${siteHost.toLowerCase()}`;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || IPV4.test(hostname) || hostname.startsWith("[");
}
