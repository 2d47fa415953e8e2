import type { PricePoint, ShopOffer } from "../product";
import { currentPrice } from "./current-price";
import { SHOP_HISTORY_DAYS } from "./offer-validation";
import type { OfferSource } from "./offers";

/** How many daily prices a product's best-price history keeps (about two years). */
export const MAX_BEST_HISTORY = 730;
const DAY_MS = 86_400_000;

const dayOf = (iso: string) => iso.slice(0, 10);

function validHistory(value: unknown): PricePoint[] {
  return Array.isArray(value)
    ? value
        .filter((p): p is PricePoint => !!p && typeof p.date === "string" && typeof p.price === "number" && Number.isFinite(p.price))
        .sort((a, b) => a.date.localeCompare(b.date))
    : [];
}

/** `history` with today's price recorded once: a point only when the price differs from the last one. */
export function withPoint(history: readonly PricePoint[], day: string, price: number): PricePoint[] {
  const last = history.at(-1);
  if (last && last.price === price) return [...history];
  return [...history.filter((p) => p.date !== day), { date: day, price }];
}

/**
 * The price histories a daily update keeps, given what it writes (`document`) and what was stored:
 * the best current price across shops per day (what the chart shows and what the 30-day lowest
 * price is computed from), and each shop's own price per day, kept to the last weeks.
 */
export function recordPriceHistories(
  document: OfferSource & { offers?: ShopOffer[]; bestPriceHistory?: unknown },
  stored: { offers?: unknown; bestPriceHistory?: unknown } | null,
  now: Date,
  freshHours?: number,
): { bestPriceHistory: PricePoint[]; offers: ShopOffer[] | undefined } {
  const day = dayOf(now.toISOString());
  const storedOffers = Array.isArray(stored?.offers) ? (stored.offers as Partial<ShopOffer>[]) : [];
  const since = dayOf(new Date(now.getTime() - SHOP_HISTORY_DAYS * DAY_MS).toISOString());
  const offers = document.offers?.map((offer) => {
    // Points older than the kept weeks go first: a price unchanged since then is recorded again today,
    // so a shop's history never ends up empty, nor different on each run.
    const before = validHistory(storedOffers.find((o) => o.shopId === offer.shopId)?.priceHistory ?? offer.priceHistory).filter((p) => p.date > since);
    return { ...offer, priceHistory: withPoint(before, day, offer.price) };
  });
  let best = validHistory(stored ? stored.bestPriceHistory : document.bestPriceHistory);
  const current = currentPrice({ ...document, offers }, now.getTime(), freshHours);
  if (current.fresh) best = withPoint(best, day, current.price);
  return { bestPriceHistory: best.slice(-MAX_BEST_HISTORY), offers };
}
