import { ALWAYS_LASTING, DATA_AS_LOADED, FOUND_HERE, NO_CATEGORIES, NO_PRICES, NO_QUERY, STREAMED_200 } from "./serve-defaults";
import type { ViewServerRules } from "./types";

export const staticPageServer: ViewServerRules<"static"> = {
  foundAt: FOUND_HERE,
  gate: STREAMED_200,
  canonicalSearch: NO_QUERY,
  categoriesShown: NO_CATEGORIES,
  freshUntil: NO_PRICES,
  sent: DATA_AS_LOADED,
  lasting: ALWAYS_LASTING,
};
