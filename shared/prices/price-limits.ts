import type { CategoryId } from "../categories";

/**
 * The highest price a product of each category may carry, in euros: well above the dearest
 * consumer model sold in Spain (a 98-inch TV, a medium-format camera, a pair of floor-standing
 * speakers), so that only a typo or a hostile feed goes past it. A price above it is refused
 * before it reaches a page, a JSON-LD or a price history.
 */
export const MAX_PRICE: Readonly<Record<CategoryId, number>> = {
  tv: 60_000,
  laptop: 15_000,
  mobile: 5_000,
  tablet: 5_000,
  headphones: 5_000,
  camera: 30_000,
  smartwatch: 5_000,
  speaker: 60_000,
};
