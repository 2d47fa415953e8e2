import { CATEGORY_IDS } from "../../shared/categories";
import { freshUntilMs } from "../../shared/prices/offers";
import { cardTimes } from "./price-times";
import { ALWAYS_LASTING, DATA_AS_LOADED, FOUND_HERE, NO_QUERY } from "./serve-defaults";
import type { ViewServerRules } from "./types";

export const homeServer: ViewServerRules<"home"> = {
  foundAt: FOUND_HERE,
  // Every manifest (a failed category only hides its products).
  gate: async (_route, reader) => {
    await reader.manifests();
    return { stream: true, status: 200 };
  },
  canonicalSearch: NO_QUERY,
  categoriesShown: () => CATEGORY_IDS,
  // The deals' prices too: a deal leaves the page when its price stops being current.
  freshUntil: (data, now, freshHours) =>
    freshUntilMs([...cardTimes(data.latest), ...cardTimes(data.deals?.flatMap((group) => group.deals.map((deal) => deal.card)))], now, freshHours),
  sent: DATA_AS_LOADED,
  lasting: ALWAYS_LASTING,
};
