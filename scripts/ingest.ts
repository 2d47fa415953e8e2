/**
 * npm run ingest -- [--dry-run] [--revalidate-url URL] [--admin-token TOKEN] <files or folders>
 *
 * Reads product records (JSON), validates each with its category's rules (seed 001 §5) and prints
 * the report. Valid records go to Firestore (emulator or production, configured like the worker) in
 * batches; invalid ones are never written and make the exit code 1. Re-running with the same data
 * writes nothing. Then the worker's revalidation endpoint rebuilds the touched categories
 * (REVALIDATE_URL and ADMIN_TOKEN, or the flags).
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { CategoryId } from "../shared/categories";
import { isValidProductId } from "../shared/routes";
import { validateProduct } from "../shared/validation";
import { writeDocuments } from "./lib/firestore-writer";
import { readStored, targetFromEnv } from "./lib/ingest/firestore-io";
import { planIngest } from "./lib/ingest/plan";
import { progress } from "./lib/ingest/progress";
import { readRecords, type IncomingRecord } from "./lib/ingest/read-records";
import { revalidate } from "./lib/ingest/revalidate";

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "dry-run": { type: "boolean", default: false },
    "revalidate-url": { type: "string" },
    "admin-token": { type: "string" },
    help: { type: "boolean", default: false },
  },
});

if (flags.help || positionals.length === 0) {
  console.log("Uso: npm run ingest -- [--dry-run] [--revalidate-url URL] [--admin-token TOKEN] <ficheros o carpetas JSON>");
  process.exit(positionals.length === 0 && !flags.help ? 2 : 0);
}

const started = performance.now();
const now = new Date(process.env.INGEST_NOW ?? Date.now());
const { records, problems } = await readRecords(positionals);

// 1. Validation report: one block per record with errors or warnings, then totals.
const valid: (IncomingRecord & { id: string; category: CategoryId })[] = [];
let invalid = problems.length;
let warnings = 0;
for (const line of problems) console.log(`ERROR  ${line}`);
for (const record of records) {
  const report = record.category ? validateProduct(record.category, record.data) : validateProduct(record.claimed || "(sin categoría)", record.data);
  const errors = [...report.errors];
  if (!record.id) errors.unshift("Missing required field: id");
  else if (!isValidProductId(record.id)) errors.unshift(`Invalid field: id ('${record.id.slice(0, 60)}')`);
  warnings += report.warnings.length;
  const label = `${record.source} ${record.id ?? "(sin id)"}`;
  if (errors.length) {
    invalid++;
    console.log(`ERROR  ${label}`);
    for (const error of errors) console.log(`         ${error}`);
  } else {
    valid.push(record as IncomingRecord & { id: string; category: CategoryId });
  }
  if (report.warnings.length) {
    console.log(`AVISO  ${label}`);
    for (const warning of report.warnings) console.log(`         ${warning}`);
  }
}
console.log(`\nValidación: ${records.length + problems.length} registros, ${valid.length} válidos, ${invalid} no válidos, ${warnings} avisos.`);

// 2. Write what changed, category by category, in batches.
const touched = new Set<CategoryId>();
const counts = { new: 0, changed: 0, unchanged: 0, pricesAppended: 0 };
if (flags["dry-run"]) {
  console.log("--dry-run: no se escribe nada.");
} else if (valid.length > 0) {
  const target = await targetFromEnv(process.env);
  if (!target) {
    console.error("Sin Firestore configurado: define FIRESTORE_EMULATOR_HOST o FIREBASE_PROJECT_ID con la cuenta de servicio.");
    process.exit(1);
  }
  const byCategory = new Map<CategoryId, typeof valid>();
  for (const record of valid) byCategory.set(record.category, [...(byCategory.get(record.category) ?? []), record]);
  const bar = progress(valid.length, "Escribiendo");
  for (const [category, list] of byCategory) {
    const stored = await readStored(target, category, list.map((r) => r.id));
    const writes: { id: string; data: Record<string, unknown> }[] = [];
    for (const record of list) {
      const plan = planIngest(record.data, stored.get(record.id) ?? null, now);
      counts[plan.outcome]++;
      if (plan.priceChanged && plan.outcome !== "new") counts.pricesAppended++;
      if (plan.document) writes.push({ id: record.id, data: plan.document });
    }
    if (writes.length) {
      await writeDocuments(target, category, writes, 200, (done) => bar.advance(done));
      touched.add(category);
    }
    bar.advance(list.length - writes.length);
  }
  bar.done();
  console.log(`Firestore: ${counts.new} nuevos, ${counts.changed} actualizados (${counts.pricesAppended} con precio nuevo), ${counts.unchanged} sin cambios.`);
}

// 3. Revalidate the touched categories so the edge serves the new data at once.
const revalidateUrl = flags["revalidate-url"] ?? process.env.REVALIDATE_URL;
const adminToken = flags["admin-token"] ?? process.env.ADMIN_TOKEN;
if (touched.size > 0) {
  if (!revalidateUrl || !adminToken) {
    console.log("Revalidación omitida: define REVALIDATE_URL y ADMIN_TOKEN (o --revalidate-url y --admin-token).");
  } else {
    const outcome = await revalidate(revalidateUrl, adminToken, [...touched]);
    for (const line of outcome.lines) (outcome.ok ? console.log : console.error)(line);
    if (!outcome.ok) process.exitCode = 1;
  }
}

console.log(`Tiempo total: ${Math.round(performance.now() - started)} ms.`);
if (invalid > 0) process.exitCode = 1;
