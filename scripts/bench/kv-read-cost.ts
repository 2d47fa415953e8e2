/**
 * What a KV read costs workerd's busiest thread under Miniflare, where the local KV runs in the same
 * process as the worker (on Cloudflare a KV read is I/O, outside the worker's CPU time): the part of
 * `npm run bench:scale`'s CPU figures that is the local KV's work rather than the worker's. A page
 * or a search at 10 000 products per category reads chunks of cards the isolate does not keep.
 *
 *   npx tsx scripts/bench/kv-read-cost.ts      (KV_COST_BYTES, default 110000: a synthetic chunk's size)
 *
 * Each request of scripts/bench/kv-read-worker.ts reads 0 or 10 values none read before; the
 * thread's CPU per request (the quieter of two rounds of 50) of the 10-read requests minus the
 * 0-read requests', divided by 10, is one read's cost (docs/PERFORMANCE.md, Large catalogues: about the same whether the value is
 * 1 000, 28 000 or 110 000 characters).
 */
import { busiestThreadMs, processThreadsCpuMs } from "../lib/proc-cpu";
import { startWorkerdServer } from "../lib/workerd-server";
import { workerdChild } from "./workerd-cpu";

const REQUESTS = 50;
const READS = 10;

export async function kvReadCostMs(bytes = 110_000): Promise<{ perRead: number; noReads: number; tenReads: number }> {
  const server = await startWorkerdServer({ entry: "scripts/bench/kv-read-worker.ts" });
  try {
    const pid = workerdChild();
    const needed = 4 * REQUESTS * READS + 100;
    // Written in batches, each a request of its own.
    for (let written = 0; written < needed; written += 500) {
      const response = await fetch(`${server.url}/put?from=${written}&count=${Math.min(500, needed - written)}&bytes=${bytes}`);
      if (!response.ok) throw new Error(`put: HTTP ${response.status}`);
    }
    let next = 0;
    const perRequest = async (reads: number) => {
      const before = processThreadsCpuMs(pid);
      for (let i = 0; i < REQUESTS; i++) {
        await (await fetch(`${server.url}/read?from=${next}&count=${reads}`)).text();
        next += reads;
      }
      const after = processThreadsCpuMs(pid);
      return busiestThreadMs(before, after) / REQUESTS;
    };
    for (let i = 0; i < 50; i++) await (await fetch(`${server.url}/read?from=${needed - 1}&count=1`)).text(); // JIT warm
    const noReads = Math.min(await perRequest(0), await perRequest(0));
    const tenReads = Math.min(await perRequest(READS), await perRequest(READS));
    return { perRead: Math.max(0, (tenReads - noReads) / READS), noReads, tenReads };
  } finally {
    await server.stop();
  }
}

if (process.argv[1]?.endsWith("kv-read-cost.ts")) {
  const bytes = Number(process.env.KV_COST_BYTES ?? 110_000);
  const { perRead, noReads, tenReads } = await kvReadCostMs(bytes);
  console.log(`KV reads of ${bytes} characters, workerd's busiest thread (quieter of two rounds of ${REQUESTS} requests):`);
  console.log(`  no read: ${noReads.toFixed(2)} ms a request; ${READS} reads: ${tenReads.toFixed(2)} ms; one read: ${perRead.toFixed(3)} ms`);
  process.exit(0);
}
