/**
 * Server CPU per page type measured in workerd itself (Linux): the deploy bundle (edge build of
 * React) served by scripts/lib/workerd-server.ts, asked one request at a time, with the CPU time of
 * workerd's busiest thread read from /proc before and after each batch. workerd freezes its own
 * clocks while code runs, but the kernel's accounting of the thread is not frozen.
 *
 * The figure includes the local runtime's own work per request (HTTP, Miniflare's entry worker,
 * the assets router), so a trivial worker route (`/robots.txt`) is measured too and subtracted:
 * "net" is what the page costs beyond a response that does nothing.
 *
 *   npx tsx scripts/bench/workerd-cpu.ts   (BENCH_WORKERD_REQUESTS per page and round, default 300;
 *                                           BENCH_WORKERD_ROUNDS, default 2; the quietest round is shown)
 */
import { readdirSync, readFileSync } from "node:fs";
import { processThreadsCpuMs } from "../lib/proc-cpu";
import { startWorkerdServer } from "../lib/workerd-server";
import { withParam } from "./fresh-url";
import { CPU_PAGES } from "./server-cpu";

const BASELINE_PATH = "/robots.txt";

/** The workerd process Miniflare started for this process (a direct child). */
function workerdChild(): number {
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

export async function workerdCpu(
  requests = Number(process.env.BENCH_WORKERD_REQUESTS ?? 300),
  rounds = Number(process.env.BENCH_WORKERD_ROUNDS ?? 2),
): Promise<WorkerdCpuRow[]> {
  const server = await startWorkerdServer();
  try {
    const pid = workerdChild();
    const pages: [string, string][] = [["respuesta trivial (robots.txt)", BASELINE_PATH], ...CPU_PAGES];
    const fetchPage = async (path: string, n: string) => {
      const response = await fetch(server.url + withParam(path, "_bench", n));
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    };
    // Warm: snapshots built and parsed, the JIT on every page's code.
    for (let i = 0; i < 150; i++) for (const [, path] of pages) await fetchPage(path, `warm-${i}`);
    const measured = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++) {
      for (const [page, path] of pages) {
        const before = processThreadsCpuMs(pid);
        for (let i = 0; i < requests; i++) await fetchPage(path, `${round}-${i}`);
        const after = processThreadsCpuMs(pid);
        const busiest = Math.max(...[...after].map(([tid, ms]) => ms - (before.get(tid) ?? 0)));
        measured.set(page, [...(measured.get(page) ?? []), busiest / requests]);
      }
    }
    const quietest = (page: string) => Math.min(...(measured.get(page) ?? [Number.NaN]));
    const baseline = quietest(pages[0][0]);
    return pages.map(([page]) => ({ page, threadMs: quietest(page), netMs: quietest(page) - baseline, rounds: measured.get(page) ?? [] }));
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
