/**
 * `npm run bench:feed-pull [-- --rows 100000]`: the worker's daily pull of one shop's feed, in workerd
 * (wrangler's Miniflare and its queues, without `wrangler dev`'s proxy: scripts/lib/workerd-server.ts),
 * against a Firestore emulator holding the sample catalogue. A local server serves a Google RSS feed of
 * each size; the cron handler is run and the run is followed on /api/admin/feeds until its categories
 * are rebuilt. Measured: the workerd process's CPU time over the run (from /proc) and its peak resident
 * memory, each net of a 10-row run's; the worker isolate's V8 heap before the run and at most during it
 * (workerd's inspector, about every 100 ms: what Cloudflare's 128 MB bounds). Prints a table for
 * docs/PERFORMANCE.md.
 */
// workerd closes a kept-alive connection after a long request (a rebuild): one connection per request.
import "../lib/fetch-without-keep-alive";
import { createReadStream, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../lib/free-port";
import { inspectUserWorker } from "../lib/workerd-inspector";
import { startWorkerdServer } from "../lib/workerd-server";
import { startFirestoreEmulator } from "../lib/firestore-emulator";
import { seedSampleCatalogue } from "../lib/seed-sample";
import { emulatorTarget } from "../../worker/feeds/firestore-writer";
import type { FeedRun, ShopFeedRun } from "../../worker/feeds/feed-runs";
import { googleRss } from "./feed-files";
import { countingFirestoreProxy } from "./firestore-counter";

const { values: flags } = parseArgs({ options: { rows: { type: "string", default: "100000" } } });
const SIZES = [10, ...flags.rows.split(",").map(Number)];
const FOLDER = ".tmp/bench-feeds";
const ADMIN_TOKEN = "bench";
const TICKS_PER_SECOND = 100;

/** The workerd processes this process started (Miniflare spawns them): others may run beside the bench (a test run). */
const workerdPids = () =>
  readdirSync("/proc").filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    try {
      const parent = Number(readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1].split(" ")[1]);
      return parent === process.pid && readFileSync(`/proc/${name}/cmdline`, "utf8").includes("workerd\0serve");
    } catch {
      return false;
    }
  });
/** User and system CPU seconds of a process (all its threads). */
function cpuSeconds(pid: string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
const rssMb = (pid: string) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

mkdirSync(FOLDER, { recursive: true });
let served = "";
const feedServer = createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "application/xml" });
  createReadStream(served).pipe(response);
});
await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/pccomponentes.xml`;
const emulator = await startFirestoreEmulator({ projectId: "demo-bench-pull" });
// The worker reaches the emulator through a proxy that counts document reads and writes as Firestore bills them.
const counter = await countingFirestoreProxy(emulator.hostPort);
const before = new Set(workerdPids());
const inspectorPort = await freePort();
const server = await startWorkerdServer({
  inspectorPort,
  vars: {
    FIRESTORE_EMULATOR_HOST: counter.hostPort,
    FIREBASE_PROJECT_ID: emulator.projectId,
    ADMIN_TOKEN,
    SHOP_FEEDS: JSON.stringify({ pccomponentes: { url: feedUrl, format: "google" } }),
  },
});
try {
  await seedSampleCatalogue(emulatorTarget(emulator.hostPort, emulator.projectId));
  const [workerd] = workerdPids().filter((pid) => !before.has(pid));
  if (!workerd) throw new Error("no workerd process of this server found");
  const feeds = async () =>
    (await (await fetch(`${server.url}/api/admin/feeds`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as {
      run: FeedRun | null;
      feeds: { lastRun: ShopFeedRun | null }[];
    };
  // The isolate's V8 heap (what Cloudflare's 128 MB bounds), read through workerd's inspector while the run goes.
  const inspector = await inspectUserWorker(inspectorPort);
  const heapMb = async () => ((await inspector.call("Runtime.getHeapUsage")) as { usedSize: number }).usedSize / 1024 ** 2;
  const rows: {
    rows: number;
    mb: number;
    seconds: number;
    cpu: number;
    peak: number;
    heapBefore: number;
    heapPeak: number;
    reads: number;
    writes: number;
    shop: ShopFeedRun;
  }[] = [];
  for (const size of SIZES) {
    served = join(FOLDER, `pull-${size}.xml`);
    await googleRss(served, size);
    const last = (await feeds()).run?.runId;
    const cpuBefore = cpuSeconds(workerd);
    const { reads, writes } = { ...counter.counts };
    let peak = rssMb(workerd);
    const heapBefore = await heapMb();
    let heapPeak = heapBefore;
    const started = performance.now();
    await server.scheduled("30 5 * * *");
    for (;;) {
      peak = Math.max(peak, rssMb(workerd));
      heapPeak = Math.max(heapPeak, await heapMb());
      const answer = await feeds();
      if (answer.run && answer.run.runId !== last && answer.run.rebuiltAt) {
        rows.push({
          rows: size,
          mb: statSync(served).size / 1024 ** 2,
          seconds: (performance.now() - started) / 1000,
          cpu: cpuSeconds(workerd) - cpuBefore,
          peak,
          heapBefore,
          heapPeak,
          reads: counter.counts.reads - reads,
          writes: counter.counts.writes - writes,
          shop: answer.feeds[0].lastRun!,
        });
        break;
      }
      if (performance.now() - started > 30 * 60_000) throw new Error(`the ${size}-row run did not finish in 30 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(JSON.stringify(rows.at(-1)));
  }
  const [base] = rows;
  console.log(
    "\n| filas | tamaño | tiempo del run | CPU de workerd (neta) | RSS máx. de workerd (neta) | heap del isolate antes → máx. | lecturas / escrituras de Firestore | leídas / aplicadas / sin producto / partes |",
  );
  console.log("|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const r of rows.slice(1))
    console.log(
      `| ${r.rows.toLocaleString("es-ES")} | ${r.mb.toFixed(0)} MB | ${r.seconds.toFixed(1)} s | ${(r.cpu - base.cpu).toFixed(1)} s | ${(r.peak - base.peak).toFixed(0)} MB | ${r.heapBefore.toFixed(0)} → ${r.heapPeak.toFixed(0)} MB | ${r.reads} / ${r.writes} | ${r.shop.rows} / ${r.shop.applied} / ${r.shop.unmatched} / ${r.shop.parts} |`,
    );
  console.log(
    `(10-row run: ${base.seconds.toFixed(1)} s, CPU ${base.cpu.toFixed(1)} s, RSS ${base.peak.toFixed(0)} MB, ${base.reads} reads / ${base.writes} writes)`,
  );
  inspector.close();
} finally {
  feedServer.close();
  counter.close();
  await server.stop();
  await emulator.stop();
}
