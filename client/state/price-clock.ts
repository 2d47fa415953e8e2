import { DEFAULT_PRICE_FRESH_HOURS } from "../../shared/prices/freshness";
import { useAppState } from "./app-state";
import { useNow } from "./clock";

/**
 * What a page needs to say whether a price is current: the time ("now", as useNow: the render's
 * time until hydrated, then the browser's clock) and the configured freshness limit. A page kept in
 * a cache is therefore right again as soon as it hydrates, even when its copy says otherwise.
 */
export function usePriceClock(): { now: Date; freshHours: number } {
  // The configuration never changes on a page: read, not subscribed to (a subscription per card).
  const { config } = useAppState();
  return { now: useNow(), freshHours: config.priceFreshHours ?? DEFAULT_PRICE_FRESH_HOURS };
}
