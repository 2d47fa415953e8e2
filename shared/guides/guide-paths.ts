import { getCategory, type CategoryId } from "../categories";

/** Where the guides live, and the category's guide title: small enough for any page's first load. */

export const GUIDES_PATH = "/guias";
export const guidePath = (category: CategoryId, use?: string | null): string => `${GUIDES_PATH}/${category}${use ? `/${use}` : ""}`;

/** Tablets and cameras are feminine in Spanish: "Las mejores cámaras". */
const FEMININE: ReadonlySet<CategoryId> = new Set(["tablet", "camera"]);

/** "Los mejores televisores", "Las mejores cámaras". */
export function categoryGuideTitle(category: CategoryId): string {
  return `${FEMININE.has(category) ? "Las mejores" : "Los mejores"} ${getCategory(category).name.toLowerCase()}`;
}
