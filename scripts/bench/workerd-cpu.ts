/**
 * Server CPU per page type measured in workerd itself (Linux): the deploy bundle (edge build of
 * React) served by scripts/lib/workerd-server.ts, asked one request at a time, with the CPU time of
 * workerd's busiest thread read from /proc before and after each batch. workerd freezes its own
 * clocks while code runs, but the kernel's accounting of the thread is not frozen.
 *
 * The figure includes the local runtime's own work per request (HTTP, Miniflare's entry worker,
 * the assets router), so a trivial worker route (`/robots.txt`) is measured too and subtracted:
 * "net" is what the page costs beyond a response that does nothing. A static file (served by the
 * assets router without running the worker) is measured as well: what robots.txt costs beyond it
 * is the worker's own fixed cost per request (Hono, headers), which "net" leaves out.
 *
 * Pages are rendered on a server whose worker does not use the location's cache (LOCATION_CACHE=off),
 * with the isolate's data warm (parsed heads, product documents), as it is for a popular page; then,
 * on a second server with the cache on, each page's same URL again and again: hits of the location's
 * cache (caches.default, Cache API), the cost of a page another isolate rendered. Answers are asked
 * uncompressed: on Cloudflare compression happens outside the worker, locally workerd would gzip on
 * the thread measured. The
 * last rows are a product's first view in the isolate (every sample product not asked before, once
 * each: its document read from KV and parsed, its JSON computed), and right after it as many
 * renders of the warm product page, for comparison at the same moment of the host.
 *
 *   npx tsx scripts/bench/workerd-cpu.ts   (BENCH_WORKERD_REQUESTS per page and round, default 300;
 *                                           BENCH_WORKERD_ROUNDS, default 2; the quietest round is shown)
 */
import { readdirSync, readFileSync } from "node:fs";
import { busiestThreadMs, processThreadsCpuMs } from "../lib/proc-cpu";
import { startWorkerdServer } from "../lib/workerd-server";
import { withParam } from "./fresh-url";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS } from "../../shared/categories";
import { matchRoute, productPath } from "../../shared/routes";
import { CPU_PAGES } from "./server-cpu";

const BASELINE_PAGE = "respuesta trivial (robots.txt)";

/** The workerd process Miniflare started for this process (a direct child). */
export function workerdChild(): number {
  for (const tid of readdirSync("/proc/self/task")) {
    const children = readFileSync(`/proc/self/task/${tid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    for (const child of children) {
      if (readFileSync(`/proc/${child}/cmdline`, "utf8").includes("workerd")) return Number(child);
    }
  }
  throw new Error("no workerd child process found");
}

export interface WorkerdCpuRow {
  page: string;
  /** CPU ms per request of workerd's busiest thread (the one running the worker), quietest round. */
  threadMs: number;
  /** threadMs minus the trivial route's. */
  netMs: number;
  rounds: number[];
}

/** Every sample product that no page of CPU_PAGES shows in full, as product page paths. */
export function productsNotWarmed(): string[] {
  const warmed = new Set(
    CPU_PAGES.flatMap(([, path]) => {
      const url = new URL(path, "http://bench");
      const route = matchRoute(url.pathname, url.search);
      return route.view === "product" ? [route.productId] : route.view === "compare" ? route.pids : [];
    }),
  );
  return CATEGORY_IDS.flatMap((category) =>
    SAMPLE_CATALOGUE[category].filter((record) => !warmed.has(record.id)).map((record) => productPath(category, record.id)),
  );
}

/** Fetched without compression: Cloudflare compresses a worker's answer outside the worker (workerd locally would gzip it on its thread). */
const IDENTITY = { "Accept-Encoding": "identity" };
/** Lets the bench see in Server-Timing whether the location's cache answered (operator.ts). */
const BENCH_TOKEN = "bench-operator-token";

/** A workerd server with its fetch, the CPU of its busiest thread per request over a batch, and its stop. */
async function measuredServer(locationCache: boolean) {
  const server = await startWorkerdServer({ vars: { ADMIN_TOKEN: BENCH_TOKEN, ...(locationCache ? {} : { LOCATION_CACHE: "off" }) } });
  const pid = workerdChild();
  const fetchUrl = async (url: string) => {
    const response = await fetch(server.url + url, { headers: { ...IDENTITY, "X-Operator-Token": BENCH_TOKEN } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    return response.headers.get("Server-Timing") ?? "";
  };
  /** CPU ms per request of workerd's busiest thread over the batch. */
  const perRequest = async (paths: string[]) => {
    const before = processThreadsCpuMs(pid);
    for (const path of paths) await fetchUrl(path);
    const after = processThreadsCpuMs(pid);
    return busiestThreadMs(before, after) / paths.length;
  };
  return { fetchUrl, perRequest, stop: () => server.stop() };
}

export async function workerdCpu(
  requests = Number(process.env.BENCH_WORKERD_REQUESTS ?? 300),
  rounds = Number(process.env.BENCH_WORKERD_ROUNDS ?? 2),
): Promise<WorkerdCpuRow[]> {
  const measured = new Map<string, number[]>();
  const note = (page: string, ms: number) => measured.set(page, [...(measured.get(page) ?? []), ms]);
  const pages: [string, string][] = [[BASELINE_PAGE, "/robots.txt"], ["fichero estático (favicon.svg, sin el worker)", "/favicon.svg"], ...CPU_PAGES];
  const batch = (path: string, name: string) => Array.from({ length: requests }, (_, i) => withParam(path, "_bench", `${name}-${i}`));

  // Renders: the worker does not use the location's cache here (LOCATION_CACHE=off). It leaves a
  // parameter its route does not read out of the page's cache key, so a fresh "_bench" alone would be
  // answered from that cache; and locally that cache is Miniflare's Cache API, a JavaScript service
  // on workerd's thread that costs ~1.5 ms per page even when it stores nothing, where on Cloudflare
  // it is the runtime's own.
  const renders = await measuredServer(false);
  try {
    // Warm: snapshots built and parsed, the JIT on every page's code.
    for (let i = 0; i < 150; i++) for (const [, path] of pages) await renders.fetchUrl(withParam(path, "_bench", `warm-${i}`));
    for (let round = 0; round < rounds; round++) for (const [page, path] of pages) note(page, await renders.perRequest(batch(path, String(round))));
    // Once per product and isolate, so one round; the warm product page is measured right after with
    // as many requests, so the two figures share the host's moment.
    const firstViews = productsNotWarmed();
    const warmProduct = CPU_PAGES.find(([, path]) => path.startsWith("/productos/"))![1];
    measured.set(`producto, primera visita en el aislamiento (${firstViews.length} productos)`, [await renders.perRequest(firstViews)]);
    measured.set(`producto ya visitado, justo después (${firstViews.length} peticiones)`, [
      await renders.perRequest(firstViews.map((_, i) => withParam(warmProduct, "_bench", `again-${i}`))),
    ]);
  } finally {
    await renders.stop();
  }

  // Hits: the same page again and again; after its first answer every one comes from the location's
  // cache (caches.default in workerd), with a fresh nonce on pages. Its own baseline, on its own server.
  const hits = await measuredServer(true);
  try {
    for (let i = 0; i < 150; i++) for (const [, path] of pages) await hits.fetchUrl(withParam(path, "_bench", `warm-${i}`));
    for (let round = 0; round < rounds; round++) {
      note(`${BASELINE_PAGE}, servidor con caché`, await hits.perRequest(batch("/robots.txt", `hit-${round}`)));
      for (const [page, path] of CPU_PAGES) {
        const url = `${path}${path.includes("?") ? "&" : "?"}_bench=acierto`;
        if (!(await hits.fetchUrl(url)).includes('cache;desc="hit"')) throw new Error(`${url}: the location's cache did not answer`);
        note(`${page}: acierto de la caché de la ubicación`, await hits.perRequest(Array.from({ length: requests }, () => url)));
      }
    }
  } finally {
    await hits.stop();
  }

  const quietest = (page: string) => Math.min(...(measured.get(page) ?? [Number.NaN]));
  const baselineOf = (page: string) => quietest(page.includes("acierto") ? `${BASELINE_PAGE}, servidor con caché` : BASELINE_PAGE);
  return [...measured.keys()].map((page) => ({
    page,
    threadMs: quietest(page),
    netMs: quietest(page) - baselineOf(page),
    rounds: measured.get(page) ?? [],
  }));
}

/** The bench table's header and rows. */
export function workerdCpuTable(rows: readonly WorkerdCpuRow[]): string[][] {
  return [
    ["página", "hilo de workerd, ms por petición", "neto (menos la respuesta trivial)", "por ronda"],
    ...rows.map((r) => [r.page, r.threadMs.toFixed(2), r.netMs.toFixed(2), r.rounds.map((ms) => ms.toFixed(2)).join(" / ")]),
  ];
}

if (process.argv[1]?.endsWith("workerd-cpu.ts")) {
  for (const row of workerdCpuTable(await workerdCpu())) console.log(row.join(" | "));
}
