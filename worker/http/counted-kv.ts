/**
 * The catalogue's KV namespace with its reads counted, for the request (an operator's Server-Timing
 * says `kv`) and for the isolate (GET /api/admin/isolate): how many KV reads a page costs decides
 * its latency on a cold location and, under `wrangler dev` or Miniflare, where the local KV runs on
 * the worker's own thread, is part of the CPU the benchmarks see (scripts/bench/kv-read-cost.ts).
 * A streamed page's header leaves before its view's data is read: its `kv` counts the reads before
 * the first byte only; the isolate's count has them all.
 */
export function countedKv(kv: KVNamespace, counted: { kvReads: number }, isolateReads: { count: number }): KVNamespace {
  return new Proxy(kv, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== "function") return value;
      if (property === "get" || property === "getWithMetadata") {
        return (...args: unknown[]) => {
          // A read of several keys at once is one call to KV, and one count.
          counted.kvReads++;
          isolateReads.count++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}
