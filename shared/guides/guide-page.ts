import type { ProductCardData } from "../card";
import { getCategory, type CategoryId } from "../categories";
import { readCardOffers } from "../prices/card-offers";
import { isPriceFresh } from "../prices/freshness";
import { chooseOffer } from "../prices/offers";
import { priceVerdict } from "../prices/price-verdict";
import { categoryPath } from "../routes";
import { guidePath } from "./guide-paths";
import { guideTitle } from "./guide-texts";
import type { CategoryGuides, GuideIndexGroup, GuideMention, GuidePageData, GuidePick, StoredGuide, StoredPick } from "./guide-types";

/**
 * A stored guide as a page shows it at the request's time: a pick whose price is no longer fresh
 * is no pick (docs/PRODUCT-RULES.md, Guides) and joins 'sin precio comprobado'; the others carry
 * their current price, its shop and the price verdict.
 */

/** The pick's price now, from its card's offers, or null when none is fresh. */
function pickAt(pick: StoredPick, card: ProductCardData, now: number, freshHours: number): GuidePick | null {
  if (!card.offers?.length) return null;
  const choice = chooseOffer(readCardOffers(card.offers), (offer) => isPriceFresh(offer.checkedAt, now, freshHours));
  if (!choice?.fresh) return null;
  const { offer } = choice;
  const verdict = priceVerdict(pick.stats, { price: offer.price, currency: card.priceCurrency, fresh: true });
  return {
    role: pick.role,
    card,
    reasons: pick.reasons,
    price: offer.price,
    currency: card.priceCurrency,
    shopName: pick.shops[Number(offer.shopId)] ?? "",
    verdict: verdict.badge,
    verdictLabel: verdict.label,
  };
}

/** The positions of every card a stored guide shows. */
export const guidePositions = (guide: StoredGuide): number[] => [...guide.picks.map((p) => p.position), ...guide.runnersUp, ...guide.unpriced];

export function guidePage(
  category: CategoryId,
  guides: CategoryGuides,
  guide: StoredGuide,
  cards: ReadonlyMap<number, ProductCardData>,
  now: number,
  freshHours: number,
): GuidePageData {
  const picks: GuidePick[] = [];
  const gone: ProductCardData[] = [];
  for (const pick of guide.picks) {
    const card = cards.get(pick.position);
    if (!card) continue;
    const shown = pickAt(pick, card, now, freshHours);
    if (shown) picks.push(shown);
    else gone.push(card);
  }
  const cardsAt = (positions: readonly number[]) => positions.flatMap((p) => (cards.has(p) ? [cards.get(p)!] : []));
  return {
    categoryId: category,
    use: guide.use,
    title: guideTitle(category, guide.use),
    month: guides.month,
    required: guide.required,
    listingPath: categoryPath(category) + guide.search,
    eligible: guide.eligible,
    priced: guide.priced,
    picks,
    runnersUp: cardsAt(guide.runnersUp),
    unpriced: [...gone, ...cardsAt(guide.unpriced)],
    others: guides.guides.filter((g) => g !== guide).map((g) => ({ path: guidePath(category, g.use), title: guideTitle(category, g.use) })),
  };
}

/** The stored guide of a use (null: the category's own), or undefined when the build has none. */
export const findGuide = (guides: CategoryGuides | undefined, use: string | null): StoredGuide | undefined => guides?.guides.find((g) => g.use === use);

/** One category's guides as /guias lists them. */
export function guideIndexGroup(category: CategoryId, guides: CategoryGuides | undefined): GuideIndexGroup {
  return {
    categoryId: category,
    name: getCategory(category).name,
    guides: (guides?.guides ?? []).map((g) => ({
      path: guidePath(category, g.use),
      title: guideTitle(category, g.use),
      picks: g.picks.length,
      priced: g.priced,
    })),
  };
}

/** The guides that name a product, by its place in the build ("N.º 1 en Los mejores televisores para gaming"). */
export function guideMentions(category: CategoryId, guides: CategoryGuides | undefined, position: number): GuideMention[] {
  const mentions: GuideMention[] = [];
  for (const guide of guides?.guides ?? []) {
    const at = guide.picks.findIndex((p) => p.position === position);
    if (at >= 0) mentions.push({ rank: at + 1, role: guide.picks[at].role, path: guidePath(category, guide.use), title: guideTitle(category, guide.use) });
  }
  return mentions;
}
