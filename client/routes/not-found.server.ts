import { ALWAYS_LASTING, NO_CATEGORIES, NO_PRICES, NO_QUERY, DATA_AS_LOADED, NOT_STREAMED } from "./serve-defaults";
import type { ViewServerRules } from "./types";

export const notFoundServer: ViewServerRules<"notFound"> = {
  gate: NOT_STREAMED,
  canonicalSearch: NO_QUERY,
  categoriesShown: NO_CATEGORIES,
  freshUntil: NO_PRICES,
  sent: DATA_AS_LOADED,
  lasting: ALWAYS_LASTING,
};
