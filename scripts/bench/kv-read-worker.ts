/**
 * A worker that only reads KV, for `scripts/bench/kv-read-cost.ts`: what one read of a stored chunk
 * of cards costs workerd's thread locally, where Miniflare's KV runs in the same process as the
 * worker (in production a KV read is I/O outside the worker's CPU time). Not deployed.
 *
 *   /put?from=F&count=N&bytes=B   writes N values of B characters (keys kv-cost:F … F+N-1)
 *   /read?from=F&count=C     reads C of them, from F on, and answers their total length
 */
import type { Env } from "../../worker/env";

export default {
  async fetch(request: Request, env: Pick<Env, "CATALOGUE">): Promise<Response> {
    const url = new URL(request.url);
    const count = Number(url.searchParams.get("count") ?? 0);
    if (url.pathname === "/put") {
      const bytes = Number(url.searchParams.get("bytes") ?? 100_000);
      // Card-like text: one JSON object per line, as chunks are stored.
      const line = JSON.stringify({ id: "synthetic-tv-000000", brand: "Marca", model: "SX-1 Modelo", price: 499.99, chips: [] });
      const value = Array.from({ length: Math.ceil(bytes / (line.length + 1)) }, () => line)
        .join("\n")
        .slice(0, bytes);
      const from = Number(url.searchParams.get("from") ?? 0);
      for (let i = 0; i < count; i++) await env.CATALOGUE.put(`kv-cost:${from + i}`, value);
      return new Response(`put ${count}`);
    }
    if (url.pathname === "/read") {
      const from = Number(url.searchParams.get("from") ?? 0);
      const texts = await Promise.all(Array.from({ length: count }, (_, i) => env.CATALOGUE.get(`kv-cost:${from + i}`)));
      return new Response(String(texts.reduce((sum, text) => sum + (text?.length ?? 0), 0)));
    }
    return new Response("ok");
  },
};
