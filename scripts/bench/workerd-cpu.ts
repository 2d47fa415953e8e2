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
 * Pages are asked with a fresh query parameter each time, so the location's cache never answers (a
 * miss: the page is rendered), but the isolate's data is warm (parsed heads, product documents), as
 * it is for a popular page. Then each page's same URL again and again: hits of the location's cache
 * (caches.default, Cache API), the cost of a page another isolate rendered. The
 * last rows are a product's first view in the isolate (every sample product not asked before, once
 * each: its document read from KV and parsed, its JSON computed), and right after it as many
 * renders of the warm product page, for comparison at the same moment of the host.
 *
 *   npx tsx scripts/bench/workerd-cpu.ts   (BENCH_WORKERD_REQUESTS per page and round, default 300;
 *                                           BENCH_WORKERD_ROUNDS, default 2; the quietest round is shown)
 */
import { readdirSync, readFileSync } from "node:fs";
import { processThreadsCpuMs } from "../lib/proc-cpu";
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

export async function workerdCpu(
  requests = Number(process.env.BENCH_WORKERD_REQUESTS ?? 300),
  rounds = Number(process.env.BENCH_WORKERD_ROUNDS ?? 2),
): Promise<WorkerdCpuRow[]> {
  const server = await startWorkerdServer();
  try {
    const pid = workerdChild();
    const pages: [string, string][] = [[BASELINE_PAGE, "/robots.txt"], ["fichero estático (favicon.svg, sin el worker)", "/favicon.svg"], ...CPU_PAGES];
    const fetchUrl = async (url: string) => {
      const response = await fetch(server.url + url);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
      return response.headers.get("Server-Timing") ?? "";
    };
    const fetchPage = (path: string, n: string) => fetchUrl(withParam(path, "_bench", n));
    /** CPU ms per request of workerd's busiest thread over a batch (each URL new to the location's cache). */
    const perRequest = async (paths: string[], batch: string, fresh = true) => {
      const before = processThreadsCpuMs(pid);
      for (const [i, path] of paths.entries()) await (fresh ? fetchPage(path, `${batch}-${i}`) : fetchUrl(path));
      const after = processThreadsCpuMs(pid);
      return Math.max(...[...after].map(([tid, ms]) => ms - (before.get(tid) ?? 0))) / paths.length;
    };
    // Warm: snapshots built and parsed, the JIT on every page's code.
    for (let i = 0; i < 150; i++) for (const [, path] of pages) await fetchPage(path, `warm-${i}`);
    const measured = new Map<string, number[]>();
    const note = (page: string, ms: number) => measured.set(page, [...(measured.get(page) ?? []), ms]);
    for (let round = 0; round < rounds; round++) {
      for (const [page, path] of pages)
        note(
          page,
          await perRequest(
            Array.from({ length: requests }, () => path),
            String(round),
          ),
        );
      // The same URL again and again: after its first answer, every one comes from the location's
      // cache (caches.default in workerd), with a fresh nonce on pages.
      for (const [page, path] of CPU_PAGES) {
        const url = withParam(path, "_bench", `acierto-${round}`);
        if (!(await fetchUrl(url)).includes('cache;desc="miss"')) throw new Error(`${url}: the first answer was not a miss`);
        if (!(await fetchUrl(url)).includes('cache;desc="hit"')) throw new Error(`${url}: the location's cache did not answer`);
        note(
          `${page}: acierto de la caché de la ubicación`,
          await perRequest(
            Array.from({ length: requests }, () => url),
            "hit",
            false,
          ),
        );
      }
    }
    // Once per product and isolate, so one round; the warm product page is measured right after with
    // as many requests, so the two figures share the host's moment.
    const firstViews = productsNotWarmed();
    const warmProduct = CPU_PAGES.find(([, path]) => path.startsWith("/productos/"))![1];
    measured.set(`producto, primera visita en el aislamiento (${firstViews.length} productos)`, [await perRequest(firstViews, "first")]);
    measured.set(`producto ya visitado, justo después (${firstViews.length} peticiones)`, [
      await perRequest(
        firstViews.map(() => warmProduct),
        "again",
      ),
    ]);

    const quietest = (page: string) => Math.min(...(measured.get(page) ?? [Number.NaN]));
    const baseline = quietest(BASELINE_PAGE);
    return [...measured.keys()].map((page) => ({
      page,
      threadMs: quietest(page),
      netMs: quietest(page) - baseline,
      rounds: measured.get(page) ?? [],
    }));
  } finally {
    await server.stop();
  }
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
