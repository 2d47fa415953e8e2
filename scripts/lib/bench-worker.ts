import type { Env } from "../../worker/env";

/**
 * The worker's fetch handler run in Node for benchmarks: an in-memory KV (optionally slow: a test
 * double of latency only, for time-to-first-byte figures) and an in-memory stand-in for the
 * location's Cache API, so repeated pages take the same code path as on Workers.
 */
export class MemoryKv {
  private readonly values = new Map<string, string>();
  /** Milliseconds every read waits before answering (writes and deletes do not). */
  readLatencyMs = 0;

  async get(key: string, type?: unknown): Promise<unknown> {
    if (this.readLatencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.readLatencyMs));
    const value = this.values.get(key);
    if (value === undefined) return null;
    const wanted = typeof type === "string" ? type : (type as { type?: string } | undefined)?.type;
    return wanted === "json" ? JSON.parse(value) : value;
  }
  async put(key: string, value: string): Promise<void> {
    this.values.set(key, value);
  }
  async delete(key: string): Promise<void> {
    this.values.delete(key);
  }
}

/** Just enough of the Cache API (match and put by URL) for the worker's edge caches, in memory. */
export class MemoryCache {
  private readonly stored = new Map<string, { body: ArrayBuffer; headers: [string, string][] }>();
  async match(request: Request): Promise<Response | undefined> {
    const hit = this.stored.get(request.url);
    return hit ? new Response(hit.body.slice(0), { headers: hit.headers }) : undefined;
  }
  async put(request: Request, response: Response): Promise<void> {
    this.stored.set(request.url, { body: await response.arrayBuffer(), headers: [...response.headers] });
  }
  clear(): void {
    this.stored.clear();
  }
}

/** Installs a MemoryCache as `caches.default`, as Workers have it; returns it. */
export function installMemoryCache(): MemoryCache {
  const cache = new MemoryCache();
  (globalThis as unknown as { caches: { default: MemoryCache } }).caches = { default: cache };
  return cache;
}

/** The environment of a bench worker: the sample catalogue's settings over `kv`. */
export function benchEnv(kv: MemoryKv): Env {
  return {
    CATALOGUE: kv,
    ASSETS: { fetch: async () => new Response("not found", { status: 404 }) },
    SITE_HOST: "comparador.example",
    CONTACT_EMAIL: "contacto@comparador.example",
    OWNER_NAME: "[Titular del sitio: configura OWNER_NAME]",
    OWNER_TAX_ID: "[NIF: configura OWNER_TAX_ID]",
    OWNER_ADDRESS: "[Domicilio social: configura OWNER_ADDRESS]",
    OWNER_REGISTRY: "[Datos registrales: configura OWNER_REGISTRY]",
    SNAPSHOT_FRESH_SECONDS: "86400",
  } as unknown as Env;
}

/** An ExecutionContext whose background work can be awaited. */
export function benchContext(): { ctx: ExecutionContext; settle: () => Promise<unknown> } {
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
  return { ctx, settle: () => Promise.all(pending.splice(0)) };
}
