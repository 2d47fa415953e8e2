import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { CardsAnswer, ListingPageAnswer } from "../../shared/api-contract";
import type { ProductCardData } from "../../shared/card";
import { CATEGORY_IDS, type CategoryId } from "../../shared/categories";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import { listingModel, runListing } from "../../shared/listing";
import type { ListingIndexData } from "../../shared/listing-index";
import type { Product } from "../../shared/product";
import { foldText } from "../../shared/text";
import { IMMUTABLE_CACHE_CONTROL, JSON_CACHE_CONTROL } from "../../worker/http/cache";
import { freshCutoff } from "../../shared/prices/offers";
import { useSampleWorker } from "./support";

const { get } = useSampleWorker();
const tvId = SAMPLE_CATALOGUE.tv[0].id;

const PUBLIC_MANIFEST_KEYS = ["builtAt", "categoryId", "counts", "filters", "indexHash", "topBrands", "total", "uses", "version", "vocabulary"];

function expectCacheable(response: Response) {
  expect(response.headers.get("ETag")).toMatch(/^"[\w-]+"$/);
  expect(response.headers.get("Cache-Control")).toContain("max-age");
}

async function getJson<T>(path: string): Promise<{ response: Response; body: T }> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("Content-Type"), path).toContain("application/json");
  return { response, body: (await response.json()) as T };
}

/** Sample ids whose brand, model or "brand model" contains `term` (PRODUCT-RULES.md, Filters and search), folded as the search folds. */
const matches = (category: CategoryId, term: string) =>
  SAMPLE_CATALOGUE[category].filter((r) => foldText(`${r.brand} ${r.model}`).includes(foldText(term))).map((r) => r.id);

/** What a card carries (PRODUCT-RULES.md, Screens and routes): no specs, no description, chips worked out at build time. */
function expectCard(card: ProductCardData, categoryId: string) {
  expect(card).toMatchObject({
    id: expect.any(String),
    categoryId,
    brand: expect.any(String),
    model: expect.any(String),
    price: expect.any(Number),
    priceCurrency: "EUR",
    image: expect.any(String),
    chips: expect.any(Array),
  });
  expect(card.chips.length).toBeLessThanOrEqual(4);
  expect(card).not.toHaveProperty("specs");
  expect(card).not.toHaveProperty("general");
}

describe("JSON API contract (README)", () => {
  it("GET /api/categories lists the eight categories", async () => {
    const { response, body } = await getJson<{ id: string; name: string }[]>("/api/categories");
    expectCacheable(response);
    expect(body.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
    expect(body[0]).toMatchObject({ id: "tv", name: "Televisores", icon: "Monitor", collection: "TV Data" });
  });

  it("GET /api/categories/{category} answers the public manifest: filters, counts, total and the index's address, nothing of the build's parts", async () => {
    const { response, body } = await getJson<PublicManifest>("/api/categories/laptop");
    expectCacheable(response);
    expect(body).toMatchObject({
      categoryId: "laptop",
      total: SAMPLE_CATALOGUE.laptop.length,
      builtAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version: expect.stringMatching(/^[0-9a-f]{16}$/),
      indexHash: expect.stringMatching(/^[0-9a-f]{16}$/),
      filters: expect.arrayContaining([
        expect.objectContaining({ id: "brand", type: "multiselect" }),
        expect.objectContaining({ id: "priceRange", type: "range" }),
      ]),
      counts: { brand: expect.any(Object) },
      topBrands: expect.any(Array),
    });
    expect(Object.keys(body).sort()).toEqual(PUBLIC_MANIFEST_KEYS);
    expect(Object.values(body.counts.brand).reduce((n, c) => n + c, 0)).toBe(body.total);
    expect(response.headers.get("ETag")).toBe(`"${body.version}"`);
    expect(response.headers.get("Cache-Tag")).toBe("catalogo-laptop");
  });

  it("GET /api/categories/{category}/products answers the first page: positions, cards, total and counts", async () => {
    const manifest = (await getJson<PublicManifest>("/api/categories/laptop")).body;
    const { response, body } = await getJson<ListingPageAnswer>("/api/categories/laptop/products");
    expectCacheable(response);
    expect(response.headers.get("Cache-Control")).toBe(JSON_CACHE_CONTROL);
    expect(response.headers.get("Cache-Tag")).toBe("catalogo-laptop");
    const total = SAMPLE_CATALOGUE.laptop.length;
    expect(body).toMatchObject({ categoryId: "laptop", version: manifest.version, offset: 0, total, counts: manifest.counts });
    expect(body).not.toHaveProperty("manifest");
    expect(body.positions).toEqual(Array.from({ length: total }, (_, i) => i));
    expect(body.cards).toHaveLength(total);
    for (const card of body.cards) expectCard(card, "laptop");
    expect(body.cards.map((c) => c.id).sort()).toEqual(SAMPLE_CATALOGUE.laptop.map((r) => r.id).sort());
    // With cabecera=1, the manifest comes along (a browser arriving at the category).
    const withManifest = (await getJson<ListingPageAnswer>("/api/categories/laptop/products?cabecera=1")).body;
    expect(withManifest.manifest).toEqual(manifest);
    expect(withManifest.cards).toEqual(body.cards);
  });

  it("pages through a listing with desde and cantidad", async () => {
    const all = (await getJson<ListingPageAnswer>("/api/categories/tv/products")).body;
    const page = (await getJson<ListingPageAnswer>("/api/categories/tv/products?desde=5&cantidad=3")).body;
    expect(page).toMatchObject({ offset: 5, total: all.total, positions: [5, 6, 7] });
    expect(page.cards).toEqual(all.cards.slice(5, 8));
    const past = (await getJson<ListingPageAnswer>(`/api/categories/tv/products?desde=${all.total + 10}`)).body;
    expect(past).toMatchObject({ offset: all.total + 10, total: all.total, positions: [], cards: [] });
    const filteredPage = (await getJson<ListingPageAnswer>("/api/categories/tv/products?orden=precio-desc&desde=2&cantidad=2")).body;
    const filteredAll = (await getJson<ListingPageAnswer>("/api/categories/tv/products?orden=precio-desc")).body;
    expect(filteredPage.positions).toEqual(filteredAll.positions.slice(2, 4));
    expect(filteredPage.cards).toEqual(filteredAll.cards.slice(2, 4));
  });

  it("answers the listing the query asks for: filters, search and sort, with the sidebar's counts", async () => {
    const lg = SAMPLE_CATALOGUE.tv.filter((r) => r.brand === "LG");
    const { body } = await getJson<ListingPageAnswer>("/api/categories/tv/products?marca=LG&orden=precio-asc");
    expect(body.total).toBe(lg.length);
    expect(body.cards.map((c) => c.id).sort()).toEqual(lg.map((r) => r.id).sort());
    const prices = body.cards.map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // A brand's count is how many products choosing it (also) would show: every brand's own size.
    for (const brand of new Set(SAMPLE_CATALOGUE.tv.map((r) => r.brand as string))) {
      expect(body.counts.brand[brand], brand).toBe(SAMPLE_CATALOGUE.tv.filter((r) => r.brand === brand).length);
    }
    const searched = (await getJson<ListingPageAnswer>("/api/categories/tv/products?q=samsung")).body;
    expect(searched.cards.map((c) => c.id).sort()).toEqual(matches("tv", "samsung").sort());
    expect(searched.total).toBe(matches("tv", "samsung").length);
    const none = (await getJson<ListingPageAnswer>("/api/categories/tv/products?q=zzzzzz")).body;
    expect(none).toMatchObject({ total: 0, positions: [], cards: [] });
  });

  it("answers 304 to a matching If-None-Match", async () => {
    for (const path of ["/api/categories/tv", "/api/categories/tv/products", "/api/categories/tv/products?marca=LG"]) {
      const first = await get(path);
      const etag = first.headers.get("ETag")!;
      const second = await get(path, { "If-None-Match": etag });
      expect(second.status, path).toBe(304);
      expect(await second.text()).toBe("");
    }
  });

  it("GET /api/categories/{category}/index/{hash} serves the compact index, immutably, and it lists as the worker does", async () => {
    const manifest = (await getJson<PublicManifest>("/api/categories/tv")).body;
    const response = await get(`/api/categories/tv/index/${manifest.indexHash}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(response.headers.get("ETag")).toBe(`"${manifest.indexHash}"`);
    expect(response.headers.get("Cache-Tag")).toBe("catalogo-tv");
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const index = (await response.json()) as ListingIndexData;
    expect(index).toMatchObject({ format: 1, categoryId: "tv", version: manifest.version, size: manifest.total });
    const model = listingModel(index, manifest.filters);
    const page = (await getJson<ListingPageAnswer>("/api/categories/tv/products?orden=precio-asc")).body;
    // At the time of the request, as the browser runs it: each product by its best current offer.
    expect(runListing(model, { term: "", filters: {}, sort: "precio-asc" }, freshCutoff(Date.now())).positions).toEqual(page.positions);
  });

  it("GET /api/categories/{category}/cards answers cards by position, in the order asked", async () => {
    const all = (await getJson<ListingPageAnswer>("/api/categories/tv/products")).body;
    const { response, body } = await getJson<CardsAnswer>(`/api/categories/tv/cards?v=${all.version}&p=3,0,7`);
    expectCacheable(response);
    expect(body).toEqual({ version: all.version, cards: [all.cards[3], all.cards[0], all.cards[7]] });
    // Without a version, the current build; positions past the end are left out.
    expect((await getJson<{ cards: ProductCardData[] }>(`/api/categories/tv/cards?p=1,${all.total}`)).body.cards).toEqual([all.cards[1]]);
  });

  it("GET /api/categories/{category}/cards for another build's positions answers 409: the browser must load the new index", async () => {
    const response = await get("/api/categories/tv/cards?v=0000000000000000&p=0");
    expect(response.status).toBe(409);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ error: { status: 409, code: "stale", message: expect.any(String) } });
  });

  it("GET /api/products/{category}/{id} answers the full product", async () => {
    const { response, body: product } = await getJson<Product>(`/api/products/tv/${tvId}`);
    expectCacheable(response);
    expect(product).toMatchObject({ id: tvId, categoryId: "tv", title: "tv" });
    expect(product.general.description.startsWith("# ")).toBe(true);
    expect(product.amazon.priceHistory!.length).toBeGreaterThanOrEqual(90);
  });

  it("GET /api/products/{category}/{id}/related answers both lists as cards, without the product itself", async () => {
    const { response, body: related } = await getJson<{ similarSpecs: ProductCardData[]; similarPrice: ProductCardData[] }>(`/api/products/tv/${tvId}/related`);
    expectCacheable(response);
    // "guides" only when a guide picks the product (docs/PRODUCT-RULES.md, Guides).
    expect(
      Object.keys(related)
        .filter((key) => key !== "guides")
        .sort(),
    ).toEqual(["alternatives", "fit", "similarPrice", "similarSpecs"]);
    expect(related.similarSpecs.length).toBeGreaterThan(0);
    expect(related.similarSpecs.length).toBeLessThanOrEqual(10);
    expect(related.similarPrice.length).toBeLessThanOrEqual(10);
    for (const card of [...related.similarSpecs, ...related.similarPrice]) expectCard(card, "tv");
    expect([...related.similarSpecs, ...related.similarPrice].some((p) => p.id === tvId)).toBe(false);
  });

  it("GET /api/products?ids= answers products across categories and the missing ids", async () => {
    const laptopId = SAMPLE_CATALOGUE.laptop[0].id;
    const { response, body } = await getJson<{ products: Product[]; missing: string[] }>(`/api/products?ids=${tvId},${laptopId},nope`);
    expectCacheable(response);
    expect(body.products.map((p) => p.id)).toEqual([tvId, laptopId]);
    expect(body.missing).toEqual(["nope"]);
  });

  it("GET /api/latest answers 30 cards by default, newest first, at most 60", async () => {
    const { response, body: items } = await getJson<ProductCardData[]>("/api/latest");
    expectCacheable(response);
    expect(items.length).toBe(30);
    const dates = items.map((i) => i.lastUpdated);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of items) expectCard(item, item.categoryId);
    const sixty = (await getJson<ProductCardData[]>("/api/latest?n=60")).body;
    expect(sixty.length).toBe(60);
    expect(sixty.slice(0, 30)).toEqual(items);
    expect(new Set(sixty.map((i) => i.categoryId)).size).toBeGreaterThan(1);
  });

  it("GET /api/search ranks across a category with the name search's rules", async () => {
    const brand = SAMPLE_CATALOGUE.mobile[0].brand as string;
    const { body } = await getJson<{ term: string; results: ProductCardData[]; total: number; byCategory: { categoryId: string; total: number }[] }>(
      `/api/search?q=${encodeURIComponent(brand.toLowerCase())}&category=mobile`,
    );
    const matching = matches("mobile", brand);
    expect(body).toMatchObject({ term: brand.toLowerCase(), total: matching.length, byCategory: [{ categoryId: "mobile", total: matching.length }] });
    expect(body.results.map((r) => r.id).sort()).toEqual([...matching].sort());
    for (const card of body.results) expectCard(card, "mobile");
    expect(body.results[0].brand).toBe(brand);
  });

  it("GET /api/search without a category searches them all, and says how many matched in each", async () => {
    const { body } = await getJson<{ results: ProductCardData[]; total: number; byCategory: { categoryId: string; total: number }[] }>("/api/search?q=samsung");
    // A brand alone is the name search in every listing too: each lists what matched.
    const expected = CATEGORY_IDS.map((categoryId) => ({
      categoryId,
      total: matches(categoryId, "samsung").length,
      listed: matches(categoryId, "samsung").length,
    })).filter((c) => c.total > 0);
    expect(expected.length).toBeGreaterThan(1);
    expect(body.byCategory).toEqual(expected);
    expect(body.total).toBe(expected.reduce((n, c) => n + c.total, 0));
    expect(body.total).toBeLessThanOrEqual(60); // so every match is among the results
    expect(body.results.map((r) => r.id).sort()).toEqual(CATEGORY_IDS.flatMap((c) => matches(c, "samsung")).sort());
    const limited = (await getJson<{ results: ProductCardData[]; total: number }>("/api/search?q=samsung&limite=2")).body;
    expect(limited).toMatchObject({ total: body.total, results: body.results.slice(0, 2) });
  });

  it.each([
    ["/api/categories/fridges", 404],
    ["/api/categories/fridges/products", 404],
    ["/api/categories/tv/products?desde=-1", 400],
    ["/api/categories/tv/products?desde=abc", 400],
    ["/api/categories/tv/products?desde=1.5", 400],
    ["/api/categories/tv/products?cantidad=0", 400],
    ["/api/categories/tv/products?cantidad=51", 400],
    ["/api/categories/tv/products?cantidad=diez", 400],
    ["/api/categories/fridges/index/0123456789abcdef", 404],
    ["/api/categories/tv/index/xyz", 400],
    ["/api/categories/tv/index/0123456789ABCDEF", 400],
    ["/api/categories/tv/index/0123456789abcdef0", 400],
    ["/api/categories/tv/index/0123456789abcdef", 404],
    ["/api/categories/fridges/cards?p=0", 404],
    ["/api/categories/tv/cards", 400],
    ["/api/categories/tv/cards?p=", 400],
    ["/api/categories/tv/cards?p=-1", 400],
    ["/api/categories/tv/cards?p=a", 400],
    ["/api/categories/tv/cards?p=1.5", 400],
    [`/api/categories/tv/cards?p=${Array.from({ length: 101 }, (_, i) => i).join(",")}`, 400],
    ["/api/products/tv/no-such-product", 404],
    ["/api/products/fridges/x", 404],
    ["/api/products/tv/bad..id", 400],
    ["/api/products/tv/no-such-product/related", 404],
    ["/api/products/tv/bad..id/related", 400],
    ["/api/latest?n=0", 400],
    ["/api/latest?n=61", 400],
    ["/api/latest?n=abc", 400],
    ["/api/latest?n=1.5", 400],
    ["/api/search?q=ab", 400],
    ["/api/search?q=%20%20abc%20&category=fridges", 400],
    ["/api/search?q=samsung&limite=0", 400],
    ["/api/search?q=samsung&limite=61", 400],
    ["/api/products?ids=a,b,c,d", 400],
    ["/api/products?ids=", 400],
    ["/api/nothing-here", 404],
  ])("%s → %i JSON error", async (path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ error: { status, code: expect.any(String), message: expect.any(String) } });
  });

  it("a search too short explains the rule in Spanish", async () => {
    const body = (await (await get("/api/search?q=%20ab%20")).json()) as { error: { message: string } };
    expect(body.error.message).toBe("Introduce al menos 3 caracteres para buscar");
  });

  it("legacy category aliases redirect to the canonical API path", async () => {
    for (const [from, to] of [
      ["/api/categories/television/products", "/api/categories/tv/products"],
      ["/api/categories/television", "/api/categories/tv"],
      ["/api/categories/smartphone/products?marca=Apple&desde=0", "/api/categories/mobile/products?marca=Apple&desde=0"],
    ]) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("Location")).toBe(to);
    }
  });
});
