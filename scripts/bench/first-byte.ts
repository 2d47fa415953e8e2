/**
 * Time to first byte and to last byte of pages when every KV read takes 50 ms: the
 * worker's fetch handler in Node over an in-memory KV that waits before each answer, a double of
 * latency only. Two cases per page:
 * - cold isolate: nothing held in the isolate's memory, so every read the page makes goes to KV
 *   (a new isolate, or a page of a category this isolate has not served lately);
 * - warm isolate: heads and documents held, as for a busy page (KV is read only when a head's
 *   recheck window has passed).
 * Every request asks a URL not asked before, so no cache answers. Figures are medians in ms.
 *
 *   npx tsx scripts/bench/first-byte.ts   (BENCH_FIRST_BYTE_REQUESTS per page and case, default 15;
 *                                          BENCH_KV_LATENCY_MS, default 50)
 */
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { MemoryKv, benchContext, benchEnv } from "../lib/bench-worker";
import { withParam } from "./fresh-url";

const tv = SAMPLE_CATALOGUE.tv;
export const FIRST_BYTE_PAGES: [string, string][] = [
  ["inicio", "/"],
  ["categoría", "/categoria/laptop"],
  ["producto", `/productos/tv/${tv[0].id}`],
];

export interface FirstByteRow {
  page: string;
  case: "isolate frío" | "isolate caliente";
  firstByteMs: number;
  lastByteMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function firstByteFigures(
  requests = Number(process.env.BENCH_FIRST_BYTE_REQUESTS ?? 15),
  latencyMs = Number(process.env.BENCH_KV_LATENCY_MS ?? 50),
): Promise<FirstByteRow[]> {
  process.env.NODE_ENV = "production";
  const { createWorker } = await import("../../worker/index");
  const { localSource } = await import("../../worker/data/local-source");
  const { newIsolateContext } = await import("../../worker/data/isolate-context");
  const isolate = newIsolateContext();
  const worker = createWorker({ sourceFor: localSource, isolate });
  const kv = new MemoryKv();
  const env = benchEnv(kv);
  const { ctx, settle } = benchContext();
  const timed = async (path: string) => {
    const started = performance.now();
    const response = await worker.fetch(new Request(`http://localhost${path}`), env, ctx);
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    const reader = response.body!.getReader();
    let chunk = await reader.read();
    const firstByte = performance.now() - started;
    while (!chunk.done) chunk = await reader.read();
    return { firstByte, lastByte: performance.now() - started };
  };
  // Builds in KV and the JIT warm, with KV answering at once.
  for (let round = 0; round < 30; round++) for (const [, path] of FIRST_BYTE_PAGES) await timed(withParam(path, "_warm", round));
  await settle();
  kv.readLatencyMs = latencyMs;
  const rows: FirstByteRow[] = [];
  for (const [page, path] of FIRST_BYTE_PAGES) {
    for (const which of ["isolate frío", "isolate caliente"] as const) {
      const first: number[] = [];
      const last: number[] = [];
      for (let i = 0; i < requests; i++) {
        if (which === "isolate frío") isolate.memory.clear();
        const { firstByte, lastByte } = await timed(withParam(path, "_bench", `${which}-${i}`));
        await settle();
        first.push(firstByte);
        last.push(lastByte);
      }
      rows.push({ page, case: which, firstByteMs: median(first), lastByteMs: median(last) });
    }
  }
  return rows;
}

export function firstByteTable(rows: readonly FirstByteRow[]): string[][] {
  return [
    ["página", "caso", "primer byte, mediana ms", "último byte, mediana ms"],
    ...rows.map((r) => [r.page, r.case, r.firstByteMs.toFixed(1), r.lastByteMs.toFixed(1)]),
  ];
}

if (process.argv[1]?.endsWith("first-byte.ts")) {
  for (const row of firstByteTable(await firstByteFigures())) console.log(row.join(" | "));
}
