import type { CategoryId } from "../categories";
import { byCategory } from "../category-declarations";
import type { Product } from "../product";
import type { SpecsByCategory } from "../specs";

/**
 * Yes/no differences a shopper asks about, per category: a boolean spec ("VRR") or a member of a
 * list ("Dolby Vision" among the HDR formats, "HDMI 2.1" among the HDMI versions). Having one is
 * better than not having it. `inVerdict` marks those the category's shoppers choose by, which the
 * comparison's verdict names as a reason to choose a product; the others are 'Mejor' in the table only.
 *
 * `has` answers null when the record does not say (an absent field): unknown is never a difference.
 */
export interface Feature<C extends CategoryId = CategoryId> {
  id: string;
  /** Spanish, as a row label and inside a verdict line ("si priorizas Dolby Vision"). */
  label: string;
  inVerdict: boolean;
  has: (specs: SpecsByCategory[C], product: Product) => boolean | null;
}

type FeatureTable = { [C in CategoryId]: Feature<C>[] };

/** Each category's features, as its declaration lists them. */
export const FEATURES: FeatureTable = byCategory((d) => d.features) as FeatureTable;
