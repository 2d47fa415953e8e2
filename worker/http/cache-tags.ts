import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";

/**
 * Cache-Tag values, one per category, so an operator can purge a zone's cache by tag right after
 * revalidating a category ("catalogo-tv"); pages and JSON spanning every category carry all tags.
 */
export const categoryTag = (category: CategoryId): string => `catalogo-${category}`;
export const ALL_CATEGORY_TAGS = CATEGORY_IDS.map(categoryTag).join(",");
