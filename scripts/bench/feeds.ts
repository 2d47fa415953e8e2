/**
 * `npm run bench:feeds [-- --rows 10000,100000,1000000]`: the price-feed ingest at a large shop's
 * size. Writes a Google Merchant Center RSS feed and an Awin CSV of each size (most rows products the
 * catalogue lacks, as in a real shop's feed; the first rows the sample catalogue's GTINs), then runs
 * `npm run ingest` on each against a Firestore emulator holding the sample catalogue, and measures
 * its time and the peak resident memory of its whole process tree (tsx and the node it starts),
 * read from /proc every 50 ms. Prints a table for docs/PERFORMANCE.md.
 */
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { once } from "node:events";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS } from "../../shared/categories";
import { startFirestoreEmulator } from "../lib/firestore-emulator";
import { emulatorTarget } from "../../worker/feeds/firestore-writer";
import { seedSampleCatalogue } from "../lib/seed-sample";

const { values: flags } = parseArgs({ options: { rows: { type: "string", default: "10000,100000,1000000" } } });
const SIZES = flags.rows.split(",").map(Number);
const FOLDER = ".tmp/bench-feeds";

/** A valid GTIN-13 from a number (its GS1 check digit computed). */
function gtin13(n: number): string {
  const first = String(2_100_000_000_000 + n).slice(0, 12);
  const sum = [...first].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return first + ((10 - (sum % 10)) % 10);
}

const SAMPLE_GTINS = CATEGORY_IDS.flatMap((category) => SAMPLE_CATALOGUE[category].map((r) => (r as { gtin?: string }).gtin).filter((g): g is string => !!g));
const gtinOf = (i: number) => (i < SAMPLE_GTINS.length ? SAMPLE_GTINS[i] : gtin13(i));

async function writeFeed(path: string, head: string, row: (i: number) => string, tail: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  out.write(head);
  for (let i = 0; i < rows; i++) if (!out.write(row(i))) await once(out, "drain");
  out.end(tail);
  await once(out, "finish");
}

const googleRss = (path: string, rows: number) =>
  writeFeed(
    path,
    '<?xml version="1.0"?>\n<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0"><channel><title>PcComponentes</title>\n',
    (i) =>
      `<item><g:id>P${i}</g:id><title>Producto ${i}</title><link>https://www.pccomponentes.com/p/${i}</link><g:price>${(100 + (i % 900)).toFixed(2)} EUR</g:price><g:availability>in_stock</g:availability><g:condition>new</g:condition><g:gtin>${gtinOf(i)}</g:gtin><g:brand>Marca</g:brand></item>\n`,
    "</channel></rss>\n",
    rows,
  );

const awinCsv = (path: string, rows: number) =>
  writeFeed(
    path,
    "aw_deep_link,merchant_name,merchant_id,merchant_product_id,search_price,currency,ean,in_stock,delivery_cost,product_name,brand_name\n",
    (i) => `https://www.awin1.com/pclick.php?p=${i}&a=1&m=12422,Fnac,12422,F${i},${(100 + (i % 900)).toFixed(2)},EUR,${gtinOf(i)},1,0.00,Producto ${i},Marca\n`,
    "",
    rows,
  );

/** The resident memory of a process and all its descendants, in bytes, from /proc. */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      /* gone */
    }
  }
  let total = 0;
  const pending = [root];
  while (pending.length) {
    const pid = pending.pop()!;
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      /* gone */
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

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
