import { applyFilters, facetCounts, searchProducts } from "../support/whole-lists";
import { describe, expect, it } from "vitest";
import { syntheticRecords } from "../../scripts/lib/synthetic-catalogue";
import type { CategoryId } from "../../shared/categories";
import { facetCountsIndexed, type FacetCounts } from "../../shared/filters/facet-counts";
import { buildFilterDefinitions, FEATURES_FILTER_ID } from "../../shared/filters/build";
import type { AppliedFilters, FilterDefinition } from "../../shared/filters/types";
import { buildListingIndex, canonicalOrder, listingModel, runListing, scoreOf } from "../../shared/listing";
import type { ListingQuery, SortId } from "../../shared/listing-query";
import { codeWidth, readCode, readCodeLists, readCodes, writeCode, writeCodeLists, writeCodes } from "../../shared/row-codes";
import { isPriceFresh } from "../../shared/prices/freshness";
import { discountFromMedian } from "../../shared/prices/price-stats";
import { toSummary, type ProductSummary } from "../../shared/summary";
import { freshCutoff } from "../../shared/prices/offers";
import { normaliseRecord } from "../../worker/data/normalise";
import { directCounts } from "../support/direct-counts";
import { scaled } from "../support/property-scale";

describe("row codes", () => {
  it("round-trip one, two and three characters per code, with 'none'", () => {
    for (const count of [1, 91, 92, 5000, 9000]) {
      const width = codeWidth(count);
      const codes = [-1, 0, count - 1, Math.floor(count / 2)];
      expect(readCodes(writeCodes(codes, width), width, codes.length)).toEqual(Int32Array.from(codes));
      for (const code of codes) expect(readCode(writeCode(code, width), 0, width)).toBe(code);
    }
    expect(codeWidth(91)).toBe(1);
    expect(codeWidth(92)).toBe(2);
    const lists = [[0, 3], null, [], [7]];
    expect(readCodeLists(writeCodeLists(lists, 1), 1)).toEqual([[0, 3], [], [], [7]]);
  });

  it("write nothing JSON must escape", () => {
    const text = writeCodes(
      Array.from({ length: 8000 }, (_, i) => i),
      2,
    );
    expect(JSON.stringify(text)).toBe(`"${text}"`);
  });
});

const PRODUCTS = scaled(400);
const RANDOM_LISTINGS = scaled(30);

/** The listing's time in these tests. */
const NOW = Date.parse("2026-10-05T12:00:00Z");

/** A category's summaries, in canonical order: synthetic products made from the real sample. */
function category(id: CategoryId, count: number): ProductSummary[] {
  const products = syntheticRecords(id, count, 7).flatMap((r) => {
    const result = normaliseRecord(id, r.id, r);
    return result.ok ? [toSummary(result.product, NOW)] : [];
  });
  return canonicalOrder(products);
}

/** The reference: the listing worked out from the summaries themselves, without any index. */
function reference(products: ProductSummary[], definitions: FilterDefinition[], query: ListingQuery): string[] {
  const position = new Map(products.map((p, i) => [p.id, i]));
  const searched = query.term ? searchProducts(products, query.term) : products;
  const filtered = applyFilters(searched, definitions, query.filters);
  const discount = (p: ProductSummary) => {
    const d = discountFromMedian(p.priceStats, p.price);
    return d === undefined ? -1e5 : Math.round(d * 1000);
  };
  // Current prices first (judged at the listing's time, from the hour of the check), then by discount.
  const checkedHour = (p: ProductSummary) => Math.floor(Date.parse(p.priceCheckedAt ?? "") / 3_600_000);
  const current = (p: ProductSummary) => Number.isFinite(checkedHour(p)) && isPriceFresh(new Date(checkedHour(p) * 3_600_000).toISOString(), NOW);
  const deal = (p: ProductSummary) => (current(p) ? 1e7 : 0) + discount(p);
  // Products that do not state a weight come last.
  const weight = (p: ProductSummary) => (p.specs as { dimensions?: { weightKg?: number } }).dimensions?.weightKg ?? Infinity;
  const recency = (p: ProductSummary) => p.year * 100_000 + Math.floor((Date.parse(p.lastUpdated ?? "") || 0) / 86_400_000);
  const sorts: Record<SortId, ((a: ProductSummary, b: ProductSummary) => number) | null> = {
    relevancia: null,
    "precio-asc": (a, b) => a.price - b.price,
    "precio-desc": (a, b) => b.price - a.price,
    puntuacion: (a, b) => scoreOf(b) - scoreOf(a),
    novedades: (a, b) => recency(b) - recency(a),
    ofertas: (a, b) => deal(b) - deal(a),
    "peso-asc": (a, b) => weight(a) - weight(b) || 0,
  };
  const compare = sorts[query.sort];
  const ordered = compare ? [...filtered].sort((a, b) => compare(a, b) || position.get(a.id)! - position.get(b.id)!) : filtered;
  return ordered.map((p) => p.id);
}

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

function randomFilters(definitions: FilterDefinition[], random: ReturnType<typeof generator>): AppliedFilters {
  const applied: AppliedFilters = {};
  for (const definition of definitions) {
    if (random.next() > 0.3) continue;
    if (definition.id === FEATURES_FILTER_ID) {
      const child = random.pick(definition.children ?? []);
      if (child) applied.otherFeatures = { [child.id]: true };
    } else if (definition.type === "range" && definition.min !== undefined && definition.max !== undefined) {
      const span = definition.max - definition.min;
      const min = definition.min + span * random.next() * 0.5;
      applied[definition.id] = random.next() < 0.5 ? { min } : { min, max: min + span * random.next() };
    } else if (definition.options?.length) {
      applied[definition.id] = [random.pick(definition.options).value, random.pick(definition.options).value];
    }
  }
  return applied;
}

describe("the compact index lists exactly what the summaries list", () => {
  for (const id of ["tv", "laptop", "mobile", "headphones"] as const) {
    it(`${id}: ${RANDOM_LISTINGS} random searches, filters and sorts over ${PRODUCTS} products, and their counts`, () => {
      const products = category(id, PRODUCTS);
      const definitions = buildFilterDefinitions(id, products);
      // Through JSON, as the worker stores it and the browser fetches it.
      const model = listingModel(JSON.parse(JSON.stringify(buildListingIndex(products, definitions, "v"))), definitions);
      const random = generator(id.length * 1000 + 14);
      const sorts: SortId[] = ["relevancia", "precio-asc", "precio-desc", "puntuacion", "novedades", "ofertas", "peso-asc"];
      for (let k = 0; k < RANDOM_LISTINGS; k++) {
        const term = random.next() < 0.3 ? random.pick(products).model.split(" ").slice(0, 2).join(" ").slice(0, 8) : "";
        const query: ListingQuery = { term: term.length >= 3 ? term : "", filters: randomFilters(definitions, random), sort: random.pick(sorts) };
        // Prices and deals judged at NOW, the time the summaries chose their prices at.
        const { positions, counts } = runListing(model, query, freshCutoff(NOW));
        expect(
          positions.map((p) => products[p].id),
          JSON.stringify(query),
        ).toEqual(reference(products, definitions, query));
        const searched = query.term ? searchProducts(products, query.term) : products;
        expect({ ...counts }, JSON.stringify(query)).toEqual(
          Object.fromEntries(Object.entries(facetCounts(searched, definitions, query.filters)).map(([key, value]) => [key, { ...value }])),
        );
      }
      // A limit for hangs on a shared machine, not a speed check: the reference is deliberately naive.
    }, 120_000);
  }
});

describe("counts per option, from either side, are the product-by-product counts", () => {
  for (const id of ["tv", "laptop", "mobile", "headphones"] as const) {
    it(`${id}: no filter, a wide price range (most pass), random filters (most fail), with and without a search`, () => {
      const products = category(id, PRODUCTS);
      const definitions = buildFilterDefinitions(id, products);
      const model = listingModel(JSON.parse(JSON.stringify(buildListingIndex(products, definitions, "v"))), definitions);
      const index = model.filterIndex;
      const price = definitions.find((d) => d.id === "priceRange")!;
      const random = generator(id.length * 77 + 3);
      const cases: AppliedFilters[] = [{}];
      for (let k = 0; k < scaled(10); k++) cases.push({ priceRange: { min: price.min! + (price.max! - price.min!) * random.next() * 0.2 } });
      for (let k = 0; k < scaled(30); k++) cases.push(randomFilters(definitions, random));
      const some = Array.from({ length: index.size }, (_, i) => i).filter(() => random.next() < 0.3);
      for (const applied of cases) {
        const plain = (counts: FacetCounts) => Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, { ...value }]));
        expect(plain(facetCountsIndexed(index, applied)), JSON.stringify(applied)).toEqual(plain(directCounts(index, applied)));
        expect(plain(facetCountsIndexed(index, applied, some)), JSON.stringify(applied)).toEqual(plain(directCounts(index, applied, some)));
      }
    }, 120_000);
  }
});
