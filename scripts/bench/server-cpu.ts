/**
 * Server CPU time per page type. workerd freezes its clocks while code runs (a Spectre
 * mitigation) and wrangler dev adds its Node proxy to any wall time, so this runs the worker's own
 * fetch handler in Node (the same V8) over an in-memory KV holding warm snapshots, and reads the
 * process's CPU time around each request, body fully read. NODE_ENV=production for React.
 * Two figures per page: rendered (a URL the isolate has not rendered yet) and repeated (served by
 * the isolate's page cache, worker/render/page-cache.ts).
 *
 *   npx tsx scripts/bench/server-cpu.ts          (BENCH_CPU_REQUESTS sets requests per page, default 300)
 */
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { Env } from "../../worker/env";

export interface CpuRow {
  page: string;
  path: string;
  bytes: number;
  /** Rendered by React: every request asks a URL not seen before (a `_bench` parameter the routes ignore). */
  render: { medianMs: number; p95ms: number };
  /** Served from the isolate's page cache (the same URL again within its minute). */
  cached: { medianMs: number; p95ms: number };
}

/** Just enough of KVNamespace for the worker's reads and writes. */
class MemoryKv {
  private readonly values = new Map<string, string>();
  async get(key: string, type?: string): Promise<unknown> {
    const value = this.values.get(key);
    if (value === undefined) return null;
    return type === "json" ? JSON.parse(value) : value;
  }
  async put(key: string, value: string): Promise<void> {
    this.values.set(key, value);
  }
  async delete(key: string): Promise<void> {
    this.values.delete(key);
  }
}

const tv = SAMPLE_CATALOGUE.tv;
export const CPU_PAGES: [string, string][] = [
  ["inicio", "/"],
  ["categoría (portátiles)", "/categoria/laptop"],
  ["categoría filtrada", "/categoria/tv?marca=Samsung,LG&orden=precio-asc"],
  ["producto", `/productos/tv/${tv[0].id}`],
  ["comparación (3)", `/comparar?pids=${tv.slice(0, 3).map((r) => r.id).join(",")}`],
  ["JSON de categoría", "/api/categories/tv/products"],
];

export async function serverCpu(requests = Number(process.env.BENCH_CPU_REQUESTS ?? 300)): Promise<CpuRow[]> {
  // Before React is first imported: it picks its production or development build when loaded.
  process.env.NODE_ENV = "production";
  const { createWorker } = await import("../../worker/index");
  const worker = createWorker();
  const env = {
    CATALOGUE: new MemoryKv(),
    ASSETS: { fetch: async () => new Response("not found", { status: 404 }) },
    SITE_HOST: "comparador.example",
    CONTACT_EMAIL: "contacto@comparador.example",
    SNAPSHOT_FRESH_SECONDS: "86400",
  } as unknown as Env;
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  const fetchPage = async (path: string) => {
    const response = await worker.fetch(new Request(`http://localhost${path}`), env, ctx);
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    return body.byteLength;
  };
  const rows: CpuRow[] = [];
  for (const [page, path] of CPU_PAGES) {
    // Warm: snapshots into KV, the JIT on this page's code.
    for (let i = 0; i < 30; i++) await fetchPage(path);
    await Promise.all(pending.splice(0));
    const measure = async (pathFor: (i: number) => string) => {
      const samples: number[] = [];
      let bytes = 0;
      for (let i = 0; i < requests; i++) {
        const before = process.cpuUsage();
        bytes = await fetchPage(pathFor(i));
        const used = process.cpuUsage(before);
        samples.push((used.user + used.system) / 1000);
      }
      await Promise.all(pending.splice(0));
      samples.sort((x, y) => x - y);
      return { bytes, medianMs: samples[Math.floor(samples.length / 2)], p95ms: samples[Math.floor(samples.length * 0.95)] };
    };
    const separator = path.includes("?") ? "&" : "?";
    const render = await measure((i) => `${path}${separator}_bench=${i}`);
    const cached = await measure(() => path);
    rows.push({ page, path, bytes: cached.bytes, render, cached });
  }
  return rows;
}

if (process.argv[1]?.endsWith("server-cpu.ts")) {
  for (const row of await serverCpu()) {
    console.log(
      `${row.page.padEnd(24)} ${String(row.bytes).padStart(7)} B  renderizada: mediana ${row.render.medianMs.toFixed(2)} ms CPU, p95 ${row.render.p95ms.toFixed(2)}  ` +
        `repetida (caché de página): mediana ${row.cached.medianMs.toFixed(2)} ms, p95 ${row.cached.p95ms.toFixed(2)}`,
    );
  }
}
