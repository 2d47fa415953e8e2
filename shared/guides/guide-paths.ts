import { getCategory, type CategoryId } from "../categories";

/** Where the guides live, and the category's guide title: small enough for any page's first load. */

export const GUIDES_PATH = "/guias";
export const guidePath = (category: CategoryId, use?: string | null): string => `${GUIDES_PATH}/${category}${use ? `/${use}` : ""}`;

/** "Los mejores televisores", "Las mejores cámaras". */
export function categoryGuideTitle(category: CategoryId): string {
  const { feminine, name } = getCategory(category);
  return `${feminine ? "Las mejores" : "Los mejores"} ${name.toLowerCase()}`;
}
