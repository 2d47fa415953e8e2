import { SITE_CATEGORY_NAMES } from "./categories/site-names";
import type { CategoryIcon } from "./categories/types";

export type { CategoryIcon } from "./categories/types";

/**
 * The names of the categories (each declared in shared/categories/<id>.ts), in the order the site
 * shows them (shared/categories/site-names.ts). The rest of each declaration stays on the server
 * (shared/category-declarations.ts).
 */
const IDENTITIES = SITE_CATEGORY_NAMES;

export type CategoryId = (typeof IDENTITIES)[number]["id"];

export const CATEGORY_IDS: readonly CategoryId[] = IDENTITIES.map((c) => c.id);

export interface Category {
  id: CategoryId;
  /** Spanish label shown to shoppers. */
  name: string;
  icon: CategoryIcon;
  /** Firestore collection that holds this category's products. */
  collection: string;
  /** The name is feminine in Spanish ("Las mejores cámaras"). */
  feminine: boolean;
  /** Always empty: filters are derived from the loaded products (PRODUCT-RULES.md, Audience and categories). */
  filters: readonly [];
}

export const CATEGORIES: readonly Category[] = IDENTITIES.map(({ id, name, icon, collection, feminine }) => ({
  id,
  name,
  icon,
  collection,
  feminine,
  filters: [],
}));

const BY_ID = new Map<string, Category>(CATEGORIES.map((c) => [c.id, c]));

/** Old record titles and URL segments that still name a category (PRODUCT-RULES.md, Screens and routes). */
export const LEGACY_CATEGORY_ALIASES: Readonly<Record<string, CategoryId>> = Object.fromEntries(
  IDENTITIES.flatMap((c) => c.aliases.map((alias) => [alias, c.id] as const)),
);

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

const COUNT_WORDS = ["cero", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce"];

/** How many categories there are, in words ("ocho"). */
export const categoryCountText = (): string => COUNT_WORDS[CATEGORIES.length] ?? String(CATEGORIES.length);

/** The categories' names in a sentence: "televisores, portátiles, … y altavoces" (`and` false: commas only). */
export function categoryNamesText(and = true): string {
  const names = CATEGORIES.map((c) => c.name.toLowerCase());
  return and && names.length > 1 ? `${names.slice(0, -1).join(", ")} y ${names[names.length - 1]}` : names.join(", ");
}
