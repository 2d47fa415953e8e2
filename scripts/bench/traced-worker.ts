/**
 * The worker with its storage calls counted, for `LOAD_TRACE=1 npm run load`: the
 * evidence of what the worker asks of the local runtime while wrk loads it. It wraps the KV binding
 * and the location's cache (caches.default) and prints one line per second of wall time with work:
 *
 *   [trace] t=1732350000 kv=12 stamp=8 head=0 parts=4 kvMax=8 kvSlowMs=3 cache=510 put=2 cacheMax=190 cacheSlowMs=41 req=520 reqMax=200 reqSlowMs=380
 *
 * kv/stamp/head/parts: KV gets started in that second (stamps, heads, everything else); kvMax: the
 * most KV gets in flight at once; kvSlowMs: the slowest get that ended in that second; cache/put:
 * Cache API matches and puts; req: requests that ended; reqMax: requests in flight at most.
 * Not part of the deployed worker: load.ts bundles this file instead of worker/dev.ts only
 * when LOAD_TRACE=1. workerd moves Date.now() only across I/O, which is what is measured here.
 */
import worker from "../../worker/dev";
import type { Env } from "../../worker/env";

interface Bucket {
  second: number;
  kv: number;
  stamp: number;
  manifest: number;
  cache: number;
  put: number;
  req: number;
  kvMax: number;
  cacheMax: number;
  reqMax: number;
  kvSlowMs: number;
  cacheSlowMs: number;
  reqSlowMs: number;
}

const empty = (second: number): Bucket => ({
  second,
  kv: 0,
  stamp: 0,
  manifest: 0,
  cache: 0,
  put: 0,
  req: 0,
  kvMax: 0,
  cacheMax: 0,
  reqMax: 0,
  kvSlowMs: 0,
  cacheSlowMs: 0,
  reqSlowMs: 0,
});
let bucket = empty(0);
const inFlight = { kv: 0, cache: 0, req: 0 };

/** The bucket of the current second; the one before is printed when a new second starts. */
function current(): Bucket {
  const second = Math.floor(Date.now() / 1000);
  if (second !== bucket.second) {
    const b = bucket;
    if (b.second) {
      console.log(
        `[trace] t=${b.second} kv=${b.kv} stamp=${b.stamp} manifest=${b.manifest} parts=${b.kv - b.stamp - b.manifest} kvMax=${b.kvMax} kvSlowMs=${b.kvSlowMs} cache=${b.cache} put=${b.put} cacheMax=${b.cacheMax} cacheSlowMs=${b.cacheSlowMs} req=${b.req} reqMax=${b.reqMax} reqSlowMs=${b.reqSlowMs}`,
      );
    }
    bucket = empty(second);
    bucket.kvMax = inFlight.kv;
    bucket.cacheMax = inFlight.cache;
    bucket.reqMax = inFlight.req;
  }
  return bucket;
}

/** Counts one call of `kind` and how long it took, in flight and slowest. */
async function timed<T>(kind: "kv" | "cache" | "req", call: () => Promise<T>): Promise<T> {
  const started = Date.now();
  inFlight[kind]++;
  const b = current();
  b[`${kind}Max`] = Math.max(b[`${kind}Max`], inFlight[kind]);
  try {
    return await call();
  } finally {
    inFlight[kind]--;
    const end = current();
    end[`${kind}SlowMs`] = Math.max(end[`${kind}SlowMs`], Date.now() - started);
    if (kind === "req") end.req++;
  }
}

function tracedKv(kv: KVNamespace): KVNamespace {
  const get = kv.get.bind(kv) as (key: string, options?: unknown) => Promise<unknown>;
  return new Proxy(kv, {
    get(target, property, receiver) {
      if (property !== "get") {
        // Bound to the binding itself: its methods refuse to run on the proxy ("Illegal invocation").
        const value = Reflect.get(target, property, receiver) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      return (key: string, options?: unknown) => {
        const b = current();
        b.kv++;
        if (key.includes(":stamp:")) b.stamp++;
        else if (key.includes(":manifest:")) b.manifest++;
        return timed("kv", () => get(key, options));
      };
    },
  });
}

let cacheWrapped = false;
/** On the prototype: caches.default may hand out a new Cache object each time it is read. */
function traceCache(): void {
  if (cacheWrapped || typeof Cache === "undefined") return;
  cacheWrapped = true;
  const { match, put } = Cache.prototype;
  Cache.prototype.match = function (this: Cache, request, options) {
    current().cache++;
    return timed("cache", () => match.call(this, request, options));
  };
  Cache.prototype.put = function (this: Cache, request, response) {
    current().put++;
    return timed("cache", () => put.call(this, request, response));
  };
}

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    traceCache();
    return timed("req", async () => worker.fetch(request, { ...env, CATALOGUE: tracedKv(env.CATALOGUE) }, ctx));
  },
  scheduled: worker.scheduled,
} satisfies ExportedHandler<Env>;
