/**
 * Query parameters that campaigns and ad networks add to links (Google's utm_* and gclid,
 * Facebook's fbclid, Microsoft's msclkid, …). They change nothing on the page, so they must not
 * make a page a different one: not in cache keys, not in canonical URLs, not in the page's state.
 */
const TRACKING = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|igshid)$/i;

export const isTrackingParam = (name: string): boolean => TRACKING.test(name);

/** "?q=oled&utm_source=x" → "?q=oled"; "" when nothing else is left. The order of the rest is kept. */
export function withoutTrackingParams(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name]) => !isTrackingParam(name));
  if (kept.length === [...params].length) return search === "?" ? "" : search;
  const text = new URLSearchParams(kept).toString();
  return text ? `?${text}` : "";
}
