/**
 * npm run ingest -- [--shop ID] [--dry-run] [--unmatched FILE.csv] [--mapping FILE.csv]
 *                   [--revalidate-url URL] [--admin-token TOKEN] <files, folders or http(s) addresses>
 *
 * Each input is sorted by its content, never its name (scripts/lib/feeds/sources.ts): JSON files are
 * product records; anything else (XML, CSV, TSV, plain or gzip, and every address) is a price feed.
 *
 * Product records: each is validated with its category's rules (PRODUCT-RULES.md, Product records)
 * and reported; valid ones go to Firestore (emulator or production, configured like the worker) in
 * batches, and a record whose GTIN another product carries is refused. Re-running writes nothing.
 *
 * Price feeds (Google Merchant Center, Awin, this site's own dialect; docs/PRICE-FEEDS.md): read as
 * streams, matched to the catalogue by GTIN, ASIN or the shop's code, checked as the worker checks
 * an offer, and written only where a price, an availability, a shipping cost or a link changed (or
 * today's point of the price history is missing). One report per feed.
 *
 * Then the worker's revalidation endpoint rebuilds the categories concerned (REVALIDATE_URL and
 * ADMIN_TOKEN, or the flags), whether anything was written or not; a failed or skipped one exits 1
 * and the next run retries it.
 *
 * Exit code: 0 when every input was read and applied, 1 when any could not be (an invalid record, a
 * feed that cannot be read, a write or a revalidation that failed), 2 for a wrong command.
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { getCategory, type CategoryId } from "../shared/categories";
import { findShop, SHOPS, type ShopConfig } from "../shared/shops";
import { storageProblems } from "../shared/storage-limits";
import { validateProduct } from "../shared/validation";
import { sortInputs } from "./lib/feeds/sources";
import { ingestFeeds } from "./lib/ingest/feed-command";
import { readFeedKeys } from "../worker/feeds/apply-feed";
import { firestoreTargetFromEnv as targetFromEnv } from "../worker/feeds/firestore-target";
import { FirestoreTokens } from "../worker/data/firestore-token";
import { progress } from "./lib/ingest/progress";
import { readRecords } from "./lib/ingest/read-records";
import { slowRenderProblem } from "./lib/ingest/render-budget";
import { revalidate } from "./lib/ingest/revalidate";
import { sharedGtinProblems } from "./lib/ingest/shared-gtins";
import { writeChanged, type ValidRecord } from "./lib/ingest/write-phase";

const USAGE =
  "Uso: npm run ingest -- [--shop TIENDA] [--dry-run] [--unmatched SIN-PRODUCTO.csv] [--mapping TABLA.csv] " +
  "[--revalidate-url URL] [--admin-token TOKEN] <ficheros, carpetas o direcciones http(s): registros JSON o feeds de precios>";

/** A wrong command: what was wrong, the usage, exit code 2. */
function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let parsed: ReturnType<typeof parseCommand>;
function parseCommand() {
  return parseArgs({
    allowPositionals: true,
    options: {
      "dry-run": { type: "boolean", default: false },
      "revalidate-url": { type: "string" },
      "admin-token": { type: "string" },
      mapping: { type: "string" },
      shop: { type: "string" },
      unmatched: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
}
try {
  parsed = parseCommand();
} catch (error) {
  usageError(error instanceof Error ? error.message : String(error));
}
const { values: flags, positionals } = parsed;

if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length === 0) usageError("Falta qué ingerir.");
let shop: ShopConfig | undefined;
if (flags.shop !== undefined) {
  shop = findShop(flags.shop.trim().toLowerCase());
  if (!shop) usageError(`--shop ${flags.shop}: tienda no configurada (shared/shops.ts: ${SHOPS.map((s) => s.id).join(", ")}).`);
}

// Firestore is configured once for the run: in production its token is a request to Google, not to be made per phase.
let targetOnce: ReturnType<typeof targetFromEnv> | undefined;
const firestoreTarget = () => (targetOnce ??= targetFromEnv(process.env, new FirestoreTokens()));

const started = performance.now();
const now = new Date(process.env.INGEST_NOW ?? Date.now());
const inputs = await sortInputs(positionals);
const { records, problems } = inputs.recordFiles.length ? await readRecords(inputs.recordFiles) : { records: [], problems: [] };
problems.push(...inputs.problems);

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
// A GTIN names one product: a record whose GTIN another product (stored, or earlier in this run) carries is refused.
if (valid.length > 0) {
  const target = await firestoreTarget();
  const shared = sharedGtinProblems(valid, target ? await readFeedKeys(target) : null);
  for (const [key, problem] of shared) {
    invalid++;
    console.log(`ERROR  ${key}\n         ${problem}`);
  }
  valid.splice(0, valid.length, ...valid.filter((record) => !shared.has(`${record.category}/${record.id}`)));
}
if (inputs.recordFiles.length || problems.length)
  console.log(`\nValidación: ${records.length + problems.length} registros, ${valid.length} válidos, ${invalid} no válidos, ${warnings} avisos.`);

// 2. Write what changed, category by category, in batches; a refused batch is reported, not fatal.
let writeFailed = false;
if (flags["dry-run"]) {
  console.log("--dry-run: no se escribe nada.");
} else if (valid.length > 0) {
  const target = await firestoreTarget();
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

// 2b. Price feeds: each read as a stream, matched, applied where it changed something; their categories are revalidated with the rest.
let feedCategories: CategoryId[] = [];
let feedUnreadable = false;
if (inputs.feeds.length > 0) {
  const outcome = await ingestFeeds(inputs.feeds, {
    shop,
    mappingPath: flags.mapping,
    unmatchedPath: flags.unmatched,
    target: await firestoreTarget(),
    now,
    dryRun: flags["dry-run"],
  });
  feedCategories = outcome.touched;
  if (outcome.writeFailed) writeFailed = true;
  feedUnreadable = outcome.unreadable;
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
if (invalid > 0 || writeFailed || feedUnreadable) process.exitCode = 1;
