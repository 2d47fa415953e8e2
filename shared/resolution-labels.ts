import type { CategoryId } from "./categories";
import { resolutionIn } from "./categories/chip-formats";
import type { CategoryDeclaration } from "./categories/types";
import { declarationOf } from "./category-declarations";

/** Marketing label for a pixel resolution, as the category names them (PRODUCT-RULES.md, Limits); unknown resolutions are shown as given. */
export function resolutionLabel(resolution: string, category: CategoryId): string {
  const labels = resolutionLabelsOf(category);
  return labels ? resolutionIn(labels, resolution) : String(resolution);
}

/** The category's names for pixel resolutions, when it has them. */
export const resolutionLabelsOf = (category: CategoryId): Readonly<Record<string, string>> | undefined =>
  (declarationOf(category) as CategoryDeclaration | undefined)?.resolutionLabels;
