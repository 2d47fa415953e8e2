/**
 * `npm run bench:feeds [-- --rows 10000,100000,1000000]`: the price-feed ingest at a large shop's
 * size. Writes a Google Merchant Center RSS feed and an Awin CSV of each size (most rows products the
 * catalogue lacks, as in a real shop's feed; the first rows the sample catalogue's GTINs), then runs
 * `npm run ingest` on each against a Firestore emulator holding the sample catalogue, and measures
 * its time and the peak resident memory of its whole process tree (tsx and the node it starts),
 * read from /proc every 50 ms. Prints a table for docs/PERFORMANCE.md.
 *
 * `npm run bench:feeds -- --daily [--products 10000]`: the worker's daily update instead (daily-update.ts):
 * Firestore reads and writes of five feeds over a 10 000-product category, day after day.
 */
import { spawn } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import { once } from "node:events";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startFirestoreEmulator } from "../lib/firestore-emulator";
import { emulatorTarget } from "../../worker/feeds/firestore-writer";
import { seedSampleCatalogue } from "../lib/seed-sample";
import { awinCsv, googleRss, treeRss } from "./feed-files";

const { values: flags } = parseArgs({
  options: { rows: { type: "string", default: "10000,100000,1000000" }, daily: { type: "boolean" }, products: { type: "string" } },
});
if (flags.daily) await import("./daily-update");
else await ingestTable();

async function ingestTable(): Promise<void> {
  const SIZES = flags.rows.split(",").map(Number);
  const FOLDER = ".tmp/bench-feeds";

  async function measure(args: string[], env: NodeJS.ProcessEnv): Promise<{ seconds: number; peakMb: number; out: string; code: number }> {
    const started = performance.now();
    const child = spawn("node_modules/.bin/tsx", ["scripts/ingest.ts", ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk));
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 50);
    const [code] = (await once(child, "close")) as [number];
    clearInterval(timer);
    return { seconds: (performance.now() - started) / 1000, peakMb: peak / 1024 ** 2, out, code };
  }

  mkdirSync(FOLDER, { recursive: true });
  const emulator = await startFirestoreEmulator({ projectId: "demo-bench-feeds" });
  try {
    await seedSampleCatalogue(emulatorTarget(emulator.hostPort, emulator.projectId));
    const env = { ...process.env, FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId, REVALIDATE_URL: "", ADMIN_TOKEN: "" };
    const table = ["| formato | filas | tamaño | tiempo | filas/s | RSS máx. (árbol) | aplicadas / sin producto |", "|---|---:|---:|---:|---:|---:|---|"];
    for (const rows of SIZES) {
      for (const [label, write, file, extra] of [
        ["Google RSS", googleRss, `google-${rows}.xml`, ["--shop", "pccomponentes"]],
        ["Awin CSV", awinCsv, `awin-${rows}.csv`, []],
      ] as const) {
        const path = join(FOLDER, file);
        await write(path, rows);
        const result = await measure([...extra, path], env);
        const applied = /aplicadas: ([\d.]+)/.exec(result.out)?.[1] ?? "?";
        const unmatched = /sin producto en el catálogo: ([\d.]+)/.exec(result.out)?.[1] ?? "?";
        if (!/filas leídas: /.test(result.out))
          throw new Error(`${label} ${rows}: the ingest did not read the feed (exit ${result.code}):\n${result.out.slice(-2000)}`);
        const mb = statSync(path).size / 1024 ** 2;
        table.push(
          `| ${label} | ${rows.toLocaleString("es-ES")} | ${mb.toFixed(0)} MB | ${result.seconds.toFixed(1)} s | ${Math.round(rows / result.seconds).toLocaleString("es-ES")} | ${result.peakMb.toFixed(0)} MB | ${applied} / ${unmatched} |`,
        );
        console.log(table.at(-1));
      }
    }
    console.log(`\n${table.join("\n")}`);
  } finally {
    await emulator.stop();
  }
}
