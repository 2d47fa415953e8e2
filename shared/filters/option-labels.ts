import { HEADPHONE_TYPE_LABELS } from "../categories/headphones";
import { ownValue } from "../object-path";
import type { CategoryId } from "../categories";
import { resolutionLabel, resolutionLabelsOf } from "../resolution-labels";

/** PRODUCT-RULES.md (Limits): the Spanish names of the price segments. */
export const PRICE_SEGMENT_LABELS: Record<string, string> = {
  Budget: "Económico",
  "Mid-range": "Gama Media",
  Premium: "Premium",
  Flagship: "Gama Alta",
};

export { HEADPHONE_TYPE_LABELS } from "../categories/headphones";

/** How an option value reads in the sidebar ("3840x2160" → "4K UHD", "Budget" → "Económico"). */
export function optionLabel(filterId: string, value: string, category: CategoryId): string {
  if (filterId === "priceSegment") return ownValue(PRICE_SEGMENT_LABELS, value) ?? value;
  if (filterId === "headphoneType") return ownValue(HEADPHONE_TYPE_LABELS, value) ?? value;
  if (filterId === "efficiencyClass") return `Clase ${value}`;
  if (filterId.endsWith("resolution") && resolutionLabelsOf(category)) return resolutionLabel(value, category);
  if (value === "true") return "Sí";
  if (value === "false") return "No";
  return value;
}
