import { CATEGORY_IDS } from "../../shared/categories";
import { searchQuery } from "../../shared/routes";
import { NO_PRICES, DATA_AS_LOADED, NOT_STREAMED } from "./serve-defaults";
import type { ViewServerRules } from "./types";

export const searchServer: ViewServerRules<"search"> = {
  gate: NOT_STREAMED,
  canonicalSearch: async (route) => searchQuery(route.term),
  categoriesShown: () => CATEGORY_IDS,
  freshUntil: NO_PRICES,
  sent: DATA_AS_LOADED,
  // Results that miss a category which could not be read are right only for now.
  lasting: (data) => !(data.outcome.kind === "results" && !data.outcome.complete),
};
