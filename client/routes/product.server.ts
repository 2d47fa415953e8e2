import { freshUntilMs } from "../../shared/prices/offers";
import { cardTimes, productTimes } from "./price-times";
import { ALWAYS_LASTING, DATA_AS_LOADED, FOUND_HERE, NO_QUERY } from "./serve-defaults";
import type { ViewServerRules } from "./types";

export const productServer: ViewServerRules<"product"> = {
  foundAt: FOUND_HERE,
  // The document, not only the directory entry: a product the build lists but the source no
  // longer has is found out by its read-through, and its page must be a 404 too.
  gate: async (route, reader) => ((await reader.document(route.categoryId, route.productId)) ? { stream: true, status: 200 } : { stream: true, status: 404 }),
  canonicalSearch: NO_QUERY,
  categoriesShown: (route) => [route.categoryId],
  freshUntil: (data, now, freshHours) =>
    freshUntilMs(
      [...(data.product ? productTimes([data.product]) : []), ...cardTimes(data.related?.similarSpecs), ...cardTimes(data.related?.similarPrice)],
      now,
      freshHours,
    ),
  sent: DATA_AS_LOADED,
  lasting: ALWAYS_LASTING,
};
