/**
 * What one hostile record costs a rebuild of its category: the sample's tv category as Firestore's
 * REST API would list it (JSON on the wire), read through the worker's converter, validator and
 * sanitiser, built (manifest, index, chunks, directory) and every product document made (its analysis
 * rendered, nothing remembered from a previous render), with and without each hostile record.
 * Node, the CPU part of a rebuild only (no KV, no network): CPU time, median of the runs (with and
 * without alternating), and the manifest's size.
 *
 *   npx tsx scripts/bench/hostile-records.ts [runs, default 5]
 */
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { Product } from "../../shared/product";
import {
  countFields,
  MAX_DESCRIPTION_CHARS,
  MAX_EMPHASIS_RUNS,
  MAX_FIELDS_PER_RECORD,
  MAX_SCORE_CATEGORIES,
  MAX_SPEC_TEXT_CHARS,
} from "../../shared/record-bounds";
import { buildCategory } from "../../worker/data/catalogue-build";
import { fromFirestoreDocument, toFirestoreFields, type FirestoreValue } from "../../worker/data/firestore-values";
import { keepValid, normaliseRecord } from "../../worker/data/normalise";
import { productDocument } from "../../worker/data/product-document";
import { percentile } from "../lib/percentile";

const RUNS = Number(process.argv[2] ?? 5);
/** The process's CPU time: on a shared, busy machine wall time measures the neighbours. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
type Record_ = Record<string, unknown> & { id: string; specs: Record<string, unknown>; general: Record<string, unknown> };
const base = (i: number, id: string): Record_ => ({ ...(structuredClone(SAMPLE_CATALOGUE.tv[i]) as Record_), id });

const hostile: [string, () => Record_][] = [
  ['1. description "*a" × 30,000 (60 kB)', () => ({ ...base(0, "h-emphasis"), general: { description: "# A\n\n" + "*a".repeat(30_000) } })],
  ['1. description "**_" × 20,000', () => ({ ...base(0, "h-mixed"), general: { description: "# A\n\n" + "**_".repeat(20_000) } })],
  [
    "2. 15,000 spec fields",
    () => ({ ...base(0, "h-wide"), specs: { ...base(0, "x").specs, wide: Object.fromEntries(Array.from({ length: 15_000 }, (_, i) => [`f${i}`, i])) } }),
  ],
  [
    "3. a 400 kB spec value and 1,500 score categories",
    () => ({
      ...base(0, "h-big"),
      specs: { ...base(0, "x").specs, notes: { text: "x".repeat(400_000) } },
      score: { overall: 80, categories: Object.fromEntries(Array.from({ length: 1_500 }, (_, i) => [`Etiqueta ${i}`, 50 + (i % 40)])) },
    }),
  ],
  ["4. a list inside a list", () => ({ ...base(0, "h-nested"), specs: { ...base(0, "x").specs, ports: [["HDMI 2.1", "HDMI 2.0"], ["USB"]] } })],
  [
    "at every bound at once (a valid record)",
    () => {
      const description = ("# A\n\n" + "*a* ".repeat(MAX_EMPHASIS_RUNS / 2) + "texto ".repeat(MAX_DESCRIPTION_CHARS)).slice(0, MAX_DESCRIPTION_CHARS);
      const record = base(0, "h-bounds");
      const free = MAX_FIELDS_PER_RECORD - countFields(record) - MAX_SCORE_CATEGORIES - 10;
      return {
        ...record,
        general: { ...record.general, description },
        specs: { ...record.specs, extra: Object.fromEntries(Array.from({ length: free }, (_, i) => [`f${i}`, "v".repeat(MAX_SPEC_TEXT_CHARS - 10) + i])) },
        score: { overall: 80, categories: Object.fromEntries(Array.from({ length: MAX_SCORE_CATEGORIES }, (_, i) => [`Etiqueta ${i}`, 50 + i])) },
      };
    },
  ],
];

/** The listing as Firestore's runQuery answers it: one JSON body of REST documents. */
const wire = (records: Record_[]) =>
  JSON.stringify(
    records.map(({ id, ...data }) => ({ document: { name: `projects/p/databases/(default)/documents/TV Data/${id}`, fields: toFirestoreFields(data) } })),
  );

async function rebuild(body: string): Promise<{ ms: number; headBytes: number; products: number }> {
  const started = cpuMs();
  const rows = JSON.parse(body) as { document: { name: string; fields: Record<string, FirestoreValue> } }[];
  const products: Product[] = keepValid(
    "tv",
    rows.map((row) => {
      const data = fromFirestoreDocument(row.document);
      return normaliseRecord("tv", String(data.id), data);
    }),
  );
  const build = await buildCategory("tv", products, new Date("2026-11-25T00:00:00Z"));
  let bytes = 0;
  for (const { product, revision } of build.products) bytes += JSON.stringify(productDocument(product, revision, build.manifest.builtAt)).length;
  for (const chunk of build.chunks) bytes += JSON.stringify(chunk).length;
  const headBytes = JSON.stringify(build.manifest).length;
  if (bytes === 0) throw new Error("nothing built");
  return { ms: cpuMs() - started, headBytes, products: products.length };
}

/** Runs with and without the record alternate, so that a change in the machine's load hits both. */
async function compare(without: Record_[], withIt: Record_[]) {
  const bodies = [wire(without), wire(withIt)];
  const times: [number[], number[]] = [[], []];
  const last = [
    { ms: 0, headBytes: 0, products: 0 },
    { ms: 0, headBytes: 0, products: 0 },
  ];
  for (let i = 0; i < RUNS; i++) {
    for (const k of [0, 1] as const) {
      last[k] = await rebuild(bodies[k]);
      times[k].push(last[k].ms);
    }
  }
  const median = (list: number[]) =>
    percentile(
      [...list].sort((a, b) => a - b),
      0.5,
    );
  return { without: { ...last[0], median: median(times[0]) }, withIt: { ...last[1], median: median(times[1]) } };
}

const quiet = console.warn;
console.warn = () => undefined; // keepValid logs each refused record
const sample = SAMPLE_CATALOGUE.tv.map((_, i) => base(i, SAMPLE_CATALOGUE.tv[i].id));
await compare(sample, sample); // warm-up: module and JIT costs are not a rebuild's
const rows: string[][] = [];
for (const [name, make] of hostile) {
  const { without, withIt } = await compare(sample, [...sample, make()]);
  rows.push([
    name,
    `${withIt.products} (${without.products})`,
    `${withIt.median.toFixed(0)} (${without.median.toFixed(0)})`,
    (withIt.median / without.median).toFixed(2),
    `${(withIt.headBytes / 1024).toFixed(1)} (${(without.headBytes / 1024).toFixed(1)})`,
  ]);
}
console.warn = quiet;
console.log(`Rebuild of the tv category with one more record (without it in brackets); CPU ms, median of ${RUNS}, Node ${process.version}:\n`);
console.log("| The category also holds | Products built | CPU ms | × without | manifest kB |\n|---|---:|---:|---:|---:|");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
