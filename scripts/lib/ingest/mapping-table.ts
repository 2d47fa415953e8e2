import { parse } from "csv-parse/sync";
import { CATEGORY_IDS, type CategoryId } from "../../../shared/categories";
import type { ProductRef } from "../../../shared/price-feed/apply";
import { separatorOf } from "../../../shared/price-feed/records/delimited-records";

/**
 * A mapping table (CSV or TSV with a header: shop, code, category, id) for shops whose rows carry only
 * their own code, read by the same parser as the feeds (csv-parse), quotes and all.
 */
export function parseMapping(text: string): { mapping: { shop: string; code: string; ref: ProductRef }[]; problems: string[] } {
  const mapping: { shop: string; code: string; ref: ProductRef }[] = [];
  const problems: string[] = [];
  const body = text.replace(/^\uFEFF/, "");
  let rows: string[][];
  try {
    rows = parse(body, { delimiter: separatorOf(body.split(/\r?\n/, 1)[0] ?? ""), relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    return { mapping, problems: [`tabla de correspondencias: no se puede leer (${error instanceof Error ? error.message : String(error)})`] };
  }
  rows.slice(1).forEach(([shop, code, category, id], i) => {
    if (!shop || !code || !id || !CATEGORY_IDS.includes(category as CategoryId))
      problems.push(`tabla de correspondencias, línea ${i + 2}: se esperaba tienda, código, categoría e id`);
    else mapping.push({ shop, code, ref: { category: category as CategoryId, id } });
  });
  return { mapping, problems };
}
