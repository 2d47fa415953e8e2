import type { CategoryId } from "./categories";
import type { ChipIcon } from "./categories/types";
import { byCategory } from "./category-declarations";
import { rawValueAt } from "./filters/values";
import type { ProductSummary } from "./summary";

/** PRODUCT-RULES.md (Key-spec chips and similarity): at most this many key-spec chips on a card. */
export const MAX_CHIPS = 4;

export type { ChipIcon } from "./categories/types";

export interface Chip {
  icon: ChipIcon;
  text: string;
}

type Rule = [icon: ChipIcon, read: string | ((p: ProductSummary) => unknown), format: (v: unknown, p: ProductSummary) => string | null];

/**
 * Each category's ordered chip list (PRODUCT-RULES.md (Limits): the first available ones win, at most 4),
 * as its declaration lists them (shared/categories/<id>.ts).
 */
export const CHIP_RULES: Record<CategoryId, Rule[]> = byCategory((declaration) =>
  declaration.chips.map(([icon, read, format]): Rule => [icon, typeof read === "string" ? read : (p) => read((path) => rawValueAt(p, path), p), format]),
);

/** One rule's chip for a product, or null when the product lacks that spec. */
export function chipFor([icon, read, format]: Rule, product: ProductSummary): Chip | null {
  const value = typeof read === "string" ? rawValueAt(product, read) : read(product);
  // Chips are glanceable: "Apple M4 (10 núcleos: …)" reads "Apple M4", "4K 60p (recorte 1,5x)" reads "4K 60p".
  const chipText = format(value, product)
    ?.replace(/\s*\([^)]*\)/g, "")
    .trim();
  return chipText ? { icon, text: chipText } : null;
}

/** The card's chips: the first available of the category's ordered list, at most four. */
export function keySpecChips(product: ProductSummary): Chip[] {
  const chips: Chip[] = [];
  for (const rule of CHIP_RULES[product.categoryId] ?? []) {
    if (chips.length >= MAX_CHIPS) break;
    const chip = chipFor(rule, product);
    if (chip) chips.push(chip);
  }
  return chips;
}
