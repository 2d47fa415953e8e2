import type { CategoryId } from "./categories";
import { freshCutoff, chooseOffer, offersOf, priceSchedule, type PriceSchedule } from "./prices/offers";
import type { Availability, PriceSegment, Product } from "./product";
import type { SpecsByCategory } from "./specs";
import { priceStatsOf, type PriceStats } from "./prices/price-stats";
import { verdictHistory } from "./prices/verdict-history";
import { cardOffer, type CardOffer } from "./prices/card-offers";

export { readCardOffers, type CardOffer } from "./prices/card-offers";

/**
 * What cards, filters, search and similarity need of a product: everything but the long
 * description, the pros/cons and the price history, which only the detail page reads.
 */
export interface ProductSummary<C extends CategoryId = CategoryId> {
  id: string;
  categoryId: C;
  brand: string;
  model: string;
  year: number;
  lastUpdated?: string;
  /** The best current offer's price at the build's time (related products, filter bounds). */
  price: number;
  priceCurrency: string;
  /** ISO time the price was checked: whether it is current is decided when a page is rendered. */
  priceCheckedAt?: string;
  /** The price history's statistics (shared/prices/price-stats.ts); the history itself stays out. */
  priceStats?: PriceStats;
  availability?: Availability;
  /** Every shop's offer, briefly: cards choose the current one at the time of the request. */
  offers?: CardOffer[];
  /** The price as the listing's filter and sort read it over time (shared/prices/offers.ts). */
  priceSchedule?: PriceSchedule | null;
  image: string;
  imageSmall?: string;
  rating?: number;
  reviewCount?: number;
  expertScore?: number;
  userScore?: number;
  overall?: number;
  categoryScores?: Record<string, number>;
  priceSegment?: PriceSegment;
  comparedToMarketAvg?: number;
  headphoneType?: string;
  energyClass?: string;
  powerConsumptionWatts?: number;
  specs: SpecsByCategory[C];
}

/** `at`: the build's time (ms), when the price of the summary is chosen among the offers fresh then. */
export function toSummary<C extends CategoryId>(product: Product<C>, at: number = Date.now()): ProductSummary<C> {
  const { amazon, reviews, score, general, energy } = product;
  const offers = offersOf(product);
  const cutoff = freshCutoff(at);
  const chosen = chooseOffer(offers, (o) => !!o.checkedAt && Date.parse(o.checkedAt) >= cutoff)!.offer;
  return {
    id: product.id,
    categoryId: product.categoryId,
    brand: product.brand,
    model: product.model,
    year: product.year,
    lastUpdated: product.lastUpdated,
    price: chosen.price,
    priceCurrency: chosen.priceCurrency,
    priceCheckedAt: chosen.checkedAt,
    priceStats: priceStatsOf(verdictHistory(product)),
    availability: chosen.availability,
    offers: [...offers].sort((a, b) => (a.shopId < b.shopId ? -1 : a.shopId > b.shopId ? 1 : 0)).map(cardOffer),
    priceSchedule: priceSchedule(offers),
    image: amazon.image,
    imageSmall: amazon.imageSmall,
    rating: amazon.rating,
    reviewCount: amazon.reviewCount,
    expertScore: reviews?.expertScore,
    userScore: reviews?.userScore,
    overall: score?.overall,
    categoryScores: score?.categories,
    priceSegment: score?.benchmark?.priceSegment,
    comparedToMarketAvg: score?.benchmark?.comparedToMarketAvg,
    headphoneType: general.type,
    energyClass: energy?.efficiencyClass,
    powerConsumptionWatts: energy?.powerConsumptionWatts,
    specs: product.specs,
  };
}
