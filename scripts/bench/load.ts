/**
 * Load test: 200 concurrent connections for 30 s on each of home, category,
 * product and JSON (one URL each), then on a shopper's mix of every listed product, filtered and
 * sorted listings, searches, comparisons, 404s and the JSON API (load-mix.ts), against the real
 * worker in workerd reading the Firestore emulator; then the same runs after the emulator is
 * stopped (warm snapshots must keep every answer successful).
 *
 * The worker runs through startWorkerdServer (scripts/lib/workerd-server.ts): the bundle of
 * `wrangler deploy --dry-run` in Miniflare, with wrangler.toml's KV, vars, assets and compatibility
 * settings, so the load client talks to workerd's own socket. `wrangler dev` cannot take 200 connections here: its
 * ProxyWorker reports the first failed forward to wrangler, which then exits (see workerd-server.ts).
 *
 * The client (load-client.ts) keeps 200 keep-alive connections busy as wrk does, and sends a GET again
 * once, on a new connection, when a reused connection closes before any byte of its answer, as a
 * browser does; the report counts those retries. LOAD_CLIENT=wrk runs wrk instead (no retry).
 *
 * A run fails (exit code 1) on any socket error, any non-2xx/3xx answer of a single URL, and in the
 * mix any answer other than 200 or 404 or a 404 count that does not match the 404 paths sent; it
 * then prints the error kinds and the end of workerd's output (WORKERD_VERBOSE=1 for workerd's --verbose).
 *
 *   npm run load
 *   LOAD_SECONDS=20 LOAD_CONNECTIONS=200 LOAD_SEED=18 npm run load   (the defaults: 30, 200, 18)
 *   LOAD_THINK_MS=10 / LOAD_CONNECTION_CLOSE=1 npm run load   (a pause before each single-URL request / one request per connection)
 *   LOAD_MIX_THINK_MS=0 npm run load   (the mix back to back; 10 ms by default, why: mixThinkMs below)
 *   LOAD_TRACE=1 npm run load     (scripts/bench/traced-worker.ts: KV and cache calls per second in the log)
 *   LOAD_ROUTES=mix npm run load  (only some runs: a comma list of home, category, product, json, mix)
 *   WORKERD_LOG_FILE=file npm run load   (all of workerd's output appended to that file)
 *   LOAD_CLIENT=wrk npm run load   (wrk: a connection the runtime closes is a failure, not a retry)
 */
import { startFirestoreEmulator } from "../lib/firestore-emulator";
import { emulatorTarget } from "../../worker/feeds/firestore-writer";
import { seedSampleCatalogue } from "../lib/seed-sample";
import { startWorkerdServer } from "../lib/workerd-server";
import { mixShares, readMixCatalogue, shopperMix, type MixRequest } from "./load-mix";
import { load, type LoadResult } from "./load-client";
import { wrk, wrkTable, type WrkResult } from "./wrk";

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);
const seed = Number(process.env.LOAD_SEED ?? 18);
const trace = process.env.LOAD_TRACE === "1";
/**
 * LOAD_THINK_MS: each connection pauses this long before each request (wrk's delay()); 0 by default.
 * LOAD_CONNECTION_CLOSE=1: one request per connection. Neither stops the local runtime closing
 * connections on every route (docs/RELIABILITY.md, Load).
 */
const thinkMs = Number(process.env.LOAD_THINK_MS ?? 0);
/**
 * LOAD_MIX_THINK_MS: the mix's pause before each request, 10 ms by default (0: back to back). A
 * shopper's browser never sends its next request microseconds after an answer (it parses, renders,
 * the shopper reads), and back to back the local runtime serves the mix unfairly: a connection whose
 * next request is already in its socket when an answer ends is read at once, the others wait for
 * the event loop to poll. Measured (docs/RELIABILITY.md): the same throughput either way
 * (the worker is saturated in both), but p50 18 ms / p99 5.5–6 s / 200–270 retries back to back
 * against p50 250–290 ms / p99 370–410 ms / no retry with the pause.
 */
const mixThinkMs = Number(process.env.LOAD_MIX_THINK_MS ?? 10);
const closeEach = process.env.LOAD_CONNECTION_CLOSE === "1";
/**
 * LOAD_CLIENT=wrk: wrk, which counts a reused connection the runtime closed before answering as a
 * failure; by default the browser-like client of load-client.ts, which sends that GET again once on a
 * new connection and reports the retries (why: docs/RELIABILITY.md).
 */
const useWrk = process.env.LOAD_CLIENT === "wrk";
/** Requests in a mix: more than a 30 s run sends at ~500/s, so a run does not repeat its sequence. */
const MIX_LENGTH = 30_000;

const emulator = await startFirestoreEmulator({ projectId: "demo-load" });
await seedSampleCatalogue(emulatorTarget(emulator.hostPort, emulator.projectId));
const server = await startWorkerdServer({
  vars: { FIRESTORE_EMULATOR_HOST: emulator.hostPort, FIREBASE_PROJECT_ID: emulator.projectId },
  entry: trace ? "scripts/bench/traced-worker.ts" : undefined,
});

type Run = { name: string; url: string; mix?: MixRequest[] };
const catalogue = await readMixCatalogue(server.url).catch(async (error: unknown) => {
  await server.stop();
  await emulator.stop();
  throw error;
}); // warms every manifest and card chunk too
const firstProduct = catalogue.cards.tv[0].id;
const singles: Run[] = [
  { name: "home", url: `${server.url}/` },
  { name: "category", url: `${server.url}/categoria/tv` },
  { name: "product", url: `${server.url}/productos/tv/${firstProduct}` },
  { name: "json", url: `${server.url}/api/categories/tv/products` },
];
const wanted = new Set((process.env.LOAD_ROUTES ?? "home,category,product,json,mix").split(","));
/** The up and down runs draw different mixes (seed, seed + 1): pages cached during the first are not all the second asks. */
const mixRun = (mixSeed: number): Run => ({ name: "mix", url: `${server.url}/`, mix: shopperMix(catalogue, mixSeed, MIX_LENGTH) });
const runsFor = (mixSeed: number) => [...singles, mixRun(mixSeed)].filter((r) => wanted.has(r.name));

/** Every distinct path of the mix's first requests answers as expected (under load only counts are known). */
async function checkMix(mix: readonly MixRequest[]): Promise<void> {
  const distinct = [...new Map(mix.slice(0, 400).map((r) => [r.path, r])).values()];
  const wrong: string[] = [];
  for (let i = 0; i < distinct.length; i += 8) {
    await Promise.all(
      distinct.slice(i, i + 8).map(async (r) => {
        const response = await fetch(server.url + r.path);
        await response.arrayBuffer();
        if (response.status !== r.status) wrong.push(`${r.path}: ${response.status}, expected ${r.status}`);
      }),
    );
  }
  if (wrong.length) throw new Error(`The mix asks paths that answer otherwise:\n${wrong.join("\n")}`);
}

async function runAll(runs: readonly Run[]): Promise<(WrkResult & Partial<LoadResult>)[]> {
  const results: (WrkResult & Partial<LoadResult>)[] = [];
  for (const run of runs) {
    const options = { thinkMs: run.mix ? mixThinkMs : thinkMs, closeEach, ...(run.mix ? { sequence: run.mix } : {}) };
    const result = useWrk ? await wrk(run.url, connections, seconds, options) : await load(run.url, { connections, seconds, ...options });
    results.push(run.mix ? { ...result, url: `${server.url}/(mezcla)` } : result);
  }
  return results;
}

/** Failed requests of a run: socket errors, and answers that are not what the path answers. */
function failuresOf(r: WrkResult): number {
  if (!r.statuses) return r.errors + r.non2xx;
  const other = Object.entries(r.statuses)
    .filter(([status]) => status !== "200" && status !== "404")
    .reduce((n, [, count]) => n + count, 0);
  const got404 = r.statuses["404"] ?? 0;
  const sent404 = r.notFoundSent ?? 0;
  // Up to one request per connection is sent but not answered when wrk stops.
  const wrong404 = Math.max(0, got404 - sent404) + Math.max(0, sent404 - connections - got404);
  return r.errors + other + wrong404;
}

function report(title: string, results: (WrkResult & Partial<LoadResult>)[]): void {
  console.log(`\n## ${title}\n`);
  console.log(wrkTable(results));
  if (!useWrk)
    console.log(
      `\nreintentos (conexión reutilizada cerrada por el servidor antes de responder, reenviada una vez como haría un navegador): ${results
        .map((r) => `${new URL(r.url).pathname} ${r.retries ?? 0}`)
        .join(", ")}`,
    );
  for (const r of results.filter((r) => r.statuses)) {
    console.log(`\nmezcla: respuestas por estado ${JSON.stringify(r.statuses)}, rutas 404 enviadas ${r.notFoundSent}`);
  }
  for (const r of results.filter((r) => r.byKind)) {
    console.log("\nmezcla por tipo de petición:\n\n| tipo | respondidas | p50 ms | p99 ms | máx ms | reintentadas | fallidas |\n|---|---|---|---|---|---|---|");
    for (const [kind, k] of Object.entries(r.byKind!).sort(([a], [b]) => a.localeCompare(b)))
      console.log(`| ${kind} | ${k.answered} | ${k.p50ms.toFixed(1)} | ${k.p99ms.toFixed(1)} | ${k.maxms.toFixed(0)} | ${k.retried} | ${k.failed} |`);
  }
}

try {
  const upRuns = runsFor(seed);
  const downRuns = runsFor(seed + 1);
  for (const run of [...upRuns, ...downRuns].filter((r) => r.mix)) await checkMix(run.mix!);
  for (const run of upRuns.filter((r) => !r.mix)) await fetch(run.url).then((r) => r.text());
  await fetch(`${server.url}/api/latest?n=60`).then((r) => r.text()); // warm every snapshot
  const mix = upRuns.find((r) => r.mix)?.mix;
  if (mix)
    console.log(
      `Mezcla (semilla ${seed}, ${MIX_LENGTH} peticiones, ${new Set(mix.map((r) => r.path)).size} rutas distintas): ${JSON.stringify(mixShares(mix))}`,
    );

  const up = await runAll(upRuns);
  report(
    `Con el emulador de Firestore en marcha (${useWrk ? "wrk" : "cliente con reintento de navegador"}, ${connections} conexiones, ${seconds} s por ruta${thinkMs ? `, ${thinkMs} ms de pausa antes de cada petición` : ""}${wanted.has("mix") ? `, la mezcla con ${mixThinkMs} ms de pausa antes de cada petición` : ""}${closeEach ? ", una petición por conexión" : ""})`,
    up,
  );
  await emulator.stop();
  const down = await runAll(downRuns);
  report(`Con el emulador PARADO tras el calentamiento (mezcla con semilla ${seed + 1})`, down);
  for (const r of [...up, ...down].filter((r) => r.errors > 0)) {
    console.log(
      `errores de ${new URL(r.url).pathname}: ${Object.entries(r.socketErrors)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(", ")}`,
    );
  }
  const failures = (results: WrkResult[]) => results.reduce((n, r) => n + failuresOf(r), 0);
  console.log(`\nFallos con la fuente en marcha: ${failures(up)}`);
  console.log(`Fallos con la fuente caída: ${failures(down)}`);
  process.exitCode = failures(up) + failures(down) > 0 ? 1 : 0;
  if (process.exitCode) console.log(`\nSalida de workerd (final):\n${server.output().split("--dry-run: exiting now.").at(-1)?.slice(-4000)}`);
  if (trace)
    console.log(
      `\nTraza (llamadas por segundo):\n${server
        .output()
        .split("\n")
        .filter((l) => l.includes("[trace]"))
        .join("\n")}`,
    );
} finally {
  await server.stop();
  await emulator.stop();
}
