import type { CategoryId } from "./categories";
import type { Availability, PriceSegment, Product } from "./product";
import type { SpecsByCategory } from "./specs";
import { priceStatsOf, type PriceStats } from "./prices/price-stats";

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
  price: number;
  priceCurrency: string;
  /** ISO time the price was checked: whether it is current is decided when a page is rendered. */
  priceCheckedAt?: string;
  /** The price history's statistics (shared/prices/price-stats.ts); the history itself stays out. */
  priceStats?: PriceStats;
  availability?: Availability;
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

export function toSummary<C extends CategoryId>(product: Product<C>): ProductSummary<C> {
  const { amazon, reviews, score, general, energy } = product;
  return {
    id: product.id,
    categoryId: product.categoryId,
    brand: product.brand,
    model: product.model,
    year: product.year,
    lastUpdated: product.lastUpdated,
    price: amazon.price,
    priceCurrency: amazon.priceCurrency,
    priceCheckedAt: amazon.lastPriceUpdate,
    priceStats: priceStatsOf(amazon.priceHistory),
    availability: amazon.availability,
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
