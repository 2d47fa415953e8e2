import type { ProductCardData } from "./card";
import type { CategoryId } from "./categories";
import { cardPrice } from "./prices/card-price";
import { DEFAULT_PRICE_FRESH_HOURS, isPriceFresh } from "./prices/freshness";
import { claimAt } from "./prices/price-claim";

/**
 * 'Mejores ofertas ahora' on the home page (PRODUCT-RULES.md, Deals). The build keeps each
 * category's best deals (the rule: prices/deal.ts) with its manifest; a page shows, per category, the first
 * few whose price is still current at its own time. Choosing among every product is the build's
 * work; a request only checks the freshness of a handful of cards.
 */

/** Deals a build keeps per category: spares for those whose price is no longer current when a page is drawn. */
export const DEAL_CANDIDATES = 8;
/** Deals a page shows per category. */
export const DEALS_PER_CATEGORY = 3;

/** A deal as the home page shows it: the card (its `deal` is the percentage) and the usual price it is measured against. */
export interface HomeDeal {
  card: ProductCardData;
  usual: number;
}

export interface DealGroup {
  categoryId: CategoryId;
  deals: HomeDeal[];
}

/**
 * A category's deals for its manifest, best first: prices current at the build's time before the
 * others (those cannot become current again without a new build), then the larger discount, then
 * the category's canonical order (the order `cards` come in).
 */
export function dealCandidates(cards: readonly ProductCardData[], usualOf: (index: number) => number | undefined, builtAt: number): HomeDeal[] {
  const found: { deal: HomeDeal; fresh: boolean; index: number }[] = [];
  cards.forEach((card, index) => {
    const usual = usualOf(index);
    if (card.deal === undefined || usual === undefined) return;
    found.push({ deal: { card: dealCard(card), usual }, fresh: isPriceFresh(card.priceCheckedAt, builtAt), index });
  });
  return found
    .sort((a, b) => Number(b.fresh) - Number(a.fresh) || b.deal.card.deal! - a.deal.card.deal! || a.index - b.index)
    .slice(0, DEAL_CANDIDATES)
    .map(({ deal }) => deal);
}

/**
 * The card as the deals show it, and no more (the home page's bytes have a budget): without its chips
 * (the deals' cards show none), its update time or what an alternative must share, and without the
 * expert score a card with an overall score does not show.
 */
function dealCard({ chips: _chips, lastUpdated: _lastUpdated, kind: _kind, ...card }: ProductCardData): ProductCardData {
  if (card.overall !== undefined) delete card.expertScore;
  return { ...card, chips: [] };
}

/**
 * Whether a card's deal may be shown at `now`: its claim holds (the price it was reached for is
 * still the card's current price, and is fresh), so a stale price is never a deal.
 */
export function dealShownAt(card: ProductCardData, now: number, freshHours: number = DEFAULT_PRICE_FRESH_HOURS): boolean {
  if (card.deal === undefined) return false;
  const claim = claimAt(card, now, freshHours, cardPrice(card, now, freshHours).price);
  return claim === "minimo" || claim === "bueno";
}

/** The groups a page shows at `now`: per category, the first DEALS_PER_CATEGORY current deals; categories without one left out. */
export function dealsShownAt(groups: readonly DealGroup[], now: number, freshHours: number = DEFAULT_PRICE_FRESH_HOURS): DealGroup[] {
  return groups.flatMap(({ categoryId, deals }) => {
    const shown = deals.filter((deal) => dealShownAt(deal.card, now, freshHours)).slice(0, DEALS_PER_CATEGORY);
    return shown.length ? [{ categoryId, deals: shown }] : [];
  });
}
