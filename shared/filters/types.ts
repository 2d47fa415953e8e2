/** The filter model: definitions and applied values (PRODUCT-RULES.md, Filters and search). */

export type FilterType = "range" | "select" | "multiselect" | "checkbox" | "group";

/** PRODUCT-RULES.md (Filters and search): the checkbox group of boolean features inside 'Características Técnicas'. */
export const FEATURES_FILTER_ID = "otherFeatures";

/** PRODUCT-RULES.md (Filters and search): the sidebar's sections, in this order. */
export const FILTER_SECTIONS = [
  { id: "basic", label: "Información Básica" },
  { id: "main", label: "Especificaciones Principales" },
  { id: "technical", label: "Características Técnicas" },
  { id: "public", label: "Valoraciones Públicas" },
  { id: "ours", label: "Nuestras Puntuaciones" },
] as const;
export type FilterSectionId = (typeof FILTER_SECTIONS)[number]["id"];

/**
 * How a filter reads and judges a product, which decides what a missing value means
 * (PRODUCT-RULES.md, Filters and search): ratings and scores exclude products without the value, spec filters and
 * category scores keep them.
 */
export type FilterKind = "brand" | "price" | "year" | "spec" | "rating" | "categoryScore" | "features";

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterDefinition {
  id: string;
  label: string;
  type: FilterType;
  kind: FilterKind;
  section: FilterSectionId;
  /** Where the value lives in a ProductSummary ("specs.display.sizeInches", "rating"). */
  path?: string;
  options?: FilterOption[];
  min?: number;
  max?: number;
  unit?: string;
  step?: number;
  /** A group's checkboxes ('Características Adicionales'). */
  children?: FilterDefinition[];
  /** A range's ready-made choices beside its two boxes ('55″', 'Hasta 300 €'): shared/filters/range-choices.ts. */
  choices?: RangeChoice[];
}

export interface RangeChoice {
  label: string;
  range: RangeValue;
}

export interface RangeValue {
  min?: number;
  max?: number;
}

/**
 * PRODUCT-RULES.md (Product records), applied filters keyed by filter id: brand (array), priceRange {min,max}, year
 * (array of strings), range filters {min,max}, selections (arrays), otherFeatures (id → true).
 */
export interface AppliedFilters {
  brand?: string[];
  priceRange?: RangeValue;
  year?: string[];
  otherFeatures?: Record<string, true>;
  [filterId: string]: string[] | RangeValue | Record<string, true> | boolean | undefined;
}
