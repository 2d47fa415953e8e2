import { buildComparison } from "../../shared/compare";
import { freshUntilMs } from "../../shared/prices/offers";
import { productTimes } from "./price-times";
import { compareQuery } from "../../shared/routes";
import { ALWAYS_LASTING, FOUND_HERE, NOT_STREAMED } from "./serve-defaults";
import type { ViewServerRules } from "./types";

export const compareServer: ViewServerRules<"compare"> = {
  foundAt: FOUND_HERE,
  // Not gated: its status depends on finding up to three products across categories, which is
  // most of its data, so it is sent whole once loaded.
  gate: NOT_STREAMED,
  canonicalSearch: async (route) => compareQuery(route.pids, route.differencesOnly, route.use),
  categoriesShown: (_route, data) => (data?.view === "compare" ? [...new Set(data.products.map((p) => p.categoryId))] : []),
  freshUntil: (data, now, freshHours) => freshUntilMs(productTimes(data.products), now, freshHours),
  /**
   * With the table's rows, built at the page's render time: the browser hydrates the table from
   * them, and the rules that judge each row (shared/verdict) stay out of its first scripts. It
   * loads them after hydration, to judge the prices again at its own time.
   */
  sent: (data, now, freshHours) => ({ ...data, sections: buildComparison(data.products, now, freshHours) }),
  lasting: ALWAYS_LASTING,
};
