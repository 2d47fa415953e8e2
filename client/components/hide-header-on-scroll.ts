import { useEffect } from "react";
import { afterHydration } from "../state/hydration";

/** The header that hides while scrolling down: its code is fetched once the page has hydrated. */
function hideHeaderOnScroll(): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  void import("./listing/header-on-scroll").then((m) => {
    if (!cancelled) stop = m.hideHeaderWhileScrollingDown();
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}

/**
 * On the pages a shopper scrolls a long way down (a listing, a product, a comparison: `enabled`) the
 * fixed header gives its room back while they scroll down and returns when they scroll up
 * (listing/header-on-scroll.ts).
 */
export function useHeaderHidesOnScroll(enabled: boolean): void {
  useEffect(() => (enabled ? afterHydration(hideHeaderOnScroll) : undefined), [enabled]);
}
