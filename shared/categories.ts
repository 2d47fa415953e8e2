/** The eight categories of PRODUCT-RULES.md (Audience and categories) / PRODUCT-RULES.md (Product records), in the order the site shows them. */
export const CATEGORY_IDS = ["tv", "laptop", "mobile", "tablet", "headphones", "camera", "smartwatch", "speaker"] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Device icon names (PRODUCT-RULES.md, Product records); the client maps them to drawings. */
export type CategoryIcon = "Monitor" | "Laptop" | "Smartphone" | "Tablet" | "Headphones" | "Camera" | "Clock" | "Volume2";

export interface Category {
  id: CategoryId;
  /** Spanish label shown to shoppers. */
  name: string;
  icon: CategoryIcon;
  /** Firestore collection that holds this category's products. */
  collection: string;
  /** Always empty: filters are derived from the loaded products (PRODUCT-RULES.md, Audience and categories). */
  filters: readonly [];
}

export const CATEGORIES: readonly Category[] = [
  { id: "tv", name: "Televisores", icon: "Monitor", collection: "TV Data", filters: [] },
  { id: "laptop", name: "Portátiles", icon: "Laptop", collection: "Laptop Data", filters: [] },
  { id: "mobile", name: "Móviles", icon: "Smartphone", collection: "Smartphone Data", filters: [] },
  { id: "tablet", name: "Tablets", icon: "Tablet", collection: "Tablet Data", filters: [] },
  { id: "headphones", name: "Auriculares", icon: "Headphones", collection: "Headset Data", filters: [] },
  { id: "camera", name: "Cámaras", icon: "Camera", collection: "Camera Data", filters: [] },
  { id: "smartwatch", name: "Smartwatches", icon: "Clock", collection: "Smartwatch Data", filters: [] },
  { id: "speaker", name: "Altavoces", icon: "Volume2", collection: "Speaker Data", filters: [] },
];

const BY_ID = new Map<string, Category>(CATEGORIES.map((c) => [c.id, c]));

/** Old record titles and URL segments that still name a category (PRODUCT-RULES.md, Screens and routes). */
export const LEGACY_CATEGORY_ALIASES: Readonly<Record<string, CategoryId>> = {
  television: "tv",
  smartphone: "mobile",
  headset: "headphones",
};

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === "string" && BY_ID.has(value);
}

export function getCategory(id: CategoryId): Category {
  const category = BY_ID.get(id);
  if (!category) throw new Error(`Unknown category: ${id}`);
  return category;
}

/** Canonical id for a category id or a legacy alias; undefined for anything else. */
export function resolveCategoryId(value: string): CategoryId | undefined {
  if (isCategoryId(value)) return value;
  return Object.hasOwn(LEGACY_CATEGORY_ALIASES, value) ? LEGACY_CATEGORY_ALIASES[value] : undefined;
}
