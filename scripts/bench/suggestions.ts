/**
 * The header search's suggestions over 8 categories × N SYNTHETIC products (never the sample data):
 * the CPU one term costs across all eight categories (budget: ≤ 5 ms at 10 000 per
 * category in Node), and the once-per-build cost of each category's part index.
 *
 * Two synthetic catalogues: the one the other benchmarks use (copies of the sample's models, so few
 * distinct words, and one brand on every product: the worst case for a brand search), and one with
 * a vocabulary like a real shop's (hundreds of brands, thousands of distinct model words), which is
 * what the forgiving word scan costs in.
 *
 *   npx tsx scripts/bench/suggestions.ts [products per category, default 10000]
 */
import { performance } from "node:perf_hooks";
import { CATEGORY_IDS } from "../../shared/categories";
import { buildFuzzyIndex, fuzzyIndexBytes } from "../../shared/fuzzy-index";
import { buildSearchIndex, type Searchable } from "../../shared/search";
import { suggest, type SuggestionSource } from "../../shared/suggestions";
import { syntheticRecords } from "../lib/synthetic-catalogue";
import { percentile } from "../lib/percentile";

const perCategory = Number(process.argv[2] ?? 10_000);
const REPEAT = 40;

/** Deterministic pseudo-random numbers (the same catalogue every run). */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const SYLLABLES = ["ka", "lo", "mi", "ra", "ze", "tu", "vo", "pe", "qui", "sa", "no", "li", "dor", "gen", "tix", "bra", "mon", "ser", "val", "cor"];

/** Products with 300 brands and ~4 000 model words per category, plus model codes and numbers. */
function wordyCatalogue(category: number, count: number): Searchable[] {
  const next = random(category * 7919 + 17);
  const word = (syllables: number) => Array.from({ length: syllables }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join("");
  const brands = Array.from({ length: 300 }, () => word(3));
  const words = Array.from({ length: 4000 }, () => word(2 + Math.floor(next() * 2)));
  return Array.from({ length: count }, () => ({
    brand: brands[Math.floor(next() ** 2 * brands.length)],
    model: `${words[Math.floor(next() * words.length)]} ${words[Math.floor(next() * words.length)]} ${"XSAG"[Math.floor(next() * 4)]}${Math.floor(next() * 60)} ${Math.floor(next() * 9000) + 100}`,
  }));
}

function sourcesOf(items: (category: number) => Searchable[]): { sources: SuggestionSource[]; buildMs: number; bytes: number } {
  const sources: SuggestionSource[] = [];
  let buildMs = 0;
  let bytes = 0;
  CATEGORY_IDS.forEach((categoryId, k) => {
    const search = buildSearchIndex(items(k));
    const start = performance.now();
    const fuzzy = buildFuzzyIndex(search);
    buildMs += performance.now() - start;
    bytes += fuzzyIndexBytes(fuzzy);
    sources.push({ categoryId, search, fuzzy });
  });
  return { sources, buildMs, bytes };
}

function run(title: string, built: ReturnType<typeof sourcesOf>, terms: readonly string[]): number[] {
  console.log(`\n${title}: ${CATEGORY_IDS.length} categorías × ${perCategory.toLocaleString("es-ES")} productos`);
  console.log(
    `índice de partes: ${(built.buildMs / CATEGORY_IDS.length).toFixed(0)} ms por categoría (una vez por versión), ~${(built.bytes / 1024 / 1024).toFixed(1)} MB en total`,
  );
  console.log("término               | CPU media (ms) | mediana (ms) | p95 (ms) | grupos | coincidencias");
  console.log("----------------------|----------------|--------------|----------|--------|--------------");
  const medians: number[] = [];
  for (const term of terms) {
    for (let i = 0; i < 5; i++) suggest(built.sources, term); // warm the JIT
    const times: number[] = [];
    let groups = suggest(built.sources, term);
    // CPU time (user + system) as well as wall time: on a shared machine the wall clock also counts
    // the time other processes held the core.
    const cpuBefore = process.cpuUsage();
    for (let i = 0; i < REPEAT; i++) {
      const start = performance.now();
      groups = suggest(built.sources, term);
      times.push(performance.now() - start);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000 / REPEAT;
    times.sort((a, b) => a - b);
    medians.push(cpuMs);
    const matches = groups.reduce((n, g) => n + g.total, 0);
    console.log(
      `${term.padEnd(21)} | ${cpuMs.toFixed(2).padStart(14)} | ${percentile(times, 0.5).toFixed(2).padStart(12)} | ${percentile(times, 0.95).toFixed(2).padStart(8)} | ${String(groups.length).padStart(6)} | ${matches}`,
    );
  }
  return medians;
}

const synthetic = sourcesOf((k) => syntheticRecords(CATEGORY_IDS[k], perCategory, 3).map((r) => ({ brand: String(r.brand), model: String(r.model) })));
run("Catálogo sintético (modelos de la muestra)", synthetic, [
  "samsumg",
  "iphone 15",
  "galaxy s24",
  "sx-4321",
  "sintetica 7 oled",
  "zzzzzz",
  "pro max 2025",
  "sintetica",
]);
const wordy = sourcesOf((k) => wordyCatalogue(k, perCategory));
run("Catálogo sintético con vocabulario de tienda real", wordy, ["kalomi", "kalomu", "serdorgen", "sedrorgen", "ralo s24", "tixbra 4500", "zzzzzz", "mon"]);
console.log(`\nNode ${process.version}, ${process.platform}/${process.arch}`);
