import { searchProducts } from "../support/whole-lists";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { ProductCardData } from "../../shared/card";
import { CATEGORY_IDS, getCategory, type CategoryId } from "../../shared/categories";
import { CatalogueReader } from "../../worker/data/catalogue-reader";
import { suggestCatalogue } from "../../worker/data/catalogue-suggest";
import { IsolateMemory } from "../../worker/data/isolate-memory";
import { catalogueKeys } from "../../worker/data/keys";
import { ALL_CATEGORY_TAGS } from "../../worker/http/cache-tags";
import { SyntheticTvSource } from "./synthetic-tv-source";
import { countingKv, request, storedCards, storedManifest, testEnv, useSampleWorker, testContext, isolateForTests } from "./support";

const { source, get } = useSampleWorker();

interface SuggestBody {
  term: string;
  groups: { categoryId: CategoryId; name: string; total: number; listed: number; items: ProductCardData[] }[];
}

async function suggestions(term: string): Promise<{ response: Response; body: SuggestBody }> {
  const response = await get(`/api/search/suggest?q=${encodeURIComponent(term)}`);
  expect(response.status, term).toBe(200);
  expect(response.headers.get("Content-Type")).toContain("application/json");
  return { response, body: (await response.json()) as SuggestBody };
}

const names = (items: ProductCardData[]) => items.map((i) => `${i.brand} ${i.model}`);

describe("GET /api/search/suggest (the header search)", () => {
  it("answers typo-tolerant suggestions grouped by category, with Spanish names and at most five cards each", async () => {
    const { response, body } = await suggestions("samsumg");
    expect(body.term).toBe("samsumg");
    const withSamsung = CATEGORY_IDS.filter((c) => SAMPLE_CATALOGUE[c].some((r) => r.brand === "Samsung"));
    expect(body.groups.map((g) => g.categoryId).sort()).toEqual([...withSamsung].sort());
    for (const group of body.groups) {
      const samsung = SAMPLE_CATALOGUE[group.categoryId].filter((r) => r.brand === "Samsung").length;
      // The category's listing forgives the slip too ("samsumg" lists the Samsungs there).
      expect(group).toMatchObject({ name: getCategory(group.categoryId).name, listed: samsung, total: samsung });
      expect(group.items.length).toBe(Math.min(5, group.total));
      for (const card of group.items)
        expect(card).toMatchObject({
          categoryId: group.categoryId,
          brand: "Samsung",
          id: expect.any(String),
          price: expect.any(Number),
          chips: expect.any(Array),
        });
    }
    expect(body.groups.map((g) => g.name)).toContain("Móviles");
    // Cached like the other JSON answers, and revalidated by its ETag.
    expect(response.headers.get("Cache-Control")).toContain("max-age=60");
    expect(response.headers.get("Cache-Tag")).toBe(ALL_CATEGORY_TAGS);
    const etag = response.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect((await get("/api/search/suggest?q=samsumg", { "If-None-Match": etag })).status).toBe(304);
  });

  it('"iphone 15" shows what its listing lists; "galaxy s24", which no listing finds, the nearest models the catalogue has', async () => {
    const iphone = (await suggestions("iphone 15")).body;
    expect(iphone.groups.map((g) => g.categoryId)).toEqual(["mobile"]);
    // The group is its link's listing: the same products, the same count.
    expect(names(iphone.groups[0].items)).toEqual(["Apple iPhone 15"]);
    expect(iphone.groups[0]).toMatchObject({ total: 1, listed: 1 });
    const galaxy = (await suggestions("galaxy s24")).body;
    expect(galaxy.groups[0]).toMatchObject({ categoryId: "mobile", listed: 0 });
    expect(names(galaxy.groups[0].items)).toEqual(["Samsung Galaxy S25", "Samsung Galaxy S25 Ultra", "Samsung Galaxy S25+"]);
  });

  it("ignores accents and case", async () => {
    const plain = (await suggestions("samsung galaxy")).body.groups;
    expect((await suggestions("SÁMSUNG GÁLAXY")).body.groups).toEqual(plain);
  });

  it("answers no groups for a term nothing resembles", async () => {
    expect((await suggestions("zzzzzz")).body.groups).toEqual([]);
  });

  it.each([
    ["/api/search/suggest", 400],
    ["/api/search/suggest?q=ab", 400],
    ["/api/search/suggest?q=%20%20ab%20%20", 400],
    [`/api/search/suggest?q=${"a".repeat(101)}`, 400],
  ])("%s → %i with the rule in Spanish", async (path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ error: { status, code: "bad_request", message: "Introduce entre 3 y 100 caracteres para buscar" } });
  });

  it("leaves out a category it cannot read, and such an answer is not cached (PRODUCT-RULES.md, Calls and errors)", async () => {
    source.failing = true;
    const response = await get("/api/search/suggest?q=samsung");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(((await response.json()) as SuggestBody).groups).toEqual([]);
  });

  it("keeps each category's part index in the isolate's memory, made once per build and shared by every term", async () => {
    const memory = new IsolateMemory();
    const reader = new CatalogueReader(testEnv.CATALOGUE, source, testContext(), {
      freshSeconds: 3600,
      recheckSeconds: 0,
      isolate: isolateForTests({ memory }),
    });
    const kept = () => memory.usage().shelves.answer?.entries ?? 0;
    // A term every listing finds nothing for: each category's listing, then a part index per category
    // for the forgiving matches, and the answer itself.
    const first = await suggestCatalogue(reader, "galaxy s24");
    expect(first.groups.length).toBeGreaterThan(0);
    expect(kept()).toBe(2 * CATEGORY_IDS.length + 1);
    // Another such term: its listings and its answer, the part indexes shared.
    await suggestCatalogue(reader, "iphnoe 15");
    expect(kept()).toBe(3 * CATEGORY_IDS.length + 2);
    const again = await suggestCatalogue(reader, "galaxy s24");
    expect(kept()).toBe(3 * CATEGORY_IDS.length + 2);
    expect(again).toEqual(first);
  });
});

/** The sample catalogue with its TVs replaced by 1 500 SYNTHETIC ones ("Sintética N" brands). */
const syntheticTvs = () => new SyntheticTvSource("synthetic-suggest", 1500, 5);

describe("suggestions over a large category", () => {
  it("counts every match of a category of 1 500 and sends five cards, a misspelt brand included", async () => {
    const large = syntheticTvs();
    const tvs = large.tvs;
    const tvGroup = async (term: string) => {
      const response = await request(large, `/api/search/suggest?q=${encodeURIComponent(term)}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as SuggestBody).groups.find((g) => g.categoryId === "tv")!;
    };
    // Every synthetic brand is "Sintética N": misspelt, all of them match.
    const misspelt = await tvGroup("sintetcia");
    expect(misspelt).toMatchObject({ total: tvs.length, listed: 0 });
    expect(misspelt.items).toHaveLength(5);
    expect(misspelt.items.every((card) => card.brand.startsWith("Sintética "))).toBe(true);
    // Spelt right, the name search's matches come first: the listing would show exactly those.
    const brand7 = tvs.filter((p) => p.brand === "Sintética 7").length;
    const exact = await tvGroup("sintetica 7");
    expect(exact.listed).toBe(brand7);
    expect(exact.items.every((card) => card.brand === "Sintética 7")).toBe(true);
  });
});

describe("a search's cards, read in name order", () => {
  it("reads the five best matches of a 1 500-product category from one or two chunks of cards in name order", async () => {
    const large = syntheticTvs();
    const { kv, reads } = countingKv();
    const memory = new IsolateMemory();
    const reader = new CatalogueReader(kv, large, testContext(), { freshSeconds: 3600, recheckSeconds: 0, isolate: isolateForTests({ memory }) });
    const answer = await suggestCatalogue(reader, "sx-12");
    const tv = answer.groups.find((g) => g.categoryId === "tv")!;
    // The listing's search finds over five: the five it ranks first (PRODUCT-RULES.md, Filters and search).
    const tvs = large.tvs;
    expect(tv.items.map((card) => card.id)).toEqual(
      searchProducts(tvs, "sx-12")
        .slice(0, 5)
        .map((p) => p.id),
    );

    const keys = catalogueKeys(large.id);
    const manifest = (await storedManifest("tv", keys))!;
    expect(manifest.nameChunkCount).toBe(manifest.chunkCount);
    // The same cards as the canonical order holds, at five places scattered over it.
    const canonical = (await storedCards("tv", keys))!;
    const positions = tv.items.map((item) => canonical.findIndex((card) => card.id === item.id));
    expect(tv.items).toEqual(positions.map((p) => canonical[p]));
    const canonicalChunks = new Set(positions.map((p) => Math.floor(p / manifest.chunkSize))).size;
    expect(canonicalChunks).toBeGreaterThan(2);
    // Any other category with a match has one chunk, read in the canonical order; the TVs' came in name order.
    expect(reads.names).toBeGreaterThanOrEqual(1);
    expect(reads.names).toBeLessThanOrEqual(2);
    expect(reads.cards ?? 0).toBe(answer.groups.length - 1);
  });
});
