import type { CategoryId } from "../categories";
import type { UseDefinition } from "../categories/types";
import { byCategory } from "../category-declarations";

/**
 * Shopping by use: what shoppers ask for ("una tele para jugar"), each as a set of the category's
 * own filters, so choosing a use is choosing those filters (the URL, the chips and the counts are
 * the filters'). A condition names a filter by its id (shared/filters/build.ts):
 * - `min`/`max`: a range filter's bounds;
 * - `options`: a list filter's values, or `matching`: every value of the category whose text matches
 *   (GPU models, log profiles: the data decides which exist);
 * - `feature`: a checkbox of 'Características Adicionales'.
 * A use whose filters the category's data lacks is not offered (shared/uses/offered-uses.ts).
 */
export type { UseCondition, UseDefinition } from "../categories/types";

/** Each category's uses as its declaration lists them, without the aspect that breaks a comparison's tie (use-aspects.ts). */
export const USE_DEFINITIONS: Record<CategoryId, UseDefinition[]> = byCategory((d) => d.uses.map(({ id, label, conditions }) => ({ id, label, conditions })));
