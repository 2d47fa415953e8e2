import { MAX_BEST_HISTORY, recordPriceHistories } from "../../../shared/prices/history-record";
import type { PricePoint, RetailerOffer, ShopOffer } from "../../../shared/product";

/** How many daily prices a product keeps (about two years): the same cap as its best-price history. */
export const MAX_PRICE_HISTORY = MAX_BEST_HISTORY;

/** Fields the ingest itself maintains; they do not count as a change of the record. */
const MAINTAINED = ["lastUpdated", "bestPriceHistory"] as const;
const MAINTAINED_OFFER = ["lastPriceUpdate", "priceHistory"] as const;

export type PlanOutcome = "new" | "changed" | "unchanged";

export interface IngestPlan {
  outcome: PlanOutcome;
  /** The document to write; null when nothing changed. */
  document: Record<string, unknown> | null;
  priceChanged: boolean;
}

/** The part of a record that its supplier controls: what decides whether anything changed. */
function content(record: Record<string, unknown>): string {
  const copy = structuredClone(record);
  for (const key of MAINTAINED) delete copy[key];
  const offer = copy.amazon as Record<string, unknown> | undefined;
  if (offer) for (const key of MAINTAINED_OFFER) delete offer[key];
  if (Array.isArray(copy.offers)) for (const shop of copy.offers as Record<string, unknown>[]) if (shop) delete shop.priceHistory;
  return stableStringify(copy);
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableStringify((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

const dayOf = (iso: string) => iso.slice(0, 10);

function validHistory(value: unknown): PricePoint[] {
  return Array.isArray(value)
    ? value.filter((p): p is PricePoint => !!p && typeof p.date === "string" && typeof p.price === "number").sort((a, b) => a.date.localeCompare(b.date))
    : [];
}

/**
 * What to write for one valid record, given what Firestore holds now. Idempotent by design: a
 * record equal to the stored one (ignoring the fields the ingest maintains) writes nothing. A new
 * or changed record gets `lastUpdated` and `amazon.lastPriceUpdate` set to `now`; its price
 * history is the stored one, with today's price appended once when the price changed (bounded).
 */
export function planIngest(incoming: Record<string, unknown>, stored: Record<string, unknown> | null, now: Date): IngestPlan {
  if (stored && content(incoming) === content(stored)) return { outcome: "unchanged", document: null, priceChanged: false };
  const iso = now.toISOString();
  const offer = { ...(incoming.amazon as Record<string, unknown>) };
  const price = offer.price as number;
  const storedOffer = (stored?.amazon ?? {}) as Record<string, unknown>;
  let history = validHistory(stored ? storedOffer.priceHistory : offer.priceHistory);
  const last = history.at(-1);
  const priceChanged = !last || last.price !== price;
  if (priceChanged) {
    history = [...history.filter((p) => p.date !== dayOf(iso)), { date: dayOf(iso), price }];
  }
  offer.priceHistory = history.slice(-MAX_PRICE_HISTORY);
  offer.lastPriceUpdate = iso;
  // The best price across shops per day, and each shop's own (kept short).
  const document: Record<string, unknown> = { ...incoming, amazon: offer, lastUpdated: iso };
  const histories = recordPriceHistories(
    document as { amazon: RetailerOffer; offers?: ShopOffer[]; bestPriceHistory?: unknown },
    stored as { offers?: unknown; bestPriceHistory?: unknown } | null,
    now,
  );
  document.bestPriceHistory = histories.bestPriceHistory;
  if (histories.offers) document.offers = histories.offers;
  return { outcome: stored ? "changed" : "new", document, priceChanged };
}
