import type { CategoryId } from "./categories";
import { keySpecChips, type Chip } from "./chips";
import type { Availability } from "./product";
import type { PriceClaim } from "./prices/price-claim";
import { dealOf } from "./prices/deal";
import { priceClaimOf } from "./prices/price-verdict";
import type { CardOffer, ProductSummary } from "./summary";
import { alternativeKind } from "./verdict/alternative-kind";

/**
 * What a product card shows (PRODUCT-RULES.md (Screens and routes), product card), and nothing more: grids, carousels, the
 * home page and search suggestions all use it. Key-spec chips are worked out when the catalogue is
 * built, so the browser needs neither the specs nor the code that reads them.
 */
export interface ProductCardData {
  id: string;
  categoryId: CategoryId;
  brand: string;
  model: string;
  /** The best current price when the catalogue was built; pages show `offers`' current one (cardPrice). */
  price: number;
  priceCurrency: string;
  /** The price's claim if it is current, and when it was checked: shown only while current at render time (shared/prices/price-claim.ts). */
  priceClaim?: PriceClaim;
  priceCheckedAt?: string;
  /** The discount in whole percent when that price is a deal (shared/prices/deal.ts): shown, like the claim, only while it is current. */
  deal?: number;
  /** Every shop's price and when it was checked, so the page can tell at its own time which is current. */
  offers?: CardOffer[];
  image: string;
  imageSmall?: string;
  overall?: number;
  expertScore?: number;
  availability?: Availability;
  /** At most four (PRODUCT-RULES.md, Key-spec chips and similarity). */
  chips: Chip[];
  /** ISO time of the last update (the home page lists the newest). */
  lastUpdated?: string;
  /** What an alternative to it must share (shared/verdict/alternative-kind.ts): a TV's size, a headphone's or camera's type. */
  kind?: string;
}

export function toCard(product: ProductSummary): ProductCardData {
  const card: ProductCardData = {
    id: product.id,
    categoryId: product.categoryId,
    brand: product.brand,
    model: product.model,
    price: product.price,
    priceCurrency: product.priceCurrency,
    offers: product.offers,
    image: product.image,
    chips: keySpecChips(product),
  };
  // Optional fields only when present: a card is repeated thousands of times in chunks and pages.
  if (product.imageSmall && product.imageSmall !== product.image) card.imageSmall = product.imageSmall;
  if (product.overall !== undefined) card.overall = product.overall;
  if (product.expertScore !== undefined) card.expertScore = product.expertScore;
  const claim = priceClaimOf(product.priceStats, product.price);
  if (claim) card.priceClaim = claim;
  if (claim && product.priceCheckedAt !== undefined) card.priceCheckedAt = product.priceCheckedAt;
  const deal = dealOf(product.priceStats, product.price);
  if (deal) card.deal = deal.percent;
  if (product.availability !== undefined) card.availability = product.availability;
  if (product.lastUpdated !== undefined) card.lastUpdated = product.lastUpdated;
  const kind = alternativeKind(product.categoryId, product.specs, product.headphoneType);
  if (kind !== undefined) card.kind = kind;
  return card;
}
