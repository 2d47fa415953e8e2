import type { ViewData } from "../../client/view-data";
import { buildComparison } from "../../shared/compare";

/**
 * A comparison's table rows, built here at the page's render time and sent with the page: the
 * browser hydrates the table from them, and the rules that judge each row (shared/verdict) stay out
 * of its first scripts. It loads them after hydration, to judge the prices again at its own time.
 */
export function withComparisonRows(data: ViewData, now: number, freshHours: number | undefined): ViewData {
  if (data.view !== "compare") return data;
  return { ...data, sections: buildComparison(data.products, now, freshHours) };
}
