import { ALWAYS_LASTING, DATA_AS_LOADED, FOUND_HERE, NOT_STREAMED, NO_CATEGORIES, NO_PRICES, NO_QUERY } from "./serve-defaults";
import type { ViewServerRules } from "./types";

export const notFoundServer: ViewServerRules<"notFound"> = {
  foundAt: FOUND_HERE,
  gate: NOT_STREAMED,
  canonicalSearch: NO_QUERY,
  categoriesShown: NO_CATEGORIES,
  freshUntil: NO_PRICES,
  sent: DATA_AS_LOADED,
  lasting: ALWAYS_LASTING,
};
