/**
 * The flood of the most expensive listing a single request can ask for (docs/RELIABILITY.md,
 * "Bounded answers"): FLOOD_CONNECTIONS connections for FLOOD_SECONDS asking for the last no-script
 * page of the television listing (MAX_LINKED_PAGES pages of cards) with a price range nobody asked
 * before (a new one each time: never the location cache's answer), while one request in twenty asks
 * for a product page, as a shopper would meanwhile. The worker runs in workerd
 * (scripts/lib/workerd-server.ts) on FLOOD_PRODUCTS synthetic products per category.
 *
 * First it measures the worst answer alone: its bytes, and its time with nothing else running.
 * A run fails (exit code 1) on any failed request or an answer other than 200.
 *
 *   npm run bench:flood
 *   FLOOD_PRODUCTS=5000 FLOOD_CONNECTIONS=200 FLOOD_SECONDS=20 npm run bench:flood   (the defaults)
 */
import "../lib/fetch-without-keep-alive";
import { MAX_LINKED_PAGES } from "../../shared/listing-pages";
import { percentile } from "../lib/percentile";
import { startWorkerdServer } from "../lib/workerd-server";
import { busiestThreadMs, processThreadsCpuMs } from "../lib/proc-cpu";
import { load } from "./load-client";
import { workerdChild } from "./workerd-cpu";

const products = Number(process.env.FLOOD_PRODUCTS ?? 5000);
const connections = Number(process.env.FLOOD_CONNECTIONS ?? 200);
const seconds = Number(process.env.FLOOD_SECONDS ?? 20);
/** Requests in the sequence: more than a run sends, so no price range repeats. */
const LENGTH = 60_000;
/** Requests of the worst answer measured alone, and of the trivial one: CPU is read in 10 ms ticks, so in batches. */
const ALONE = 40;

const worstPath = (i: number) => `/categoria/tv?pagina=${MAX_LINKED_PAGES}&precio=${1 + (i % 97)}..${4000 + i}`;

const server = await startWorkerdServer({ vars: { SYNTHETIC_PRODUCTS: String(products), KV_OPERATIONS_PER_INVOCATION: "1000000" } });
try {
  // The televisions built and warm (the only category the flood asks for): it measures rendering, not the first build.
  await fetch(`${server.url}/api/categories/tv`).then((r) => r.text());
  const product = ((await (await fetch(`${server.url}/api/categories/tv/products`)).json()) as { cards: { id: string }[] }).cards[0].id;
  const productPath = `/productos/tv/${product}`;
  await fetch(server.url + productPath).then((r) => r.text());

  // Alone, one request at a time: its wall time, and the server's CPU (workerd's busiest thread, read
  // from /proc over the batch) net of as many trivial answers (robots.txt), which measure what the
  // local runtime costs per request whatever the page. Asked uncompressed: on Cloudflare compression
  // happens outside the worker, locally workerd would gzip on the thread measured.
  const workerd = workerdChild();
  const cpuPerRequest = async (path: (i: number) => string, count: number) => {
    const before = processThreadsCpuMs(workerd);
    for (let i = 0; i < count; i++) await fetch(server.url + path(i), { headers: { "Accept-Encoding": "identity" } }).then((r) => r.arrayBuffer());
    return busiestThreadMs(before, processThreadsCpuMs(workerd)) / count;
  };
  const alone: number[] = [];
  let bytes = 0;
  for (let i = 0; i < ALONE; i++) {
    const started = performance.now();
    const response = await fetch(server.url + worstPath(LENGTH + i));
    bytes = (await response.arrayBuffer()).byteLength;
    alone.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${worstPath(LENGTH + i)}: ${response.status}`);
  }
  const trivialMs = await cpuPerRequest((i) => `/robots.txt?_bench=${i}`, ALONE);
  const worstMs = await cpuPerRequest((i) => worstPath(LENGTH + ALONE + i), ALONE);
  console.log(
    `La respuesta más cara (${worstPath(0)}, ${products} productos por categoría): ${(bytes / 1024).toFixed(0)} KB, ${percentile(
      [...alone].sort((a, b) => a - b),
      0.5,
    ).toFixed(
      0,
    )} ms de mediana sola (${ALONE} peticiones, sin caché); CPU del servidor ${worstMs.toFixed(1)} ms por petición, ${(worstMs - trivialMs).toFixed(1)} ms netos de una respuesta trivial (${trivialMs.toFixed(1)} ms)`,
  );

  const sequence = Array.from({ length: LENGTH }, (_, i) =>
    i % 20 === 19 ? { path: productPath, status: 200, kind: "producto" } : { path: worstPath(i), status: 200, kind: "listado-peor" },
  );
  const result = await load(`${server.url}/`, { connections, seconds, sequence, timeoutMs: 30_000 });
  console.log(
    `\n${connections} conexiones durante ${seconds} s: ${result.requests} respuestas, ${result.errors} errores de conexión, estados ${JSON.stringify(result.statuses)}, reintentos ${result.retries}`,
  );
  console.log("\n| tipo | respondidas | p50 ms | p99 ms | máx ms | fallidas |\n|---|---|---|---|---|---|");
  for (const [kind, k] of Object.entries(result.byKind ?? {}))
    console.log(`| ${kind} | ${k.answered} | ${k.p50ms.toFixed(0)} | ${k.p99ms.toFixed(0)} | ${k.maxms.toFixed(0)} | ${k.failed} |`);
  const failed = result.errors + Object.entries(result.statuses ?? {}).reduce((n, [status, count]) => n + (status === "200" ? 0 : count), 0);
  console.log(`\nFallos: ${failed}`);
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await server.stop();
}
