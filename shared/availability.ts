import { ownValue } from "./object-path";

/** PRODUCT-RULES.md (Screens and routes): the availability badge's Spanish text. */
const AVAILABILITY_LABELS: Record<string, string> = {
  InStock: "En stock",
  OutOfStock: "Agotado",
  PreOrder: "Pre-orden",
  Limited: "Stock limitado",
};

export const availabilityLabel = (value: string | undefined): string => (value ? (ownValue(AVAILABILITY_LABELS, value) ?? value) : "");
