import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { Env } from "../../worker/env";
import { createWorker } from "../../worker/index";
import { request, testEnv, testKeys, useSampleWorker, currentIsolate } from "./support";

/** The document streams, rendered answers are shared at the edge, production is HTTPS only. */
const sample = useSampleWorker();
const { source } = sample;
/** Requests as the operator sends them: Server-Timing then says whether the location's cache answered. */
const get = (path: string, headers?: Record<string, string>) => sample.get(path, { "X-Operator-Token": "test-admin-token", ...headers });
const tvId = SAMPLE_CATALOGUE.tv[0].id;
const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

/** KV whose reads of some keys wait until released: the latency of a slow read, nothing else. */
function heldKv(held: (key: string) => boolean) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const kv = new Proxy(testEnv.CATALOGUE, {
    get(target, property) {
      if (property === "get") {
        return async (key: string, type?: unknown) => {
          if (held(key)) await gate;
          return target.get(key, type as "text");
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv, release };
}

describe("item 1: the head leaves before the view's data is read", () => {
  // The document decides the status (a product the source no longer has is a 404), so the gate reads
  // it; the rest of the view's data (its related products' cards) is read after the head has left.
  it("a product page's first bytes (stylesheet, entry, the view's chunks) arrive while its related cards' read is held", async () => {
    await get(`/productos/tv/${SAMPLE_CATALOGUE.tv[1].id}`); // the category is built and warm
    currentIsolate().memory.clear("chunk");
    const { kv, release } = heldKv((key) => key.startsWith(testKeys.chunk("tv", "", 0).split("::")[0] + ":"));
    const worker = createWorker({ sourceFor: () => source, isolate: currentIsolate() });
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`http://localhost/productos/tv/${tvId}?_=${Date.now()}`), { ...testEnv, CATALOGUE: kv } as Env, ctx);
    expect(response.status).toBe(200);
    expect(response.headers.get("Link")).toMatch(/rel=preload; as=style.*rel=modulepreload/);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^<!doctype html><html lang="es"><head><meta charset="utf-8">/);
    expect(first).toContain('<link rel="stylesheet"');
    expect(first).toMatch(/<link rel="modulepreload" href="\/assets\/chunks\/ProductView-/);
    expect(first).toContain('<script type="module"');
    expect(first).not.toContain("<title>"); // the view's own head waits for its data
    release();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    await waitOnExecutionContext(ctx);
    expect(rest).toContain(`<title>${SAMPLE_CATALOGUE.tv[0].brand}`);
    expect(rest.endsWith("</html>")).toBe(true);
  });

  it("404 and 503 are decided before the first byte", async () => {
    source.failing = true; // no build yet and the source down: the category cannot answer
    const unavailable = await get("/categoria/tv");
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("Retry-After")).toBe("30");
    expect(unavailable.headers.get("Cache-Control")).toBe("no-store");
    expect(await unavailable.text()).toContain("Reintentar");
    expect((await get(`/productos/tv/${tvId}`)).status).toBe(503);
    source.failing = false;
    const missing = await get("/productos/tv/no-existe");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<title>");
    expect((await get("/ruta/desconocida")).status).toBe(404);
    expect((await get(`/productos/tv/${tvId}`)).status).toBe(200);
  });
});

describe("item 2: rendered answers shared by the isolates of a location (Cache API)", () => {
  it("a page another isolate rendered is served from the location's cache, with this request's own nonce in body and CSP", async () => {
    const path = `/categoria/laptop?prueba=${crypto.randomUUID()}`; // a page no earlier test stored
    const first = await get(path);
    const firstNonce = nonceOf(first.headers.get("Content-Security-Policy"));
    expect(first.headers.get("Server-Timing")).toMatch(/cache;desc="miss"/);
    await first.text();
    currentIsolate().memory.clear(); // another isolate: nothing of its own, not even the category's manifest
    const hits = [await get(path), await get(path)];
    const nonces = new Set([firstNonce]);
    for (const hit of hits) {
      expect(hit.headers.get("Server-Timing")).toMatch(/cache;desc="hit"/);
      const nonce = nonceOf(hit.headers.get("Content-Security-Policy"))!;
      const html = await hit.text();
      expect([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]).every((n) => n === nonce)).toBe(true);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it("a revalidation changes the key: no page of the old data is served after it", async () => {
    const before = await get(`/productos/tv/${tvId}`);
    const oldEtag = before.headers.get("ETag");
    expect(await before.text()).not.toContain("1234,56");
    source.overrides.set(tvId, (p) => ({ ...p, amazon: { ...p.amazon, price: 1234.56 } }));
    const revalidated = await request(source, "/api/admin/revalidate", {
      method: "POST",
      headers: { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" },
      body: JSON.stringify({ categories: ["tv"] }),
    });
    expect(revalidated.status).toBe(200);
    const after = await get(`/productos/tv/${tvId}`);
    expect(after.headers.get("ETag")).not.toBe(oldEtag);
    expect(after.headers.get("Server-Timing")).toMatch(/cache;desc="miss"/);
    expect(await after.text()).toContain("1234,56"); // es-ES groups thousands from 10 000 on
  });

  it.each([
    "/api/categories/tv",
    "/api/categories/tv/products?marca=Samsung",
    "/api/categories/tv/cards?p=0,1",
    `/api/products/tv/${tvId}`,
    `/api/products/tv/${tvId}/related`,
    `/api/products?ids=${tvId},${SAMPLE_CATALOGUE.laptop[0].id}`,
    "/api/latest?n=5",
    "/api/search?q=sam",
  ])("%s: computed once, then the same bytes from the location's cache", async (path) => {
    const unique = `${path}${path.includes("?") ? "&" : "?"}prueba=${crypto.randomUUID()}`;
    const miss = await get(unique);
    expect(miss.status).toBe(200);
    expect(miss.headers.get("Server-Timing")).toMatch(/^cache;desc="miss", data;dur=\d+, render;dur=\d+, kv;desc="\d+ reads"$/);
    const body = await miss.text();
    currentIsolate().memory.clear();
    const hit = await get(unique);
    expect(hit.headers.get("Server-Timing")).toMatch(/^cache;desc="hit", data;dur=\d+, kv;desc="\d+ reads"$/);
    expect(hit.headers.get("ETag")).toBe(miss.headers.get("ETag"));
    expect(hit.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(hit.headers.get("Cache-Tag")).toBe(miss.headers.get("Cache-Tag"));
    expect(await hit.text()).toBe(body);
  });

  it("tells the operator how many KV reads an answer made, and nobody else", async () => {
    const path = `/api/products/tv/${tvId}?prueba=${crypto.randomUUID()}`;
    await get("/api/categories/tv"); // the category is built
    currentIsolate().memory.clear();
    const readsOf = (response: Response) => Number(/kv;desc="(\d+) reads"/.exec(response.headers.get("Server-Timing") ?? "")?.[1] ?? NaN);
    // Nothing kept by the isolate: the manifest, the id's bucket and the document at least.
    const cold = await get(path);
    expect(readsOf(cold)).toBeGreaterThanOrEqual(3);
    // The same data once more, from the isolate's memory (a new URL, so not the location's cache's answer).
    const warm = await get(`/api/products/tv/${tvId}?prueba=${crypto.randomUUID()}`);
    expect(readsOf(warm)).toBeLessThan(readsOf(cold));
    const publicAnswer = await sample.get(`/api/products/tv/${tvId}?prueba=${crypto.randomUUID()}`);
    expect(publicAnswer.headers.get("Server-Timing")).not.toContain("kv;");
  });

  it("with LOCATION_CACHE=off every page and JSON answer is rendered anew, and the cache is used again once it is unset", async () => {
    const worker = createWorker({ sourceFor: () => source, isolate: currentIsolate() });
    const ask = async (path: string, env: Env) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`http://localhost${path}`, { headers: { "X-Operator-Token": "test-admin-token" } }), env, ctx);
      await response.text();
      await waitOnExecutionContext(ctx);
      return response.headers.get("Server-Timing") ?? "";
    };
    const off = { ...testEnv, LOCATION_CACHE: "off" } as Env;
    for (const path of [`/categoria/laptop?prueba=${crypto.randomUUID()}`, `/api/products/tv/${tvId}?prueba=${crypto.randomUUID()}`]) {
      expect(await ask(path, off)).toMatch(/cache;desc="miss"/);
      expect(await ask(path, off), path).toMatch(/cache;desc="miss"/);
      // Unset: the first answer is stored (nothing was while off), the next comes from the cache.
      expect(await ask(path, testEnv as Env)).toMatch(/cache;desc="miss"/);
      expect(await ask(path, testEnv as Env), path).toMatch(/cache;desc="hit"/);
    }
  });

  it("a revalidation changes a JSON answer's key too", async () => {
    const path = `/api/products/tv/${tvId}`;
    const before = await get(path);
    await before.text();
    expect((await get(path)).headers.get("Server-Timing")).toMatch(/cache;desc="hit"/);
    source.overrides.set(tvId, (p) => ({ ...p, amazon: { ...p.amazon, price: 1234.56 } }));
    await request(source, "/api/admin/revalidate", {
      method: "POST",
      headers: { Authorization: "Bearer test-admin-token" },
      body: JSON.stringify({ categories: ["tv"] }),
    });
    const after = await get(path);
    expect(after.headers.get("Server-Timing")).toMatch(/cache;desc="miss"/);
    expect(after.headers.get("ETag")).not.toBe(before.headers.get("ETag"));
    expect(((await after.json()) as { amazon: { price: number } }).amazon.price).toBe(1234.56);
  });

  it("an incomplete answer is neither kept nor marked cacheable; errors say what they took", async () => {
    await get("/api/categories/tv"); // tv is built; the rest cannot be while the source is down
    source.failing = true;
    const partial = await get(`/api/search?q=samsung`);
    expect(partial.status).toBe(200);
    expect(partial.headers.get("Cache-Control")).toBe("no-store");
    expect(partial.headers.get("Server-Timing")).toMatch(/cache;desc="miss"/);
    // Asked again with the same data versions: computed again, not found in the location's cache.
    const again = await get(`/api/search?q=samsung`);
    expect(again.headers.get("Server-Timing")).toMatch(/cache;desc="miss"/);
    expect(again.headers.get("Cache-Control")).toBe("no-store");
    const missing = await get("/api/products/tv/no-existe");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Server-Timing")).toMatch(/^cache;desc="none", total;dur=\d+, kv;desc="\d+ reads"$/);
  });
});

describe("a streamed page whose data failed after its head left", () => {
  it("is not kept: once the data can be read, the same page (same versions) renders the catalogue", async () => {
    await get("/categoria/camera"); // built; its index is in KV
    const manifest = (await testEnv.CATALOGUE.get<{ indexHash: string }>(testKeys.manifest("camera"), "json"))!;
    const indexKey = testKeys.index("camera", manifest.indexHash);
    const index = (await testEnv.CATALOGUE.get(indexKey))!;
    await testEnv.CATALOGUE.delete(indexKey);
    currentIsolate().memory.clear("model");
    const path = "/categoria/camera?orden=precio-asc";
    const failed = await get(path);
    expect(failed.status).toBe(200); // the status left before the data was read
    expect(await failed.text()).toContain("Reintentar");
    await testEnv.CATALOGUE.put(indexKey, index);
    const after = await get(path);
    expect(after.headers.get("Server-Timing")).toMatch(/cache;desc="miss"/);
    expect(await after.text()).not.toContain("Reintentar");
  });
});

describe("item 3: the revalidation reports the zone purge", () => {
  it("says no purge was configured without the zone and token", async () => {
    const response = await request(source, "/api/admin/revalidate", {
      method: "POST",
      headers: { Authorization: "Bearer test-admin-token" },
      body: JSON.stringify({ categories: ["tv"] }),
    });
    expect(await response.json()).toMatchObject({ purge: { status: "not-configured" } });
  });
});

describe("item 4: HTTPS everywhere in production", () => {
  const production = { SITE_HOST: "comparador.example" };

  it.each(["http://comparador.example/categoria/tv?orden=precio-asc", "http://www.comparador.example/productos/tv/x?y=1"])(
    "%s → 301 to https, same path and query",
    async (url) => {
      const response = await request(source, url, undefined, production);
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe(url.replace("http://", "https://"));
      expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains; preload");
    },
  );

  it("https on production hosts is served with HSTS preload, as every host is; other hosts are never redirected", async () => {
    const secure = await request(source, "https://comparador.example/help", undefined, production);
    expect(secure.status).toBe(200);
    expect(secure.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains; preload");
    const local = await request(source, "http://localhost/help", undefined, production);
    expect(local.status).toBe(200);
    expect(local.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains; preload");
  });

  it("a local run with the production host (wrangler dev, SITE_HOST=127.0.0.1) stays on http", async () => {
    const response = await request(source, "http://127.0.0.1/api/categories", undefined, { SITE_HOST: "127.0.0.1" });
    expect(response.status).toBe(200);
  });
});
