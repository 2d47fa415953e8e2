import type { PublicConfig } from "./config";

/** Seed 000 §7: the events the site reports. */
export type AnalyticsEvent =
  | "page_view"
  | "view_item"
  | "affiliate_click"
  | "add_to_comparison"
  | "remove_from_comparison"
  | "apply_filters"
  | "compare_products";

type Gtag = (command: "event", name: string, params: Record<string, unknown>) => void;

/** Seed 000 §7: analytics exists only in production and only with a measurement id configured. */
export function analyticsEnabled(config: Pick<PublicConfig, "production" | "measurementId">): boolean {
  return config.production && Boolean(config.measurementId);
}

/** Sends an event through the analytics tag when analytics is enabled; a no-op everywhere else. */
export function track(config: PublicConfig, event: AnalyticsEvent, params: Record<string, unknown> = {}): boolean {
  if (typeof window === "undefined" || !analyticsEnabled(config)) return false;
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  if (!gtag) return false;
  gtag("event", event, params);
  return true;
}
