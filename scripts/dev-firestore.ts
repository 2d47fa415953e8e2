/**
 * `npm run dev:firestore [-- --synthetic N] [-- --port P]`: starts the installed Firestore emulator,
 * loads the sample catalogue into its eight collections (or N SYNTHETIC products per category with
 * --synthetic, never mixed with the sample), and serves the worker against it as `wrangler dev` does.
 * Ctrl+C stops both. FIRESTORE_PORT picks the emulator port (default 8089).
 *
 * `npm run dev:firestore -- --emulator HOST:PORT [--synthetic N | --sample]`: the same worker against
 * an emulator already running (started by hand); it loads nothing unless asked, and stops only
 * the worker.
 *
 * The worker is started through wrangler's own API (unstable_startWorker) with its inspector off:
 * `wrangler dev`'s inspector proxy sends wrangler one HTTP request per chunk of every outbound
 * response, and reading 10 000 products from the emulator left enough of those sockets open for
 * workerd to run out of file descriptors. wrangler 4.86's CLI has no switch
 * for it; its API does (dev.inspector: false). Everything else is wrangler dev: the same config,
 * build command, local KV and assets.
 */
import { rm } from "node:fs/promises";
import { parseArgs } from "node:util";
import { unstable_startWorker } from "wrangler";
import { CATEGORY_IDS } from "../shared/categories";
import { EMULATOR_DEFAULT_PROJECT } from "../worker/data/firestore-config";
import { startFirestoreEmulator } from "./lib/firestore-emulator";
import { emulatorTarget, writeDocuments } from "../worker/feeds/firestore-writer";
import { seedSampleCatalogue } from "./lib/seed-sample";
import { syntheticRecords } from "./lib/synthetic-catalogue";

const { values: flags } = parseArgs({
  options: {
    synthetic: { type: "string" },
    sample: { type: "boolean", default: false },
    emulator: { type: "string" },
    port: { type: "string", default: "8787" },
  },
});
const synthetic = flags.synthetic === undefined ? 0 : Number(flags.synthetic);
if (!Number.isInteger(synthetic) || synthetic < 0 || synthetic > 50_000) {
  console.error("--synthetic debe ser un número entero de productos por categoría entre 1 y 50000");
  process.exit(2);
}

const FIRESTORE_STATE = ".wrangler/state-firestore";
const port = Number(process.env.FIRESTORE_PORT ?? 8089);
const external = flags.emulator?.trim();
if (external !== undefined && !/^[^:\s]+:\d{1,5}$/.test(external)) {
  console.error(`--emulator debe ser host:puerto, no "${external}"`);
  process.exit(2);
}
const emulator = external
  ? { hostPort: external, projectId: process.env.FIREBASE_PROJECT_ID || EMULATOR_DEFAULT_PROJECT, stop: () => Promise.resolve() }
  : await startFirestoreEmulator({ port });
console.log(`Firestore emulator on ${emulator.hostPort} (project ${emulator.projectId})`);
const target = emulatorTarget(emulator.hostPort, emulator.projectId);
if (external && synthetic === 0 && !flags.sample) {
  console.log("Emulador ya en marcha: no se carga nada (--sample o --synthetic N para cargarlo).");
} else if (synthetic > 0) {
  for (const category of CATEGORY_IDS) {
    const started = Date.now();
    const written = await writeDocuments(
      target,
      category,
      syntheticRecords(category, synthetic).map(({ id, ...data }) => ({ id, data })),
      400,
    );
    console.log(`${category}: ${written} productos SINTÉTICOS escritos en ${Math.round((Date.now() - started) / 1000)} s`);
  }
} else {
  console.log(`sample catalogue loaded: ${await seedSampleCatalogue(target)} documents`);
}

// The emulator starts empty and is loaded anew on every run: KV state from an earlier run (say, of a
// larger synthetic catalogue under the same emulator address) must not be served as fresh.
await rm(FIRESTORE_STATE, { recursive: true, force: true });

const worker = await unstable_startWorker({
  config: "wrangler.toml",
  bindings: {
    FIRESTORE_EMULATOR_HOST: { type: "plain_text", value: emulator.hostPort },
    FIREBASE_PROJECT_ID: { type: "plain_text", value: emulator.projectId },
  },
  dev: { inspector: false, persist: FIRESTORE_STATE, server: { hostname: "127.0.0.1", port: Number(flags.port) }, watch: true },
});
await worker.ready;
console.log(
  `Worker on ${(await worker.url).href} against the emulator${synthetic ? ` (${synthetic} productos sintéticos por categoría)` : ""}. Ctrl+C stops both.`,
);

const shutdown = async () => {
  await worker.dispose().catch(() => undefined);
  await emulator.stop();
  process.exit(0);
};
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
