import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import { CATEGORY_IDS } from "../../shared/categories";
import type { Product } from "../../shared/product";
import type { CategorySnapshot } from "../../shared/snapshot";
import type { LatestItem } from "../../shared/summary";
import { useSampleWorker } from "./support";

const { get } = useSampleWorker();
const tvId = SAMPLE_CATALOGUE.tv[0].id;

function expectCacheable(response: Response) {
  expect(response.headers.get("ETag")).toMatch(/^"[\w-]+"$/);
  expect(response.headers.get("Cache-Control")).toContain("max-age");
}

describe("JSON API contract (README)", () => {
  it("GET /api/categories lists the eight categories", async () => {
    const response = await get("/api/categories");
    expect(response.status).toBe(200);
    expectCacheable(response);
    const body = (await response.json()) as { id: string; name: string }[];
    expect(body.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
    expect(body[0]).toMatchObject({ id: "tv", name: "Televisores", icon: "Monitor", collection: "TV Data" });
  });

  it("GET /api/categories/{category}/products answers the compact snapshot", async () => {
    const response = await get("/api/categories/laptop/products");
    expect(response.status).toBe(200);
    expectCacheable(response);
    const snapshot = (await response.json()) as CategorySnapshot;
    expect(snapshot).toMatchObject({ categoryId: "laptop", facets: { total: SAMPLE_CATALOGUE.laptop.length } });
    expect(snapshot.products[0]).toMatchObject({ categoryId: "laptop", priceCurrency: "EUR" });
    expect(response.headers.get("ETag")).toBe(`"${snapshot.version}"`);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get("/api/categories/tv/products");
    const etag = first.headers.get("ETag")!;
    const second = await get("/api/categories/tv/products", { "If-None-Match": etag });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe("");
  });

  it("GET /api/products/{category}/{id} answers the full product", async () => {
    const response = await get(`/api/products/tv/${tvId}`);
    expect(response.status).toBe(200);
    expectCacheable(response);
    const product = (await response.json()) as Product;
    expect(product).toMatchObject({ id: tvId, categoryId: "tv", title: "tv" });
    expect(product.general.description.startsWith("# ")).toBe(true);
    expect(product.amazon.priceHistory!.length).toBeGreaterThanOrEqual(90);
  });

  it("GET /api/products/{category}/{id}/related answers both lists without the product itself", async () => {
    const response = await get(`/api/products/tv/${tvId}/related`);
    expect(response.status).toBe(200);
    const related = (await response.json()) as { similarSpecs: { id: string }[]; similarPrice: { id: string }[] };
    expect(related.similarSpecs.length).toBeGreaterThan(0);
    expect(related.similarSpecs.length).toBeLessThanOrEqual(10);
    expect(related.similarPrice.length).toBeLessThanOrEqual(10);
    expect([...related.similarSpecs, ...related.similarPrice].some((p) => p.id === tvId)).toBe(false);
  });

  it("GET /api/products?ids= answers products across categories and the missing ids", async () => {
    const laptopId = SAMPLE_CATALOGUE.laptop[0].id;
    const response = await get(`/api/products?ids=${tvId},${laptopId},nope`);
    expect(response.status).toBe(200);
    expectCacheable(response);
    const body = (await response.json()) as { products: Product[]; missing: string[] };
    expect(body.products.map((p) => p.id)).toEqual([tvId, laptopId]);
    expect(body.missing).toEqual(["nope"]);
  });

  it("GET /api/latest answers 30 by default, newest first, at most 60", async () => {
    const response = await get("/api/latest");
    expect(response.status).toBe(200);
    expectCacheable(response);
    const items = (await response.json()) as LatestItem[];
    expect(items.length).toBe(30);
    const dates = items.map((i) => i.lastUpdated);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(items[0]).toMatchObject({ id: expect.any(String), categoryId: expect.any(String), price: expect.any(Number) });
    const sixty = (await (await get("/api/latest?n=60")).json()) as LatestItem[];
    expect(sixty.length).toBe(60);
    expect(new Set(sixty.map((i) => i.categoryId)).size).toBeGreaterThan(1);
  });

  it("GET /api/search ranks across a category with the seed's rules", async () => {
    const brand = SAMPLE_CATALOGUE.mobile[0].brand as string;
    const response = await get(`/api/search?q=${encodeURIComponent(brand.toLowerCase())}&category=mobile`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { term: string; results: { brand: string; categoryId: string }[] };
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r) => r.categoryId === "mobile")).toBe(true);
    expect(body.results[0].brand).toBe(brand);
  });

  it.each([
    ["/api/categories/fridges/products", 404],
    ["/api/products/tv/no-such-product", 404],
    ["/api/products/fridges/x", 404],
    ["/api/products/tv/bad..id", 400],
    ["/api/products/tv/no-such-product/related", 404],
    ["/api/latest?n=0", 400],
    ["/api/latest?n=61", 400],
    ["/api/latest?n=abc", 400],
    ["/api/latest?n=1.5", 400],
    ["/api/search?q=ab", 400],
    ["/api/search?q=%20%20abc%20&category=fridges", 400],
    ["/api/products?ids=a,b,c,d", 400],
    ["/api/products?ids=", 400],
    ["/api/nothing-here", 404],
  ])("%s → %i JSON error", async (path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(await response.json()).toMatchObject({ error: { status, code: expect.any(String), message: expect.any(String) } });
  });

  it("a search too short explains the rule in Spanish", async () => {
    const body = (await (await get("/api/search?q=%20ab%20")).json()) as { error: { message: string } };
    expect(body.error.message).toBe("Introduce al menos 3 caracteres para buscar");
  });

  it("legacy category aliases redirect to the canonical API path", async () => {
    const response = await get("/api/categories/television/products");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/api/categories/tv/products");
  });
});
