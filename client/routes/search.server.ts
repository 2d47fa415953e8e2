import { CATEGORY_IDS } from "../../shared/categories";
import { searchQuery } from "../../shared/routes";
import { headerSearchListing } from "../../shared/spec-search/category-intent";
import { NO_PRICES, DATA_AS_LOADED, NOT_STREAMED } from "./serve-defaults";
import type { ViewServerRules } from "./types";

export const searchServer: ViewServerRules<"search"> = {
  // A header search naming one category ("tv oled 55") is that category's listing with the other
  // words, which it understands as filters. Found, not moved: where it goes depends on the term.
  foundAt: (route) => headerSearchListing(route.term),
  gate: NOT_STREAMED,
  canonicalSearch: async (route) => searchQuery(route.term),
  categoriesShown: () => CATEGORY_IDS,
  freshUntil: NO_PRICES,
  sent: DATA_AS_LOADED,
  // Results that miss a category which could not be read are right only for now.
  lasting: (data) => !(data.outcome.kind === "results" && !data.outcome.complete),
};
