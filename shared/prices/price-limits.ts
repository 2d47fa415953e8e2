import type { CategoryId } from "../categories";
import { byCategory } from "../category-declarations";

/**
 * The highest price a product of each category may carry, in euros (its declaration's `maxPrice`): well above the dearest
 * consumer model sold in Spain (a 98-inch TV, a medium-format camera, a pair of floor-standing
 * speakers), so that only a typo or a hostile feed goes past it. A price above it is refused
 * before it reaches a page, a JSON-LD or a price history.
 */
export const MAX_PRICE: Readonly<Record<CategoryId, number>> = byCategory((d) => d.maxPrice);
