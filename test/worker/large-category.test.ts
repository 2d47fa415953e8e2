import { beforeAll, describe, expect, it } from "vitest";
import type { PagePayload } from "../../client/state/app-state";
import { SAMPLE_CATALOGUE } from "../../data/catalogue";
import type { ListingPageAnswer } from "../../shared/api-contract";
import type { PublicManifest } from "../../shared/catalogue-manifest";
import { FEATURES_FILTER_ID } from "../../shared/filters/build";
import type { AppliedFilters, FilterDefinition } from "../../shared/filters/types";
import { listingModel, runListing } from "../../shared/listing";
import type { ListingIndexData } from "../../shared/listing-index";
import { listingToSearch, MAX_LINKED_PAGES, parseListingQuery, type ListingQuery, type SortId } from "../../shared/listing-query";
import { CatalogueReader } from "../../worker/data/catalogue-reader";
import { listingPage } from "../../worker/data/catalogue-queries";
import { catalogueKeys } from "../../worker/data/keys";
import { freshCutoff } from "../../shared/prices/offers";
import { SyntheticTvSource } from "./synthetic-tv-source";
import { ControllableSource, countingKv, request, testEnv, emptyStorage, testContext, isolateForTests } from "./support";

/**
 * A category of thousands of products costs a page what the sample's 22 TVs cost: the sample
 * catalogue behind a switch, with its TVs replaced by SYNTHETIC ones.
 */
const largeTvs = (count: number) => new SyntheticTvSource(`synthetic-test-${count}`, count, 14);

const LARGE = 3_000;
const MEDIUM = 300;
const large = largeTvs(LARGE);
const medium = largeTvs(MEDIUM);
const small = new ControllableSource();
/** The first page of a listing: 10 rows of the widest grid (PRODUCT-RULES.md, Limits). */
const FIRST_PAGE = 50;
const KB = 1024;

const bytesOf = async (response: Response) => (await response.arrayBuffer()).byteLength;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** A page's HTML, its hydration payload, and the bytes of each. */
async function pageOf(source: ControllableSource, path: string) {
  const response = await request(source, path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const match = /<script id="__PAGE_DATA__" type="application\/json" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error(`no payload script in ${path}`);
  return { html, htmlBytes: utf8Length(html), payload: JSON.parse(match[1]) as PagePayload, payloadBytes: utf8Length(match[1]) };
}

async function getJson<T>(source: ControllableSource, path: string): Promise<T> {
  const response = await request(source, path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  await emptyStorage();
  // One build per catalogue for the whole file, through the worker as a first visitor would cause it.
  for (const source of [small, medium, large]) expect((await request(source, "/api/categories/tv")).status).toBe(200);
}, 120_000);

describe("what a page carries does not grow with its category", () => {
  it(`a category page of ${LARGE} products carries its first view: ${FIRST_PAGE} cards, the filters, the total`, async () => {
    const [s, m, l] = [await pageOf(small, "/categoria/tv"), await pageOf(medium, "/categoria/tv"), await pageOf(large, "/categoria/tv")];
    const data = l.payload.data;
    if (data.view !== "category" || !data.page || !data.manifest) throw new Error("not a category payload");
    expect(data.manifest.total).toBe(LARGE);
    expect(data.page).toMatchObject({ total: LARGE, offset: 0 });
    expect(data.page.cards).toHaveLength(FIRST_PAGE);
    expect(data.page.positions).toEqual(Array.from({ length: FIRST_PAGE }, (_, i) => i));
    // Every product the page names (cards, payload, structured data) is on its first page.
    const named = new Set(l.html.match(/synthetic-tv-\d{6}/g));
    expect(named.size).toBe(FIRST_PAGE);
    expect(l.html.split('class="product-card"').length - 1).toBe(FIRST_PAGE);

    expect(l.htmlBytes).toBeLessThan(150 * KB);
    // Over a hundred times the sample's TVs, a small multiple of its bytes: the first page holds 50 cards, not 22.
    expect(l.htmlBytes).toBeLessThan(3 * s.htmlBytes);
    expect(l.payloadBytes).toBeLessThan(3 * s.payloadBytes);
    // Ten times the products, the same page: only the total, the counts and the ids' digits differ.
    expect(l.htmlBytes).toBeLessThan(1.05 * m.htmlBytes);
    expect(l.payloadBytes).toBeLessThan(1.05 * m.payloadBytes);
  });

  it("a filtered, sorted or searched category page is bounded the same way", async () => {
    const brands = ["Sintética 3", "Sintética 4", "Sintética 5"].map((b) => `marca=${encodeURIComponent(b)}`).join("&");
    for (const path of ["/categoria/tv?orden=precio-asc", `/categoria/tv?${brands}&orden=puntuacion`, "/categoria/tv?q=SX-1"]) {
      const [m, l] = [await pageOf(medium, path), await pageOf(large, path)];
      for (const { payload } of [m, l]) {
        const data = payload.data;
        if (data.view !== "category" || !data.page) throw new Error(`${path}: not a category payload`);
        // Both fill their first page, so they differ only in how many more results there are.
        expect(data.page.total, path).toBeGreaterThan(FIRST_PAGE);
        expect(data.page.cards, path).toHaveLength(FIRST_PAGE);
      }
      expect(new Set(l.html.match(/synthetic-tv-\d{6}/g)).size, path).toBe(FIRST_PAGE);
      expect(l.htmlBytes, path).toBeLessThan(150 * KB);
      expect(l.htmlBytes, path).toBeLessThan(1.05 * m.htmlBytes);
    }
  });

  it("the no-script 'Cargar más Productos' pages stop at MAX_LINKED_PAGES of cards, then say how to see more", async () => {
    const worst = await pageOf(large, "/categoria/tv?pagina=20&precio=1..9999");
    const data = worst.payload.data;
    if (data.view !== "category" || !data.page) throw new Error("not a category payload");
    expect(data.page.cards).toHaveLength(MAX_LINKED_PAGES * FIRST_PAGE);
    expect(new Set(worst.html.match(/synthetic-tv-\d{6}/g)).size).toBe(MAX_LINKED_PAGES * FIRST_PAGE);
    expect(worst.htmlBytes).toBeLessThan(600 * KB);
    // No link onward to a page that would be the same one; a note for a browser without scripts.
    expect(worst.html).not.toContain(`pagina=${MAX_LINKED_PAGES + 1}`);
    expect(worst.html).toContain("Para ver más productos, acota la lista con los filtros o la búsqueda.");
    const third = await pageOf(large, "/categoria/tv?pagina=3");
    expect(third.html).toContain("pagina=4");
  });

  it("no other page or JSON answer grows with the category, except the explicitly paged ones (bounded by their page)", async () => {
    const ids = ["synthetic-tv-000007", "synthetic-tv-000123", "synthetic-tv-000250"];
    const cardsPage = Array.from({ length: 100 }, (_, i) => i).join(",");
    // Path → the most bytes it may have at any category size.
    const bounded: [string, number][] = [
      ["/", 150 * KB],
      [`/productos/tv/${ids[0]}`, 150 * KB],
      [`/comparar?pids=${ids.join(",")}`, 150 * KB],
      ["/api/categories/tv", 32 * KB],
      [`/api/products/tv/${ids[0]}`, 32 * KB],
      [`/api/products/tv/${ids[0]}/related`, 32 * KB],
      [`/api/products?ids=${ids.join(",")}`, 64 * KB],
      ["/api/latest?n=60", 64 * KB],
      ["/api/deals", 64 * KB],
      ["/api/search?q=sint%C3%A9tica", 64 * KB],
      ["/api/search?q=sint%C3%A9tica&category=tv", 64 * KB],
      ["/sitemap.xml", 4 * KB],
      // The site's pages and its guides: a few per category, however many products it has.
      ["/sitemap-paginas.xml", 8 * KB],
      // Paged: at most 50 listing rows, at most 100 cards by position.
      ["/api/categories/tv/products", 64 * KB],
      ["/api/categories/tv/products?cabecera=1&orden=precio-desc", 64 * KB],
      [`/api/categories/tv/products?desde=${MEDIUM - FIRST_PAGE}`, 64 * KB],
      [`/api/categories/tv/cards?p=${cardsPage}`, 128 * KB],
    ];
    for (const [path, limit] of bounded) {
      const m = await request(medium, path);
      const l = await request(large, path);
      expect([m.status, l.status], path).toEqual([200, 200]);
      const [mBytes, lBytes] = [await bytesOf(m), await bytesOf(l)];
      expect(lBytes, path).toBeLessThan(limit);
      // Ten times the products: the same answer but for a few digits (totals, counts, positions).
      expect(lBytes, path).toBeLessThan(1.05 * mBytes + 256);
    }
    // The search still counts every match, though it answers only the first 60.
    const search = await getJson<{ results: unknown[]; total: number; byCategory: { categoryId: string; total: number }[] }>(
      large,
      "/api/search?q=sint%C3%A9tica&category=tv",
    );
    expect(search.total).toBe(LARGE);
    expect(search.results).toHaveLength(60);
  });

  it("what grows is the compact index (fetched after first paint, cached for good) and the sitemap's files of at most 50 000 URLs", async () => {
    const sizes = await Promise.all(
      [medium, large].map(async (source) => {
        const manifest = await getJson<PublicManifest>(source, "/api/categories/tv");
        const index = await bytesOf(await request(source, `/api/categories/tv/index/${manifest.indexHash}`));
        const sitemap = await (await request(source, "/sitemap-tv-1.xml")).text();
        return { index, urls: sitemap.match(/<url>/g)!.length };
      }),
    );
    expect(sizes.map((s) => s.urls)).toEqual([MEDIUM, LARGE]);
    // Compact: only what filters, search and sort read, a few dozen bytes per product.
    expect(sizes[1].index / LARGE).toBeLessThan(100);
  });
});

describe("the KV layout of a large category", () => {
  it("shards what grows: no KV value is over 256 KB, the manifest stays small, cards and the directory come in parts", async () => {
    const keys = catalogueKeys(large.id);
    const prefix = keys.manifest("tv").replace(/manifest:tv$/, "");
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const page: KVNamespaceListResult<unknown, string> = await testEnv.CATALOGUE.list({ prefix, cursor });
      names.push(...page.keys.map((k) => k.name));
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
    const sizes = new Map<string, number>();
    for (let i = 0; i < names.length; i += 50) {
      const batch = names.slice(i, i + 50);
      const values = await Promise.all(batch.map((name) => testEnv.CATALOGUE.get(name)));
      batch.forEach((name, j) => sizes.set(name, values[j]?.length ?? 0));
    }
    // "cards:tv", "dir:tv", "product:tv", "manifest:tv"…: the kind of key and its category.
    const kindOf = (name: string) => name.slice(prefix.length).split(":").slice(0, 2).join(":");
    const byKind = new Map<string, { count: number; largest: number }>();
    for (const [name, size] of sizes) {
      const kind = kindOf(name);
      const entry = byKind.get(kind) ?? { count: 0, largest: 0 };
      byKind.set(kind, { count: entry.count + 1, largest: Math.max(entry.largest, size) });
    }
    for (const [name, size] of sizes) expect(size, name).toBeLessThan(256 * KB);

    const manifest = JSON.parse((await testEnv.CATALOGUE.get(keys.manifest("tv")))!) as {
      version: string;
      chunkCount: number;
      nameChunkCount: number;
      buckets: number;
      chunkSize: number;
      indexHash: string;
    };
    expect(sizes.get(keys.manifest("tv"))).toBeLessThan(64 * KB);
    expect(manifest.chunkCount).toBe(Math.ceil(LARGE / manifest.chunkSize));
    expect(manifest.buckets).toBeGreaterThan(1);
    for (let n = 0; n < manifest.chunkCount; n++) expect(sizes.has(keys.chunk("tv", manifest.version, n)), `chunk ${n}`).toBe(true);
    // The same cards in name order, for searches (build-parts-reader.ts): as many chunks again.
    expect(manifest.nameChunkCount).toBe(manifest.chunkCount);
    for (let n = 0; n < manifest.nameChunkCount; n++) expect(sizes.has(keys.nameChunk("tv", manifest.version, n)), `name chunk ${n}`).toBe(true);
    for (let n = 0; n < manifest.buckets; n++) {
      expect(sizes.has(keys.bucket("tv", manifest.version, n)), `bucket ${n}`).toBe(true);
      expect(sizes.has(keys.written("tv", n)), `written ${n}`).toBe(true);
    }
    expect(sizes.has(keys.index("tv", manifest.indexHash))).toBe(true);
    expect(byKind.get("cards:tv")?.count).toBe(manifest.chunkCount);
    expect(byKind.get("names:tv")?.count).toBe(manifest.nameChunkCount);
    expect(byKind.get("dir:tv")?.count).toBe(manifest.buckets);
    expect(byKind.get("written:tv")?.count).toBe(manifest.buckets);
    expect(byKind.get("index:tv")?.count).toBe(1);
    // One document per product (those this invocation had operations for; the rest follow on later rebuilds).
    expect(byKind.get("product:tv")!.count).toBeGreaterThan(500);
    expect(byKind.get("product:tv")!.count).toBeLessThanOrEqual(LARGE);
  });

  it("a cold isolate's first listing page reads the manifest and one chunk of cards, whatever the category's size", async () => {
    const readsFor = async (source: SyntheticTvSource) => {
      const { kv, bytes, reads } = countingKv();
      const reader = new CatalogueReader(kv, source, testContext(), { freshSeconds: 3600, recheckSeconds: 0, isolate: isolateForTests() });
      const page = await listingPage(reader, "tv", { term: "", filters: {}, sort: "relevancia" }, 0, FIRST_PAGE);
      expect(page.cards).toHaveLength(FIRST_PAGE);
      return { reads, total: Object.values(bytes).reduce((n, b) => n + b, 0) };
    };
    const [m, l] = [await readsFor(medium), await readsFor(large)];
    expect(l.reads).toEqual({ manifest: 1, cards: 1 });
    expect(l.total).toBeLessThan(1.1 * m.total);
    expect(l.total).toBeLessThan(256 * KB);
  });
});

/** A small deterministic generator, so a failing case can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state / 4294967296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  return { next, pick };
}

/** A few filters of the category at random: ranges within the data, options it has, a feature checkbox. */
function randomFilters(definitions: readonly FilterDefinition[], random: ReturnType<typeof generator>): AppliedFilters {
  const applied: AppliedFilters = {};
  let chosen = 0;
  for (const definition of definitions) {
    // A few filters at most, loose ones: combinations that still find products, as shoppers' do.
    if (chosen === 3 || random.next() > 0.15) continue;
    chosen++;
    if (definition.id === FEATURES_FILTER_ID) {
      const child = random.pick(definition.children ?? []);
      if (child) applied.otherFeatures = { [child.id]: true };
    } else if (definition.type === "range" && definition.min !== undefined && definition.max !== undefined) {
      const span = definition.max - definition.min;
      const min = Math.round(definition.min + span * random.next() * 0.3);
      applied[definition.id] = random.next() < 0.5 ? { min } : { min, max: Math.round(min + span * (0.3 + 0.7 * random.next())) };
    } else if (definition.options?.length) {
      // A select takes one option; a multiselect any of several.
      const picks = definition.type === "select" ? 1 : 2;
      applied[definition.id] = [...new Set(Array.from({ length: picks }, () => random.pick(definition.options!).value))];
    }
  }
  return applied;
}

describe("the index the browser fetches lists exactly what the worker lists", () => {
  it(`20 random searches, filters and sorts over ${LARGE} products: same total, counts and pages`, async () => {
    const manifest = await getJson<PublicManifest>(large, "/api/categories/tv");
    const index = await getJson<ListingIndexData>(large, `/api/categories/tv/index/${manifest.indexHash}`);
    const model = listingModel(index, manifest.filters);
    const random = generator(14_3000);
    const sorts: SortId[] = ["relevancia", "precio-asc", "precio-desc", "puntuacion", "novedades"];
    const terms = ["", "", "", "sintética 1", "SX-12", "sx-2", String(SAMPLE_CATALOGUE.tv[3].model).split(" ")[0]];
    let nonEmpty = 0;
    let filtered = 0;
    for (let k = 0; k < 20; k++) {
      const wanted: ListingQuery = { term: random.pick(terms), filters: randomFilters(manifest.filters, random), sort: random.pick(sorts) };
      const search = listingToSearch(wanted, manifest.filters);
      // The query as the URL carries it, which is what both sides run.
      const query = parseListingQuery(search, manifest.filters);
      expect(listingToSearch(query, manifest.filters), search).toBe(search);
      // At the time of the request, as the browser runs it (prices are each product's best current offer).
      const local = runListing(model, query, freshCutoff(Date.now()));
      const answer = await getJson<ListingPageAnswer>(large, `/api/categories/tv/products${search ? `${search}&` : "?"}cantidad=${FIRST_PAGE}`);
      expect(answer.version, search).toBe(manifest.version);
      expect(answer.total, search).toBe(local.positions.length);
      expect(answer.positions, search).toEqual(local.positions.slice(0, FIRST_PAGE));
      expect(answer.counts, search).toEqual(JSON.parse(JSON.stringify(local.counts)));
      // The cards are those of the positions: the index's models at the same rows.
      expect(
        answer.cards.map((c) => c.model),
        search,
      ).toEqual(answer.positions.map((p) => index.models[p]));
      if (local.positions.length > FIRST_PAGE) {
        const next = await getJson<ListingPageAnswer>(
          large,
          `/api/categories/tv/products${search ? `${search}&` : "?"}desde=${FIRST_PAGE}&cantidad=${FIRST_PAGE}`,
        );
        expect(next.positions, `${search} page 2`).toEqual(local.positions.slice(FIRST_PAGE, 2 * FIRST_PAGE));
      }
      if (local.positions.length > 0) nonEmpty++;
      if (Object.keys(query.filters).length > 0) filtered++;
    }
    // The combinations exercised something: most filter, many find products.
    expect(filtered).toBeGreaterThanOrEqual(14);
    expect(nonEmpty).toBeGreaterThanOrEqual(10);
  });
});
