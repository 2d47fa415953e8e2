/**
 * Server CPU time per page type. workerd freezes its clocks while code runs (a Spectre
 * mitigation) and wrangler dev adds its Node proxy to any wall time, so this runs the worker's own
 * fetch handler in Node (the same V8) over an in-memory KV holding warm snapshots, and reads the
 * process's CPU time around each request, body fully read. NODE_ENV=production for React.
 * Two figures per page: rendered (a URL not rendered yet) and repeated (served from the location's
 * cache, worker/render/edge-page-cache.ts and worker/http/edge-json.ts, here an in-memory stand-in).
 *
 *   npx tsx scripts/bench/server-cpu.ts   (BENCH_CPU_REQUESTS: requests per page and round, default 200;
 *                                          BENCH_CPU_ROUNDS: rounds over all pages, default 3)
 */
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { threadCpuMs } from "../lib/proc-cpu";
import { withParam } from "./fresh-url";
import { MemoryKv, benchContext, benchEnv, installMemoryCache } from "../lib/bench-worker";

export interface CpuRow {
  page: string;
  path: string;
  bytes: number;
  /** Rendered by React: every request asks a URL not seen before (a `_bench` parameter the routes ignore). */
  render: CpuFigures;
  /** Served from the location's cache (the same URL again). */
  cached: CpuFigures;
  /** The rendered median of every round, in order (the row shows the quietest round). */
  renderRounds: number[];
}

export interface CpuFigures {
  /** Process CPU per request (every thread: V8's compiler and GC helpers too). */
  medianMs: number;
  p95ms: number;
  /**
   * CPU of the thread that ran the requests, per request over the whole batch: what Workers count
   * as a request's CPU time. Linux only (null elsewhere); its clock ticks are 10 ms, so it is an average.
   */
  mainThreadMeanMs: number | null;
}

/** CPU time of this process's main thread in ms, from /proc (Linux), or null elsewhere. */
function mainThreadCpuMs(): number | null {
  try {
    return threadCpuMs("self", process.pid);
  } catch {
    return null;
  }
}

const tv = SAMPLE_CATALOGUE.tv;
export const CPU_PAGES: [string, string][] = [
  ["inicio", "/"],
  ["categoría (portátiles)", "/categoria/laptop"],
  ["categoría filtrada", "/categoria/tv?marca=Samsung,LG&orden=precio-asc"],
  ["producto", `/productos/tv/${tv[0].id}`],
  [
    "comparación (3)",
    `/comparar?pids=${tv
      .slice(0, 3)
      .map((r) => r.id)
      .join(",")}`,
  ],
  ["JSON de categoría", "/api/categories/tv/products"],
];

const WARM_ROUNDS = 150;

export async function serverCpu(
  requests = Number(process.env.BENCH_CPU_REQUESTS ?? 200),
  rounds = Number(process.env.BENCH_CPU_ROUNDS ?? 3),
): Promise<CpuRow[]> {
  // Before React is first imported: it picks its production or development build when loaded.
  process.env.NODE_ENV = "production";
  const { createWorker } = await import("../../worker/index");
  const { localSource } = await import("../../worker/data/local-source");
  const worker = createWorker({ sourceFor: localSource });
  const env = benchEnv(new MemoryKv());
  // The location's cache as an in-memory stand-in: repeated pages take the hit path they take on
  // Workers (the real Cache API's own cost is in bench:workerd).
  const cache = installMemoryCache();
  const { ctx, settle } = benchContext();
  const fetchPage = async (path: string) => {
    const response = await worker.fetch(new Request(`http://localhost${path}`), env, ctx);
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    return body.byteLength;
  };
  // Warm, as a live isolate is: snapshots in KV and parsed, the JIT on every page's code (rendered
  // anew each time: the location's cache would otherwise answer and leave the render code cold).
  for (let round = 0; round < WARM_ROUNDS; round++) {
    for (const [, path] of CPU_PAGES) {
      cache.clear();
      await fetchPage(withParam(path, "_warm", round));
    }
    await settle();
  }
  /**
   * `render`: the location's cache is emptied before each request (outside the time measured). The
   * worker leaves a parameter its route does not read out of the page's cache key, so a fresh
   * "_bench" alone would be answered from it.
   */
  const measure = async (pathFor: (i: number) => string, render: boolean) => {
    const samples: number[] = [];
    let bytes = 0;
    const threadBefore = mainThreadCpuMs();
    for (let i = 0; i < requests; i++) {
      if (render) cache.clear();
      const before = process.cpuUsage();
      bytes = await fetchPage(pathFor(i));
      const used = process.cpuUsage(before);
      samples.push((used.user + used.system) / 1000);
    }
    await settle();
    const threadAfter = mainThreadCpuMs();
    samples.sort((x, y) => x - y);
    return {
      bytes,
      medianMs: samples[Math.floor(samples.length / 2)],
      p95ms: samples[Math.floor(samples.length * 0.95)],
      mainThreadMeanMs: threadBefore === null || threadAfter === null ? null : (threadAfter - threadBefore) / requests,
    };
  };
  // Rounds over all pages in turn: on a shared machine a slow minute then affects every page alike,
  // and the quietest round (lowest median) is the figure; the others show the spread.
  const byPage = new Map<string, CpuRow[]>();
  for (let round = 0; round < rounds; round++) {
    for (const [page, path] of CPU_PAGES) {
      const { bytes: _renderedBytes, ...render } = await measure((i) => withParam(path, "_bench", `${round}-${i}`), true);
      const { bytes, ...cached } = await measure(() => path, false);
      byPage.set(page, [...(byPage.get(page) ?? []), { page, path, bytes, render, cached, renderRounds: [] }]);
    }
  }
  return [...byPage.values()].map((measured) => {
    const quietest = measured.reduce((best, row) => (row.render.medianMs < best.render.medianMs ? row : best));
    return { ...quietest, renderRounds: measured.map((row) => row.render.medianMs) };
  });
}

const thread = (figures: CpuFigures) => (figures.mainThreadMeanMs === null ? "–" : figures.mainThreadMeanMs.toFixed(2));

/** The bench table's header and rows. */
export function serverCpuTable(rows: readonly CpuRow[]): string[][] {
  return [
    [
      "página",
      "bytes",
      "renderizada: hilo principal, media ms",
      "proceso: mediana ms",
      "p95",
      "medianas por ronda",
      "repetida: hilo principal, media ms",
      "proceso: mediana ms",
      "p95",
    ],
    ...rows.map((r) => [
      r.page,
      String(r.bytes),
      thread(r.render),
      r.render.medianMs.toFixed(2),
      r.render.p95ms.toFixed(2),
      r.renderRounds.map((m) => m.toFixed(2)).join(" / "),
      thread(r.cached),
      r.cached.medianMs.toFixed(2),
      r.cached.p95ms.toFixed(2),
    ]),
  ];
}

if (process.argv[1]?.endsWith("server-cpu.ts")) {
  for (const row of serverCpuTable(await serverCpu())) console.log(row.join(" | "));
}
