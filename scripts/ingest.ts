/**
 * npm run ingest -- [--dry-run] [--revalidate-url URL] [--admin-token TOKEN] [--mapping FILE.csv] <files or folders>
 *
 * Files ending in .csv or .xml are price feeds (shop, EAN or ASIN or the shop's code, price,
 * availability, link; scripts/lib/ingest/feed-command.ts): their rows update the matched products'
 * offers and price histories, nothing else. Everything else is product records:
 * Reads product records (JSON), validates each with its category's rules (PRODUCT-RULES.md, Product records) and prints
 * the report. Valid records go to Firestore (emulator or production, configured like the worker) in
 * batches; invalid ones are never written and make the exit code 1. Re-running with the same data
 * writes nothing. Then the worker's revalidation endpoint rebuilds the categories of the valid
 * records (REVALIDATE_URL and ADMIN_TOKEN, or the flags), whether anything was written or not, so a
 * run that exits 0 leaves the site serving what Firestore holds; a failed or skipped revalidation
 * exits 1 and the next run retries it.
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { getCategory, type CategoryId } from "../shared/categories";
import { storageProblems } from "../shared/storage-limits";
import { validateProduct } from "../shared/validation";
import { targetFromEnv } from "./lib/ingest/firestore-io";
import { progress } from "./lib/ingest/progress";
import { readRecords } from "./lib/ingest/read-records";
import { slowRenderProblem } from "./lib/ingest/render-budget";
import { revalidate } from "./lib/ingest/revalidate";
import { writeChanged, type ValidRecord } from "./lib/ingest/write-phase";
import { ingestFeeds, isFeedPath } from "./lib/ingest/feed-command";

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "dry-run": { type: "boolean", default: false },
    "revalidate-url": { type: "string" },
    "admin-token": { type: "string" },
    mapping: { type: "string" },
    help: { type: "boolean", default: false },
  },
});

if (flags.help || positionals.length === 0) {
  console.log(
    "Uso: npm run ingest -- [--dry-run] [--revalidate-url URL] [--admin-token TOKEN] [--mapping TABLA.csv] <ficheros o carpetas JSON, feeds .csv/.xml>",
  );
  process.exit(positionals.length === 0 && !flags.help ? 2 : 0);
}

const started = performance.now();
const now = new Date(process.env.INGEST_NOW ?? Date.now());
const feeds = positionals.filter(isFeedPath);
const recordPaths = positionals.filter((path) => !isFeedPath(path));
const { records, problems } = recordPaths.length ? await readRecords(recordPaths) : { records: [], problems: [] };

// 1. Validation report: one block per record with errors or warnings, then totals. What Firestore
//    would refuse (a document over 1 MiB, a number it cannot store) and an analysis too slow to
//    render are reported here too.
const valid: ValidRecord[] = [];
let invalid = problems.length;
let warnings = 0;
for (const line of problems) console.log(`ERROR  ${line}`);
for (const record of records) {
  const report = validateProduct(record.category ?? (record.claimed || "(sin categoría)"), record.data, record.id ?? undefined);
  const errors = [...report.errors];
  if (!record.id) errors.unshift("Missing required field: id");
  if (record.category && record.id && report.valid) errors.push(...storageProblems(record.data, getCategory(record.category).collection, record.id));
  // An analysis the worker would take too long to render is refused here, never during a rebuild.
  if (errors.length === 0) errors.push(...[slowRenderProblem(record.data)].filter((p): p is string => p !== null));
  warnings += report.warnings.length;
  const label = `${record.source} ${record.id ?? "(sin id)"}`;
  if (errors.length) {
    invalid++;
    console.log(`ERROR  ${label}`);
    for (const error of errors) console.log(`         ${error}`);
  } else {
    valid.push({ id: record.id!, category: record.category!, data: record.data });
  }
  if (report.warnings.length) {
    console.log(`AVISO  ${label}`);
    for (const warning of report.warnings) console.log(`         ${warning}`);
  }
}
if (recordPaths.length)
  console.log(`\nValidación: ${records.length + problems.length} registros, ${valid.length} válidos, ${invalid} no válidos, ${warnings} avisos.`);

// 2. Write what changed, category by category, in batches; a refused batch is reported, not fatal.
let writeFailed = false;
if (flags["dry-run"]) {
  console.log("--dry-run: no se escribe nada.");
} else if (valid.length > 0) {
  const target = await targetFromEnv(process.env);
  if (!target) {
    console.error("Sin Firestore configurado: define FIRESTORE_EMULATOR_HOST o FIREBASE_PROJECT_ID con la cuenta de servicio.");
    process.exit(1);
  }
  const bar = progress(valid.length, "Escribiendo");
  const outcome = await writeChanged(target, valid, now, (done) => bar.advance(done));
  bar.done();
  const { counts } = outcome;
  console.log(`Firestore: ${counts.new} nuevos, ${counts.changed} actualizados (${counts.pricesAppended} con precio nuevo), ${counts.unchanged} sin cambios.`);
  for (const failure of outcome.failures) {
    writeFailed = true;
    console.log(`ERROR  ${getCategory(failure.category).collection}: lote no escrito (${failure.message})`);
    console.log(`         ${failure.ids.length} registros sin escribir: ${failure.ids.join(", ")}`);
  }
}

// 2b. Price feeds: read whole, matched, applied; their categories are revalidated with the rest.
let feedCategories: CategoryId[] = [];
if (feeds.length > 0) {
  const outcome = await ingestFeeds(feeds, { mappingPath: flags.mapping, target: await targetFromEnv(process.env), now, dryRun: flags["dry-run"] });
  feedCategories = outcome.touched;
  if (outcome.failed) writeFailed = true;
}

// 3. Revalidate every category the valid records belong to, written or not: the run ends with the
//    site serving what Firestore holds. A run that wrote nothing still revalidates, so running the
//    ingest again after a failed revalidation retries it (a rebuild whose data did not change
//    rewrites almost nothing in KV). Without a revalidation the exit code says so.
const revalidateUrl = flags["revalidate-url"] ?? process.env.REVALIDATE_URL;
const adminToken = flags["admin-token"] ?? process.env.ADMIN_TOKEN;
const categories: CategoryId[] = [...new Set([...valid.map((record) => record.category), ...feedCategories])];
if (!flags["dry-run"] && categories.length > 0) {
  if (!revalidateUrl || !adminToken) {
    console.error(
      `Revalidación omitida: define REVALIDATE_URL y ADMIN_TOKEN (o --revalidate-url y --admin-token). ` +
        `El sitio sigue mostrando su versión anterior de ${categories.join(", ")} hasta la próxima revalidación.`,
    );
    process.exitCode = 1;
  } else {
    const outcome = await revalidate(revalidateUrl, adminToken, categories);
    for (const line of outcome.lines) (outcome.ok ? console.log : console.error)(line);
    if (!outcome.ok) {
      console.error(`El sitio puede no mostrar aún lo que guarda Firestore (${categories.join(", ")}): vuelve a ejecutar la ingesta para revalidar.`);
      process.exitCode = 1;
    }
  }
}

console.log(`Tiempo total: ${Math.round(performance.now() - started)} ms.`);
if (invalid > 0 || writeFailed) process.exitCode = 1;
