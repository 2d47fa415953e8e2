import type { PublicConfig } from "./config";

/** PRODUCT-RULES.md (Calls and errors): the events the site reports. */
export type AnalyticsEvent =
  "page_view" | "view_item" | "affiliate_click" | "add_to_comparison" | "remove_from_comparison" | "apply_filters" | "compare_products";

type Gtag = (command: "event", name: string, params: Record<string, unknown>) => void;

/** PRODUCT-RULES.md (Calls and errors): analytics exists only in production and only with a measurement id configured. */
export function analyticsEnabled(config: Pick<PublicConfig, "production" | "measurementId">): boolean {
  return config.production && Boolean(config.measurementId);
}

/** Events a page fires before it knows the visitor's choice: a landing page's view_item, a few more at most. */
export const ANALYTICS_QUEUE_MAX = 20;

/**
 * Events fired before the tag is there. A product or comparison page reports its view in an effect
 * during hydration, before the stored consent is read and the tag loaded after it, so those events
 * wait here instead of being lost. `closed` once the visitor refused or has not chosen: nothing is
 * kept for later then, and nothing is sent even by a tag loaded earlier in the visit.
 * Browser-only state: track() never gets here on the server.
 */
let closed = false;
let queue: [AnalyticsEvent, Record<string, unknown>][] = [];

function tag(): Gtag | undefined {
  return (window as unknown as { gtag?: Gtag }).gtag;
}

/** Sends an event through the analytics tag when analytics is enabled; a no-op everywhere else. True when sent now. */
export function track(config: PublicConfig, event: AnalyticsEvent, params: Record<string, unknown> = {}): boolean {
  if (typeof window === "undefined" || !analyticsEnabled(config) || closed) return false;
  const gtag = tag();
  if (!gtag) {
    if (queue.length < ANALYTICS_QUEUE_MAX) queue.push([event, params]);
    return false;
  }
  analyticsTagReady(); // anything still waiting goes first
  gtag("event", event, params);
  return true;
}

/** The tag has loaded after consent: sends what waited, in order, and lets everything after go out. */
export function analyticsTagReady(): void {
  const gtag = tag();
  if (!gtag) return;
  closed = false;
  const waiting = queue;
  queue = [];
  for (const [event, params] of waiting) gtag("event", event, params);
}

/** The visitor refused or has not chosen: drops what waited and stops sending. */
export function analyticsNotAllowed(): void {
  closed = true;
  queue = [];
}
