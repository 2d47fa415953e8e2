/**
 * Where a record's pictures may come from: the site's own files (`/img/…`) or a retailer's image
 * host. A picture reaches og:image, JSON-LD and a preload; the pages' CSP allows only these hosts
 * (worker/http/security-headers.ts), so a picture anywhere else would be named to search engines and
 * link previews and then blocked in the page.
 */
export const IMAGE_HOSTS = ["m.media-amazon.com", "images-eu.ssl-images-amazon.com"] as const;

/** Whether `url` is a site path or an https address on one of IMAGE_HOSTS. */
export function isAllowedImageUrl(url: string): boolean {
  if (/^\/[^/\\]/.test(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && !parsed.username && !parsed.password && (IMAGE_HOSTS as readonly string[]).includes(parsed.hostname.toLowerCase());
  } catch {
    return false;
  }
}
