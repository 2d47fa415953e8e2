/**
 * When a shop's price may be shown as current. A price checked longer ago than the freshness
 * limit is shown with its age ("Último precio visto … (hace …)") and never as the current price,
 * never as the best price while a fresh one exists, and never behind a deal claim.
 *
 * The rule is evaluated against the time of the request (`now`), never at build time, so a page
 * kept in a cache cannot freeze a price as "fresh".
 */

/** The default freshness limit in hours; the deployment may configure another (PRICE_FRESH_HOURS). */
export const DEFAULT_PRICE_FRESH_HOURS = 48;

const HOUR_MS = 3_600_000;

/**
 * True when `checkedAt` (an ISO timestamp) is no older than `freshHours` at `now` (ms since epoch).
 * A missing or unparseable time is not fresh: a price whose age is unknown is never current.
 * A time in the future (a clock ahead of ours) counts as just checked.
 */
export function isPriceFresh(checkedAt: string | undefined, now: number, freshHours: number = DEFAULT_PRICE_FRESH_HOURS): boolean {
  if (!checkedAt) return false;
  const checked = Date.parse(checkedAt);
  if (Number.isNaN(checked)) return false;
  return now - checked <= freshHours * HOUR_MS;
}

/** PRICE_FRESH_HOURS as configured: a positive number of hours, or the default when unset or wrong. */
export function freshHoursFrom(raw: string | undefined): number {
  const value = Number(raw?.trim() || Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_PRICE_FRESH_HOURS;
}
