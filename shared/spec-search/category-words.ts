import type { CategoryId } from "../categories";
import { byCategory } from "../category-declarations";

/** Words shoppers use for a category (folded: lower case, no accents): "tv oled 55" is a TV search. */
export const CATEGORY_WORDS: Record<CategoryId, string[]> = byCategory((d) => d.searchWords);
