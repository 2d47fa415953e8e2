import { createExecutionContext, reset, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CatalogueCache, CatalogueUnavailableError } from "../../worker/data/catalogue-cache";
import type { CategorySnapshot } from "../../shared/snapshot";
import { ControllableSource, request, storedSnapshot, testEnv, testKeys } from "./support";

const HOUR = 3_600_000;

// The isolate's memo outlives reset() between cases: re-read the stamp on every request (snapshot-memo.test.ts covers the window).
function cacheAt(source: ControllableSource, now: Date, ctx = createExecutionContext()) {
  return { ctx, cache: new CatalogueCache(testEnv.CATALOGUE, source, ctx, { freshSeconds: 3600, now: () => now, recheckSeconds: 0 }) };
}

beforeEach(async () => {
  await reset();
});

describe("design §data path: KV snapshots", () => {
  it("a cold miss builds the snapshot from the source and writes it through, with facets", async () => {
    const source = new ControllableSource();
    const { cache } = cacheAt(source, new Date("2026-11-21T08:00:00Z"));
    const snapshot = await cache.getCategory("tv");
    expect(source.reads).toBe(1);
    expect(snapshot.products.length).toBe(SAMPLE_CATALOGUE.tv.length);
    expect(snapshot.builtAt).toBe("2026-11-21T08:00:00.000Z");
    expect(snapshot.facets.total).toBe(snapshot.products.length);
    expect(snapshot.facets.brands.reduce((n, b) => n + b.count, 0)).toBe(snapshot.products.length);
    expect(snapshot.facets.price!.min % 10).toBe(0);
    const stored = await storedSnapshot("tv");
    expect(stored?.version).toBe(snapshot.version);
    const someId = snapshot.products[0].id;
    expect(await testEnv.CATALOGUE.get(testKeys.product("tv", someId))).not.toBeNull();
    // Compact: no long descriptions or price histories in the listing snapshot.
    expect(JSON.stringify(stored)).not.toContain("priceHistory");
    expect(JSON.stringify(stored)).not.toContain('"description"');
  });

  it("a warm hit reads KV only: no source read", async () => {
    const source = new ControllableSource();
    await cacheAt(source, new Date("2026-11-21T08:00:00Z")).cache.getCategory("laptop");
    const reads = source.reads;
    const { cache, ctx } = cacheAt(source, new Date("2026-11-21T08:30:00Z"));
    await cache.getCategory("laptop");
    const id = SAMPLE_CATALOGUE.laptop[0].id;
    expect((await cache.getProduct("laptop", id))?.product.id).toBe(id);
    await waitOnExecutionContext(ctx);
    expect(source.reads).toBe(reads);
  });

  it("a stale snapshot is served at once and rebuilt in the background", async () => {
    const source = new ControllableSource();
    const first = await cacheAt(source, new Date("2026-11-21T08:00:00Z")).cache.getCategory("tv");
    const target = first.products[0];
    source.overrides.set(target.id, (p) => ({ ...p, amazon: { ...p.amazon, price: 1.5 } }));

    const { cache, ctx } = cacheAt(source, new Date(Date.parse("2026-11-21T08:00:00Z") + 2 * HOUR));
    const served = await cache.getCategory("tv");
    expect(served.version).toBe(first.version); // the stale one, immediately
    await waitOnExecutionContext(ctx);

    const after = await storedSnapshot("tv");
    expect(after?.builtAt).toBe("2026-11-21T10:00:00.000Z");
    expect(after?.products.find((p) => p.id === target.id)?.price).toBe(1.5);
    const doc = await testEnv.CATALOGUE.get<{ product: { amazon: { price: number } } }>(testKeys.product("tv", target.id), "json");
    expect(doc?.product.amazon.price).toBe(1.5);
  });

  it("stale-if-error: a failing rebuild keeps the last good snapshot", async () => {
    const source = new ControllableSource();
    const good = await cacheAt(source, new Date("2026-11-21T08:00:00Z")).cache.getCategory("mobile");
    source.failing = true;
    const { cache, ctx } = cacheAt(source, new Date("2026-11-22T08:00:00Z"));
    const served = await cache.getCategory("mobile");
    await waitOnExecutionContext(ctx);
    expect(served.version).toBe(good.version);
    const stored = await storedSnapshot("mobile");
    expect(stored?.builtAt).toBe(good.builtAt);
  });

  it("a cold miss with a failing source is the one clear error", async () => {
    const source = new ControllableSource();
    source.failing = true;
    const { cache } = cacheAt(source, new Date());
    await expect(cache.getCategory("camera")).rejects.toBeInstanceOf(CatalogueUnavailableError);
  });

  it("a rebuild rewrites only changed documents and deletes products that left the source", async () => {
    const source = new ControllableSource();
    const { cache } = cacheAt(source, new Date("2026-11-21T08:00:00Z"));
    const first = await cache.rebuildCategory("speaker");
    expect(first.writtenDocuments).toBe(SAMPLE_CATALOGUE.speaker.length);

    const [changed, removed] = first.snapshot.products;
    source.overrides.set(changed.id, (p) => ({ ...p, model: `${p.model} (2026)` }));
    const inner = source.listCategory.bind(source);
    source.listCategory = async (c) => (await inner(c)).filter((p) => p.id !== removed.id);
    const second = await cache.rebuildCategory("speaker");
    expect(second.writtenDocuments).toBe(1);
    expect(second.deletedDocuments).toBe(1);
    expect(await testEnv.CATALOGUE.get(testKeys.product("speaker", removed.id))).toBeNull();
    expect(await cache.getProduct("speaker", removed.id)).toBeNull();
  });

  it("a cold read and a rebuild of the same category at once share one source read", async () => {
    const source = new ControllableSource();
    const { cache } = cacheAt(source, new Date("2026-11-21T08:00:00Z"));
    const [snapshot, rebuilt, joined] = await Promise.all([cache.getCategory("tv"), cache.rebuildCategory("tv"), cache.rebuildCategory("tv")]);
    expect(source.reads).toBe(1);
    expect(rebuilt.snapshot.version).toBe(snapshot.version);
    // The first rebuild writes every document; the call that joined it reports no writes of its own.
    expect([rebuilt.writtenDocuments, joined.writtenDocuments]).toEqual([SAMPLE_CATALOGUE.tv.length, 0]);
  });

  it("unknown product ids never reach the source", async () => {
    const source = new ControllableSource();
    const { cache } = cacheAt(source, new Date());
    await cache.getCategory("tablet");
    const reads = source.reads;
    expect(await cache.getProduct("tablet", "does-not-exist")).toBeNull();
    expect(await cache.getProduct("tablet", "../../etc/passwd")).toBeNull();
    expect(source.reads).toBe(reads);
  });
});

describe("design §data path: through HTTP", () => {
  it("a warm page and JSON request make no source read", async () => {
    const source = new ControllableSource();
    await request(source, "/api/categories/tv/products");
    const id = SAMPLE_CATALOGUE.tv[0].id;
    await request(source, `/api/products/tv/${id}`);
    const reads = source.reads;
    for (const path of ["/categoria/tv", `/productos/tv/${id}`, "/api/categories/tv/products", `/api/products/tv/${id}`]) {
      expect((await request(source, path)).status, path).toBe(200);
    }
    expect(source.reads).toBe(reads);
  });

  it("with warm snapshots and the source down, pages and JSON still answer", async () => {
    const source = new ControllableSource();
    await request(source, "/api/latest?n=60"); // warms every category
    source.failing = true;
    for (const path of ["/", "/categoria/mobile", "/api/categories/mobile/products", "/api/latest"]) {
      expect((await request(source, path, undefined, { SNAPSHOT_FRESH_SECONDS: "0" })).status, path).toBe(200);
    }
  });

  it("a cold miss with the source down is a 503 with the seed's text, never a stack trace", async () => {
    const source = new ControllableSource();
    source.failing = true;
    const api = await request(source, "/api/categories/tv/products");
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({
      error: { status: 503, code: "unavailable", message: "Error al cargar los productos. Por favor, inténtalo de nuevo más tarde." },
    });
    const page = await request(source, "/categoria/tv");
    expect(page.status).toBe(503);
    expect(page.headers.get("Retry-After")).toBe("30");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("Cache-Tag")).toBe("catalogo-tv");
    expect(page.headers.get("Content-Security-Policy")).toMatch(/script-src[^;]*'nonce-/);
    const html = await page.text();
    expect(html).toContain("Error al cargar los productos. Por favor, inténtalo de nuevo más tarde.");
    expect(html).toContain("Reintentar");
    expect(html).not.toMatch(/at .*\.ts:\d+|SourceError/);
  });
});

describe("seed 000 §8: authentication failures", () => {
  it("show 'Error de autenticación. Por favor, recarga la página.' on a cold page", async () => {
    const source = new ControllableSource();
    source.listCategory = async () => {
      throw new (await import("../../worker/data/source")).SourceError("Firestore authentication failed");
    };
    const page = await request(source, "/categoria/laptop");
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("Error de autenticación. Por favor, recarga la página.");
  });
});
