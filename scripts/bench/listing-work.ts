/**
 * A listing's and a search's own work at 100 and 10 000 SYNTHETIC products (Node, one category):
 * a price range alone (answered from the price column's value order), a brand every product has
 * with a price range, and that brand's ranking (searchPositions, searchHits for five). Best of five
 * passes of 300 requests each, every request a new price range. Its figures are in docs/PERFORMANCE.md,
 * Filters and search.
 *
 *   npx tsx scripts/bench/listing-work.ts
 */
import { performance } from "node:perf_hooks";
import type { CategoryId } from "../../shared/categories";
import { buildFilterDefinitions } from "../../shared/filters/build";
import { buildListingIndex, canonicalOrder, listingModel, runListing } from "../../shared/listing";
import { parseListingQuery } from "../../shared/listing-query";
import { freshCutoff } from "../../shared/prices/offers";
import { searchHits, searchPositions } from "../../shared/search";
import { toSummary } from "../../shared/summary";
import { normaliseRecord } from "../../worker/data/normalise";
import { syntheticRecords } from "../lib/synthetic-catalogue";
import { printTable } from "./filter";

function model(category: CategoryId, size: number) {
  const products = canonicalOrder(
    syntheticRecords(category, size, 7).flatMap((record) => {
      const result = normaliseRecord(category, record.id, record);
      return result.ok ? [toSummary(result.product)] : [];
    }),
  );
  const definitions = buildFilterDefinitions(category, products);
  // Through JSON, as the worker stores the index and the browser fetches it.
  return { definitions, listing: listingModel(JSON.parse(JSON.stringify(buildListingIndex(products, definitions, "bench"))), definitions) };
}

function bestOfFive(work: (n: number) => unknown, count = 300): number {
  for (let n = 0; n < 50; n++) work(n);
  let best = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < 5; pass++) {
    const start = performance.now();
    for (let n = 0; n < count; n++) work(n);
    best = Math.min(best, (performance.now() - start) / count);
  }
  return best;
}

const rows = [["productos", "operación", "ms (mejor de 5 pasadas)"]];
for (const size of [100, 10_000]) {
  const { definitions, listing } = model("tv", size);
  const cutoff = freshCutoff(Date.now());
  const query = (search: string, n: number) => parseListingQuery(`?${search}precio=${100 + (n % 900)}..3000`, definitions);
  const measures: [string, (n: number) => unknown][] = [
    ["listado con un rango de precio", (n) => runListing(listing, query("", n), cutoff)],
    ["listado «sintética» (todos) con un rango de precio", (n) => runListing(listing, query("q=sint%C3%A9tica&", n), cutoff)],
    ["searchPositions «sintética»", () => searchPositions(listing.searchIndex, "sintética")],
    ["searchHits «sintética», 5", () => searchHits(listing.searchIndex, "sintética", 5)],
  ];
  for (const [name, work] of measures) rows.push([size.toLocaleString("es-ES"), name, bestOfFive(work).toFixed(3)]);
}
printTable(rows);
