import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRODUCTION_CONFIG } from "./support/config";

const production = PRODUCTION_CONFIG;

type Analytics = typeof import("../../client/analytics");
let analytics: Analytics;
let fakeWindow: { gtag?: ReturnType<typeof vi.fn> };

// The queue lives for one page load: each test gets a fresh module, as a new page would.
beforeEach(async () => {
  vi.resetModules();
  fakeWindow = {};
  vi.stubGlobal("window", fakeWindow);
  analytics = await import("../../client/analytics");
});
afterEach(() => vi.unstubAllGlobals());

/** What consent.ts does once the stored choice is "granted": the tag's gtag() exists, then the queue flushes. */
function tagLoads(): ReturnType<typeof vi.fn> {
  const gtag = vi.fn();
  fakeWindow.gtag = gtag;
  analytics.analyticsTagReady();
  return gtag;
}

describe("PRODUCT-RULES.md (Calls and errors): events sent before the analytics tag has loaded", () => {
  it("are queued and sent once, in order, when the tag is ready (landing on a product with consent stored)", () => {
    expect(analytics.track(production, "view_item", { item_id: "a" })).toBe(false);
    expect(analytics.track(production, "compare_products", { value: 2 })).toBe(false);
    const gtag = tagLoads();
    expect(gtag.mock.calls).toEqual([
      ["event", "view_item", { item_id: "a" }],
      ["event", "compare_products", { value: 2 }],
    ]);
    analytics.analyticsTagReady();
    expect(analytics.track(production, "affiliate_click", { price: 1 })).toBe(true);
    expect(gtag.mock.calls.map((c) => c[1])).toEqual(["view_item", "compare_products", "affiliate_click"]);
  });

  it("are never queued when analytics is disabled (development, no measurement id)", () => {
    analytics.track({ ...production, production: false }, "view_item");
    analytics.track({ ...production, measurementId: null }, "view_item");
    expect(tagLoads()).not.toHaveBeenCalled();
  });

  it("are dropped, and no longer queued or sent, once consent is refused or not given", () => {
    analytics.track(production, "view_item");
    analytics.analyticsNotAllowed();
    analytics.track(production, "compare_products");
    fakeWindow.gtag = vi.fn(); // a tag loaded earlier in the visit, consent since withdrawn
    expect(analytics.track(production, "add_to_comparison")).toBe(false);
    expect(fakeWindow.gtag).not.toHaveBeenCalled();
    // Consent given again: only what happens from then on is sent.
    const gtag = tagLoads();
    expect(gtag).not.toHaveBeenCalled();
    analytics.track(production, "page_view");
    expect(gtag.mock.calls.map((c) => c[1])).toEqual(["page_view"]);
  });

  it("keeps a bounded queue: the first events, not an unbounded list", () => {
    for (let i = 0; i < 500; i++) analytics.track(production, "apply_filters", { filters: i });
    const gtag = tagLoads();
    expect(gtag.mock.calls.length).toBe(analytics.ANALYTICS_QUEUE_MAX);
    expect(gtag.mock.calls[0][2]).toEqual({ filters: 0 });
  });
});
