/**
 * An absolute URL for a link preview or structured data: site paths ("/img/…") join the page's
 * origin, absolute http(s) URLs (a retailer's picture) stay as they are, anything else (empty, a
 * refused picture, javascript:) is null so the caller leaves the field out.
 */
export function absoluteUrl(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
