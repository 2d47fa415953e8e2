import { categoryPath } from "../../shared/routes";
import type { ViewData } from "../view-data";

/**
 * The use the shopper is browsing, when the listing on screen is exactly one use's (the link of the
 * uses row they followed): the comparison they open from here carries it (shared/routes.ts,
 * USE_PARAM) so its verdict can break a tie by it. Null anywhere else.
 */
export function currentUse(state: { readonly data: ViewData; readonly url: string }): string | null {
  const { data, url } = state;
  if (data.view !== "category" || !data.manifest?.uses) return null;
  const path = categoryPath(data.categoryId);
  return data.manifest.uses.find((use) => url === path + use.search)?.id ?? null;
}
