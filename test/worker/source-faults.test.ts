import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { CategoryId } from "../../shared/categories";
import type { Product } from "../../shared/product";
import type { ProductDocument } from "../../shared/snapshot";
import type { Env } from "../../worker/env";
import { createWorker } from "../../worker/index";
import { RenderedAnalyses } from "../../worker/data/analysis";
import { ControllableSource, request, storedManifest, testEnv, testKeys, useSampleWorker, anotherIsolate, currentIsolate } from "./support";

/** What the source can do to a category: answer empty, answer without a product, refuse, change a product after the build. */
const { source, get } = useSampleWorker();
const tv = SAMPLE_CATALOGUE.tv;
const revalidate = (body: unknown, overrides: Partial<Env> = {}) =>
  request(
    source,
    "/api/admin/revalidate",
    { method: "POST", headers: { Authorization: "Bearer test-admin-token", "Content-Type": "application/json" }, body: JSON.stringify(body) },
    overrides,
  );

interface RevalidationAnswer {
  rebuilt: { category: string; products: number }[];
  refused: { category: string; reason: string; products: number; previous: number }[];
}

/** Makes the source list only the products `keep` accepts (an empty answer, half a category). */
function listOnly(keep: (index: number) => boolean) {
  source.listCategory = async (category: CategoryId) => (await ControllableSource.prototype.listCategory.call(source, category)).filter((_, i) => keep(i));
}
afterEach(() => {
  source.listCategory = ControllableSource.prototype.listCategory;
  source.getProduct = ControllableSource.prototype.getProduct;
});

/**
 * A product whose stored document is older than the build (its rebuild ran out of KV operations):
 * the build lists it at `price`, KV still holds the document from before.
 */
async function pendingProduct(index: number, change: (p: Product) => Product) {
  const id = tv[index].id;
  await get(`/api/products/tv/${id}`); // built, its document written
  const before = await testEnv.CATALOGUE.get(testKeys.product("tv", id));
  source.overrides.set(id, change);
  expect((await revalidate({ categories: ["tv"] })).status).toBe(200);
  await testEnv.CATALOGUE.put(testKeys.product("tv", id), before!);
  // A new isolate that has rendered nothing yet.
  await anotherIsolate({ analyses: new RenderedAnalyses() });
  return id;
}

const withPrice = (price: number) => (p: Product) => ({ ...p, amazon: { ...p.amazon, price } });

describe("a build that would drop most of a category is not published", () => {
  it("an empty listing keeps the last good build; the answer and the log say why; force publishes it", async () => {
    expect((await get("/categoria/tv")).status).toBe(200);
    const good = await storedManifest("tv");
    listOnly(() => false);
    const refused = await revalidate({ categories: ["tv"] });
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as RevalidationAnswer;
    expect(answer.rebuilt).toEqual([]);
    expect(answer.refused).toMatchObject([{ category: "tv", products: 0, previous: tv.length }]);
    expect(answer.refused[0].reason).toMatch(/0 de \d+/);
    expect((await storedManifest("tv"))?.version).toBe(good?.version);
    expect((await get(`/productos/tv/${tv[0].id}`)).status).toBe(200);
    expect(await testEnv.CATALOGUE.get(testKeys.product("tv", tv[0].id))).not.toBeNull();

    const forced = await revalidate({ categories: ["tv"], force: true });
    expect(forced.status).toBe(200);
    expect(((await forced.json()) as RevalidationAnswer).rebuilt).toMatchObject([{ category: "tv", products: 0 }]);
  });

  it("a listing that drops more than the configured share is refused; one within it is published", async () => {
    await get("/categoria/tv");
    listOnly((i) => i % 3 === 0); // two thirds dropped
    const refused = (await (await revalidate({ categories: ["tv"] })).json()) as RevalidationAnswer;
    expect(refused.refused).toHaveLength(1);
    expect((await storedManifest("tv"))?.total).toBe(tv.length);
    const allowed = await revalidate({ categories: ["tv"] }, { BUILD_MAX_DROP_SHARE: "0.9" });
    expect(allowed.status).toBe(200);
    expect((await storedManifest("tv"))?.total).toBe(Math.ceil(tv.length / 3));
  });

  it("a background rebuild that would empty a stale category keeps serving the last good build", async () => {
    await get("/categoria/tv");
    const good = await storedManifest("tv");
    listOnly(() => false);
    // Every build is stale at once: the next request rebuilds in the background.
    const page = await request(source, "/categoria/tv", undefined, { SNAPSHOT_FRESH_SECONDS: "0" });
    expect(page.status).toBe(200);
    expect((await storedManifest("tv"))?.version).toBe(good?.version);
  });

  /** Visits to the listing with every build stale and nothing kept at the edge: each may start a background rebuild. */
  const staleVisits = async (count: number) => {
    for (let i = 0; i < count; i++) {
      currentIsolate().memory.clear();
      expect((await request(source, "/categoria/tv", undefined, { SNAPSHOT_FRESH_SECONDS: "0", LOCATION_CACHE: "off" })).status).toBe(200);
    }
  };

  it.each([
    ["refused", () => listOnly((i) => i < 3)],
    ["failed every try", () => (source.failing = true)],
  ])("a background rebuild %s is not started again by visitors until a revalidation rebuilds the category", async (_how, breakSource) => {
    await get("/categoria/tv");
    breakSource();
    const listings = () => source.reads;
    const before = listings();
    await staleVisits(1);
    const firstTry = listings() - before;
    expect(firstTry).toBeGreaterThanOrEqual(1);
    await staleVisits(10);
    expect(listings() - before).toBe(firstTry); // held: no visitor lists the category again
    expect(await testEnv.CATALOGUE.get(testKeys.held("tv"))).not.toBeNull();

    // The operator's revalidation goes through once the source is whole again, and ends the hold.
    source.failing = false;
    source.listCategory = ControllableSource.prototype.listCategory;
    expect((await revalidate({ categories: ["tv"] })).status).toBe(200);
    const afterRevalidation = listings();
    await staleVisits(1);
    expect(listings()).toBeGreaterThan(afterRevalidation);
  });
});

describe("an answer built from a fallback document", () => {
  it("is not stored in shared caches and does not carry the build's ETag; once the source answers, the new price shows", async () => {
    const id = await pendingProduct(2, withPrice(1101));
    source.failing = true;
    const page = await get(`/productos/tv/${id}?a=1`);
    expect(page.status).toBe(200);
    const pageText = await page.text();
    expect(pageText).not.toMatch(/1\.?101,00/);
    expect(page.headers.get("ETag")).toBeNull();
    expect(page.headers.get("Cache-Control")).toMatch(/no-store/);
    const json = await get(`/api/products/tv/${id}`);
    expect(json.status).toBe(200);
    expect(((await json.json()) as Product).amazon.price).not.toBe(1101);
    expect(json.headers.get("Cache-Control")).toBe("no-store");

    source.failing = false;
    const pageAfter = await get(`/productos/tv/${id}?a=1`);
    expect(await pageAfter.text()).toMatch(/1\.?101,00/);
    expect(pageAfter.headers.get("ETag")).not.toBeNull();
    const jsonAfter = await get(`/api/products/tv/${id}`);
    expect(((await jsonAfter.json()) as Product).amazon.price).toBe(1101);
    expect(jsonAfter.headers.get("ETag")).not.toBe(json.headers.get("ETag"));
  });
});

describe("a product the listing names but the source no longer has", () => {
  it("is a 404 page and a 404 in the API, and its page is never kept", async () => {
    const id = await pendingProduct(4, withPrice(999));
    source.getProduct = async (category, wanted) => (wanted === id ? null : ControllableSource.prototype.getProduct.call(source, category, wanted));
    for (let i = 0; i < 2; i++) {
      const page = await get(`/productos/tv/${id}`);
      expect(page.status).toBe(404);
      expect(page.headers.get("Cache-Control")).toBe("no-store");
      expect(await page.text()).toContain("Página no encontrada");
    }
    expect((await get(`/api/products/tv/${id}`)).status).toBe(404);
  });
});

describe("a pending product's read-through", () => {
  it("reads the source once per revision in an isolate and writes KV once, however many cache-busted requests come", async () => {
    const id = await pendingProduct(6, withPrice(1234));
    // Changed again in the source after the build: its revision is neither the build's nor KV's.
    source.overrides.set(id, withPrice(1235));
    let puts = 0;
    const kv = new Proxy(testEnv.CATALOGUE, {
      get(target, property) {
        if (property === "put") return (...args: Parameters<KVNamespace["put"]>) => (puts++, target.put(...args));
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const reads = source.reads;
    for (let i = 0; i < 5; i++) {
      const page = await request(source, `/productos/tv/${id}?n=${i}`, undefined, { CATALOGUE: kv });
      expect(page.status).toBe(200);
      const json = await request(source, `/api/products/tv/${id}?n=${i}`, undefined, { CATALOGUE: kv });
      expect(json.status).toBe(200);
    }
    expect(source.reads - reads).toBe(1);
    expect(puts).toBe(1);
  });

  it("parses no Markdown inside the shopper's request: the analysis is rendered after the answer, and written then", async () => {
    const id = await pendingProduct(7, (p) => ({
      ...p,
      amazon: { ...p.amazon, price: 1111 },
      general: { ...p.general, description: "Un televisor **nuevo**.\n\nCon *matices*." },
    }));
    const worker = createWorker({ sourceFor: () => source, retrySleep: () => Promise.resolve(), isolate: currentIsolate() });
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`http://localhost/api/products/tv/${id}`), testEnv, ctx);
    const served = (await response.json()) as Product & { analysis: { format: string; html: string } };
    expect(served.amazon.price).toBe(1111);
    expect(served.analysis.format).toBe("text");
    expect(served.analysis.html).not.toContain("<strong>");
    await waitOnExecutionContext(ctx);
    const stored = await testEnv.CATALOGUE.get<ProductDocument>(testKeys.product("tv", id), "json");
    expect(stored?.product.analysis).toMatchObject({ format: "html" });
    expect(stored?.product.analysis.html).toContain("<strong>nuevo</strong>");
    // The next answer serves the rendered document.
    const next = (await (await get(`/api/products/tv/${id}?otra=1`)).json()) as { analysis: { html: string } };
    expect(next.analysis.html).toContain("<strong>nuevo</strong>");
  });
});
