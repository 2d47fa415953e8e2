/**
 * Filter and search time over synthetic catalogues (1k, 10k, 50k SYNTHETIC products, never the
 * sample data). Prints median and p95 of repeated runs.
 *
 *   npm run bench:filter
 */
import { performance } from "node:perf_hooks";
import { filterPositions } from "../../shared/filters/apply";
import { facetCountsIndexed } from "../../shared/filters/facet-counts";
import { buildFilterDefinitions } from "../../shared/filters/build";
import type { AppliedFilters } from "../../shared/filters/types";
import { buildListingIndex, canonicalOrder, listingModel, runListing } from "../../shared/listing";
import { searchPositions } from "../../shared/search";
import { toSummary, type ProductSummary } from "../../shared/summary";
import { normaliseRecord } from "../../worker/data/normalise";
import { syntheticRecords } from "../lib/synthetic-catalogue";

const SIZES = [1_000, 10_000, 50_000];

function timeIt(run: () => unknown, repeat: number): { median: number; p95: number } {
  for (let i = 0; i < 3; i++) run(); // warm the JIT
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
}

/** Synthetic TV summaries as a page or the API delivers them: through JSON, like a real snapshot. */
function synthetic(count: number): ProductSummary[] {
  const summaries = syntheticRecords("tv", count, 7).flatMap((record) => {
    const result = normaliseRecord("tv", record.id, record);
    return result.ok ? [toSummary(result.product)] : [];
  });
  return canonicalOrder(JSON.parse(JSON.stringify(summaries)) as ProductSummary[]);
}

/** The filter and search benchmark as table rows (header first). */
export function filterBenchRows(sizes: readonly number[] = SIZES): string[][] {
  const rows: string[][] = [["productos", "operación", "mediana (ms)", "p95 (ms)", "resultados"]];
  for (const size of sizes) {
    const products = synthetic(size);
    const definitions = buildFilterDefinitions("tv", products);
    const filters: AppliedFilters = {
      brand: ["Sintética 2", "Sintética 5", "Sintética 9"],
      priceRange: { min: 300, max: 2500 },
      "display.panelType": ["OLED", "Mini LED", "QLED"],
      otherFeatures: { "gaming.vrrSupport": true },
    };
    const repeat = size >= 50_000 ? 30 : 100;
    const indexJson = JSON.stringify(buildListingIndex(products, definitions, "bench"));
    const buildStart = performance.now();
    // What the browser and the worker do once per build of a category: decode the compact index.
    const prepared = listingModel(JSON.parse(indexJson), definitions);
    rows.push([
      size.toLocaleString("es-ES"),
      `decodificar el índice (${(indexJson.length / 1024).toFixed(0)} KB, una vez por versión)`,
      (performance.now() - buildStart).toFixed(2),
      "-",
      "-",
    ]);
    const cases: [string, () => unknown][] = [
      ["cambio de filtro (4 filtros)", () => filterPositions(prepared.filterIndex, filters)],
      ["búsqueda 'sx-1'", () => searchPositions(prepared.searchIndex, "sx-1")],
      ["recuentos por opción", () => facetCountsIndexed(prepared.filterIndex, filters)],
      ["listado completo (búsqueda+filtros+orden+recuentos)", () => runListing(prepared, { term: "oled", filters, sort: "precio-asc" })],
    ];
    for (const [name, run] of cases) {
      const { median, p95 } = timeIt(run, repeat);
      const result = run() as unknown[] | { positions: unknown[] } | Record<string, unknown>;
      const count = Array.isArray(result) ? result.length : "positions" in result ? (result.positions as unknown[]).length : Object.keys(result).length;
      rows.push([size.toLocaleString("es-ES"), name, median.toFixed(2), p95.toFixed(2), String(count)]);
    }
  }

  return rows;
}

export function printTable(rows: readonly string[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, j) => cell.padEnd(widths[j])).join(" | "));
    if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  }
}

if (process.argv[1]?.endsWith("filter.ts")) {
  printTable(filterBenchRows());
  console.log(`\nNode ${process.version}, ${process.platform}/${process.arch}`);
}
