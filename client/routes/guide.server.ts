import { CATEGORY_IDS } from "../../shared/categories";
import { freshUntilMs } from "../../shared/prices/offers";
import { cardTimes } from "./price-times";
import { ALWAYS_LASTING, DATA_AS_LOADED, FOUND_HERE, NO_QUERY } from "./serve-defaults";
import type { ViewServerRules } from "./types";

export const guideServer: ViewServerRules<"guide"> = {
  foundAt: FOUND_HERE,
  // /guias: every manifest (a failed category is left out). A guide: its category's manifest, which says
  // whether the build has that guide (a 404 when not).
  gate: async (route, reader) => {
    if (!route.categoryId) {
      await reader.manifests();
      return { stream: true, status: 200 };
    }
    const manifest = await reader.manifest(route.categoryId);
    const found = manifest.guides?.guides.some((g) => g.use === route.use) ?? false;
    return { stream: true, status: found ? 200 : 404 };
  },
  canonicalSearch: NO_QUERY,
  categoriesShown: (route) => (route.categoryId ? [route.categoryId] : CATEGORY_IDS),
  // The picks' prices are current only until the first of them grows stale: then the page is made anew.
  freshUntil: (data, now, freshHours) =>
    freshUntilMs(cardTimes([...(data.guide?.picks.map((p) => p.card) ?? []), ...(data.guide?.runnersUp ?? [])]), now, freshHours),
  sent: DATA_AS_LOADED,
  lasting: ALWAYS_LASTING,
};
