import { waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CatalogueReader, CatalogueUnavailableError } from "../../worker/data/catalogue-reader";
import { ControllableSource, request, storedCards, storedManifest, testEnv, testKeys, emptyStorage, testContext, isolateForTests } from "./support";

const HOUR = 3_600_000;

// The isolate's memory and its work in flight outlive emptyStorage() between cases: each reader gets its
// own (a rebuild another case left running is not joined), and re-reads the stamp on every request
// (snapshot-memo.test.ts covers the recheck window).
function readerAt(source: ControllableSource, now: Date, ctx = testContext()) {
  return {
    ctx,
    reader: new CatalogueReader(testEnv.CATALOGUE, source, ctx, {
      freshSeconds: 3600,
      now: () => now,
      recheckSeconds: 0,
      isolate: isolateForTests(),
    }),
  };
}

beforeEach(async () => {
  await emptyStorage();
});

describe("the data path: category builds in KV", () => {
  it("a cold miss builds the category from the source and writes it through: manifest with filters and counts, cards, documents", async () => {
    const source = new ControllableSource();
    const { reader } = readerAt(source, new Date("2026-11-21T08:00:00Z"));
    const manifest = await reader.manifest("tv");
    expect(source.reads).toBe(1);
    expect(manifest.total).toBe(SAMPLE_CATALOGUE.tv.length);
    expect(manifest.builtAt).toBe("2026-11-21T08:00:00.000Z");
    // The unfiltered listing's counts come with the manifest: every product counted once per brand.
    expect(Object.values(manifest.counts.brand).reduce((n, count) => n + count, 0)).toBe(manifest.total);
    expect(manifest.filters.find((f) => f.id === "priceRange")!.min! % 10).toBe(0);
    const stored = await storedManifest("tv");
    expect(stored?.version).toBe(manifest.version);
    const cards = await storedCards("tv");
    expect(cards).toHaveLength(manifest.total);
    expect(new Set(cards!.map((c) => c.id))).toEqual(new Set(SAMPLE_CATALOGUE.tv.map((r) => r.id)));
    expect(await testEnv.CATALOGUE.get(testKeys.product("tv", cards![0].id))).not.toBeNull();
    expect(await testEnv.CATALOGUE.get(testKeys.index("tv", manifest.indexHash))).not.toBeNull();
    // Compact: no long descriptions or price histories in the manifest or the cards.
    for (const part of [JSON.stringify(stored), JSON.stringify(cards)]) {
      expect(part).not.toContain("priceHistory");
      expect(part).not.toContain('"description"');
    }
  });

  it("a warm hit reads KV only: no source read", async () => {
    const source = new ControllableSource();
    await readerAt(source, new Date("2026-11-21T08:00:00Z")).reader.manifest("laptop");
    const reads = source.reads;
    const { reader, ctx } = readerAt(source, new Date("2026-11-21T08:30:00Z"));
    await reader.manifest("laptop");
    const id = SAMPLE_CATALOGUE.laptop[0].id;
    expect((await reader.document("laptop", id))?.product.id).toBe(id);
    expect(await reader.cards("laptop", [0, 1])).toHaveLength(2);
    await waitOnExecutionContext(ctx);
    expect(source.reads).toBe(reads);
  });

  it("a stale build is served at once and rebuilt in the background", async () => {
    const source = new ControllableSource();
    const first = await readerAt(source, new Date("2026-11-21T08:00:00Z")).reader.manifest("tv");
    const [target] = (await storedCards("tv"))!;
    source.overrides.set(target.id, (p) => ({ ...p, amazon: { ...p.amazon, price: 1.5 } }));

    const { reader, ctx } = readerAt(source, new Date(Date.parse("2026-11-21T08:00:00Z") + 2 * HOUR));
    const served = await reader.manifest("tv");
    expect(served.version).toBe(first.version); // the stale one, immediately
    await waitOnExecutionContext(ctx);

    const after = await storedManifest("tv");
    expect(after?.builtAt).toBe("2026-11-21T10:00:00.000Z");
    expect(after?.version).not.toBe(first.version);
    expect((await storedCards("tv"))!.find((c) => c.id === target.id)?.price).toBe(1.5);
    const doc = await testEnv.CATALOGUE.get<{ product: { amazon: { price: number } } }>(testKeys.product("tv", target.id), "json");
    expect(doc?.product.amazon.price).toBe(1.5);
  });

  it("stale-if-error: a failing rebuild keeps the last good build", async () => {
    const source = new ControllableSource();
    const good = await readerAt(source, new Date("2026-11-21T08:00:00Z")).reader.manifest("mobile");
    source.failing = true;
    const { reader, ctx } = readerAt(source, new Date("2026-11-22T08:00:00Z"));
    const served = await reader.manifest("mobile");
    await waitOnExecutionContext(ctx);
    expect(served.version).toBe(good.version);
    const stored = await storedManifest("mobile");
    expect(stored?.builtAt).toBe(good.builtAt);
    expect(await storedCards("mobile")).toHaveLength(good.total);
  });

  it("a cold miss with a failing source is the one clear error", async () => {
    const source = new ControllableSource();
    source.failing = true;
    const { reader } = readerAt(source, new Date());
    await expect(reader.manifest("camera")).rejects.toBeInstanceOf(CatalogueUnavailableError);
  });

  it("a rebuild rewrites only changed documents and deletes products that left the source", async () => {
    const source = new ControllableSource();
    const { reader } = readerAt(source, new Date("2026-11-21T08:00:00Z"));
    const first = await reader.rebuild("speaker");
    expect(first.writtenDocuments).toBe(SAMPLE_CATALOGUE.speaker.length);

    const [changed, removed] = await reader.cards("speaker", [0, 1]);
    source.overrides.set(changed.id, (p) => ({ ...p, model: `${p.model} (2026)` }));
    const inner = source.listCategory.bind(source);
    source.listCategory = async (c) => (await inner(c)).filter((p) => p.id !== removed.id);
    const second = await reader.rebuild("speaker");
    expect(second.writtenDocuments).toBe(1);
    expect(second.deletedDocuments).toBe(1);
    expect(second.products).toBe(SAMPLE_CATALOGUE.speaker.length - 1);
    expect(await testEnv.CATALOGUE.get(testKeys.product("speaker", removed.id))).toBeNull();
    expect(await reader.document("speaker", removed.id)).toBeNull();
    expect(await reader.entry("speaker", removed.id)).toBeNull();
    expect((await reader.document("speaker", changed.id))?.product.model).toMatch(/ \(2026\)$/);
  });

  it("a cold read and a rebuild of the same category at once share one source read", async () => {
    const source = new ControllableSource();
    const { reader } = readerAt(source, new Date("2026-11-21T08:00:00Z"));
    const [manifest, rebuilt, joined] = await Promise.all([reader.manifest("tv"), reader.rebuild("tv"), reader.rebuild("tv")]);
    expect(source.reads).toBe(1);
    expect(rebuilt.version).toBe(manifest.version);
    // The first rebuild writes every document; the call that joined it reports no writes of its own.
    expect([rebuilt.writtenDocuments, joined.writtenDocuments]).toEqual([SAMPLE_CATALOGUE.tv.length, 0]);
  });

  it("unknown product ids never reach the source", async () => {
    const source = new ControllableSource();
    const { reader } = readerAt(source, new Date());
    await reader.manifest("tablet");
    const reads = source.reads;
    expect(await reader.document("tablet", "does-not-exist")).toBeNull();
    expect(await reader.document("tablet", "../../etc/passwd")).toBeNull();
    expect(source.reads).toBe(reads);
  });
});

describe("the data path: through HTTP", () => {
  it("a warm page and JSON request make no source read", async () => {
    const source = new ControllableSource();
    await request(source, "/api/categories/tv/products");
    const id = SAMPLE_CATALOGUE.tv[0].id;
    await request(source, `/api/products/tv/${id}`);
    const reads = source.reads;
    for (const path of [
      "/categoria/tv",
      `/productos/tv/${id}`,
      "/api/categories/tv",
      "/api/categories/tv/products",
      "/api/categories/tv/products?orden=precio-asc",
      `/api/products/tv/${id}`,
    ]) {
      expect((await request(source, path)).status, path).toBe(200);
    }
    expect(source.reads).toBe(reads);
  });

  it("with warm builds and the source down, pages and JSON still answer", async () => {
    const source = new ControllableSource();
    await request(source, "/api/latest?n=60"); // warms every category
    source.failing = true;
    for (const path of ["/", "/categoria/mobile", "/api/categories/mobile", "/api/categories/mobile/products", "/api/latest"]) {
      expect((await request(source, path, undefined, { SNAPSHOT_FRESH_SECONDS: "0" })).status, path).toBe(200);
    }
  });

  it("a cold miss with the source down is a 503 with its Spanish text, never a stack trace", async () => {
    const source = new ControllableSource();
    source.failing = true;
    for (const path of ["/api/categories/tv", "/api/categories/tv/products"]) {
      const api = await request(source, path);
      expect(api.status, path).toBe(503);
      expect(await api.json()).toEqual({
        error: { status: 503, code: "unavailable", message: "Error al cargar los productos. Por favor, inténtalo de nuevo más tarde." },
      });
    }
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

describe("PRODUCT-RULES.md (Calls and errors): authentication failures", () => {
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
