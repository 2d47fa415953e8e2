/**
 * The compact listing index encoded three ways at 10 000 SYNTHETIC products per category (docs/DESIGN-NOTES.md):
 * codes as characters (what the site uses), the same columns as JSON arrays of numbers, and base64 of
 * Uint16Array, with sizes raw and gzip (level 6) and the decode time.
 *
 *   npx tsx scripts/bench/index-encoding.ts
 */
import { gzipSync } from "node:zlib";
import { syntheticRecords } from "../lib/synthetic-catalogue";
import { normaliseRecord } from "../../worker/data/normalise";
import { toSummary } from "../../shared/summary";
import { buildFilterDefinitions } from "../../shared/filters/build";
import { buildListingIndex, canonicalOrder, listingModel } from "../../shared/listing";
import type { ListingIndexData, EncodedColumn } from "../../shared/listing-index";
import { readCodes, readCodeLists } from "../../shared/row-codes";
/** The same index with every coded column written as a JSON array of numbers instead ("columnar JSON"). */
function asArrays(index: ListingIndexData): unknown {
  const col = (c: EncodedColumn) =>
    c.t === "num"
      ? { t: "num", d: c.d, v: Array.from(readCodes(c.c, c.w, index.size)) }
      : c.t === "opt"
        ? { t: "opt", v: readCodeLists(c.c, c.w) }
        : c.t === "bool"
          ? { t: "bool", v: [...c.c].map((ch) => (ch === "1" ? 1 : ch === "0" ? 0 : -1)) }
          : c;
  return {
    ...index,
    brand: Array.from(readCodes(index.brand.c, index.brand.w, index.size)),
    price: col(index.price),
    score: col(index.score),
    recency: col(index.recency),
    columns: Object.fromEntries(Object.entries(index.columns).map(([k, c]) => [k, col(c)])),
  };
}
/** Base64 of typed arrays (Uint16 codes) per column. */
function asBase64(index: ListingIndexData): unknown {
  const b64 = (arr: ArrayLike<number>) => Buffer.from(new Uint16Array(Array.from(arr, (v) => v + 1)).buffer).toString("base64");
  const col = (c: EncodedColumn) =>
    c.t === "num"
      ? { t: "num", d: c.d, v: b64(readCodes(c.c, c.w, index.size)) }
      : c.t === "bool"
        ? { t: "bool", v: b64([...c.c].map((ch) => (ch === "1" ? 1 : ch === "0" ? 0 : -1))) }
        : c;
  return {
    ...index,
    brand: b64(readCodes(index.brand.c, index.brand.w, index.size)),
    price: col(index.price),
    score: col(index.score),
    recency: col(index.recency),
    columns: Object.fromEntries(Object.entries(index.columns).map(([k, c]) => [k, col(c)])),
  };
}
const rows = [["categoría", "filas", "códigos en caracteres (elegido)", "JSON de números por columna", "base64 de Uint16Array", "decodificar (ms)"]];
for (const category of ["tv", "laptop", "mobile", "headphones"] as const) {
  const products = canonicalOrder(
    syntheticRecords(category, 10000, 5).flatMap((r) => {
      const x = normaliseRecord(category, r.id, r);
      return x.ok ? [toSummary(x.product)] : [];
    }),
  );
  const defs = buildFilterDefinitions(category, products);
  const index = buildListingIndex(products, defs, "v");
  const size = (v: unknown) => {
    const j = JSON.stringify(v);
    return `${(j.length / 1024).toFixed(0)} KB / ${(gzipSync(j, { level: 6 }).length / 1024).toFixed(0)} KB gz`;
  };
  const json = JSON.stringify(index);
  const t = performance.now();
  for (let i = 0; i < 5; i++) listingModel(JSON.parse(json), defs);
  rows.push([category, String(products.length), size(index), size(asArrays(index)), size(asBase64(index)), ((performance.now() - t) / 5).toFixed(0)]);
}
for (const r of rows) console.log(r.join(" | "));
