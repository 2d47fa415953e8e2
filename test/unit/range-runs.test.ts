import { describe, expect, it } from "vitest";
import { syntheticRecords } from "../../scripts/lib/synthetic-catalogue";
import type { CategoryId } from "../../shared/categories";
import { filterPositions } from "../../shared/filters/apply";
import { buildFilterDefinitions } from "../../shared/filters/build";
import type { FacetCounts } from "../../shared/filters/facet-counts";
import { rangeRuns } from "../../shared/filters/range-runs";
import type { AppliedFilters } from "../../shared/filters/types";
import { applyPriceCutoff, buildListingIndex, canonicalOrder, listingModel, runListing, type ListingModel } from "../../shared/listing";
import { toSummary } from "../../shared/summary";
import { searchPositions } from "../../shared/search";
import { normaliseRecord } from "../../worker/data/normalise";
import { directCounts } from "../support/direct-counts";
import { scaled } from "../support/property-scale";

/**
 * A listing with one range filter over a column of one number per product (a price range) is
 * answered from the column's value order and counts kept at checkpoints along it
 * (shared/filters/range-runs.ts, option-tally.ts). Whatever the range, it must list and count
 * exactly what judging every product does.
 */

const NOW = Date.parse("2026-10-05T12:00:00Z");
/** Several checkpoints (every 128 products) at the default scale. */
const PRODUCTS = scaled(600);

/**
 * Every ninth record without those numeric specs it may lack (a required one stays): products
 * without a value, which a range keeps or drops by its kind.
 */
function withSomeSpecsMissing(id: CategoryId) {
  return <T extends { id: string; specs?: unknown }>(record: T, i: number): T => {
    if (i % 9 !== 0 || typeof record.specs !== "object" || record.specs === null) return record;
    const trimmed = structuredClone(record) as T & { specs: Record<string, Record<string, unknown>> };
    for (const group of Object.values(trimmed.specs)) {
      if (typeof group !== "object" || group === null) continue;
      for (const [key, value] of Object.entries(group)) {
        if (typeof value !== "number") continue;
        delete group[key];
        if (!normaliseRecord(id, trimmed.id, trimmed).ok) group[key] = value;
      }
    }
    return trimmed;
  };
}

function model(id: CategoryId): ListingModel {
  const products = canonicalOrder(
    syntheticRecords(id, PRODUCTS, 7)
      .map(withSomeSpecsMissing(id))
      .flatMap((r) => {
        const result = normaliseRecord(id, r.id, r);
        return result.ok ? [toSummary(result.product, NOW)] : [];
      }),
  );
  const definitions = buildFilterDefinitions(id, products);
  // Through JSON, as the worker stores the index and the browser fetches it.
  return listingModel(JSON.parse(JSON.stringify(buildListingIndex(products, definitions, "v"))), definitions);
}

const plain = (counts: FacetCounts) => Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, { ...value }]));

/** The listing through runListing against every product judged one by one (filterPositions, directCounts). */
function expectSameAsEachProduct(listing: ListingModel, applied: AppliedFilters, cutoff: number) {
  const { positions, counts } = runListing(listing, { term: "", filters: applied, sort: "relevancia" }, cutoff);
  const label = JSON.stringify(applied);
  expect(positions, label).toEqual(filterPositions(listing.filterIndex, applied));
  expect(plain(counts), label).toEqual(plain(directCounts(listing.filterIndex, applied)));
}

/** A small deterministic generator, so a failing case can be replayed. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state / 4294967296;
  };
}

describe("a single range filter, answered from the column's value order", () => {
  for (const id of ["tv", "laptop", "mobile", "headphones"] as const) {
    it(`${id}: every range column, random bounds (open, inverted, at a value, outside all), over ${PRODUCTS} products`, () => {
      const listing = model(id);
      const cutoff = NOW - 48 * 3_600_000;
      const random = generator(id.length * 31 + 5);
      let missingSeen = 0;
      let checked = 0;
      for (const definition of listing.definitions) {
        const column = listing.filterIndex.columns.get(definition.id);
        if (definition.type !== "range" || column?.kind !== "number") continue;
        const present = Array.from(column.values).filter((v) => v === v);
        if (present.length < column.values.length) missingSeen++;
        if (present.length === 0) continue;
        const low = Math.min(...present);
        const high = Math.max(...present);
        const at = () => present[Math.floor(random() * present.length)];
        const between = () => low + (high - low) * random();
        const bounds = [
          { min: at(), max: at() },
          { min: at() },
          { max: at() },
          { min: between(), max: between() },
          { min: high, max: low },
          { min: high + 1 },
          { max: low - 1 },
          { min: low, max: high },
        ];
        for (const range of bounds) {
          expectSameAsEachProduct(listing, { [definition.id]: range }, cutoff);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(8);
      // Products without a value are judged by the filter's kind (kept by a spec range, not by a rating range).
      expect(missingSeen).toBeGreaterThan(0);
    }, 120_000);
  }

  it("the runs are the products inside and outside the range, each once", () => {
    const values = Float64Array.from([5, Number.NaN, 1, 5, 3, Number.NaN, 9, 3]);
    const positionsOf = (spans: { positions: ArrayLike<number>; from: number; to: number }[]) =>
      spans.flatMap(({ positions, from, to }) => Array.from(positions).slice(from, to)).sort((a, b) => a - b);
    const kept = rangeRuns({ values, min: 3, max: 5, keepMissing: true });
    expect(positionsOf(kept.passing)).toEqual([0, 1, 3, 4, 5, 7]);
    expect(positionsOf(kept.failing)).toEqual([2, 6]);
    const dropped = rangeRuns({ values, min: 3, max: 5, keepMissing: false });
    expect(positionsOf(dropped.passing)).toEqual([0, 3, 4, 7]);
    expect(positionsOf(dropped.failing)).toEqual([1, 2, 5, 6]);
  });

  it("follows the prices as offers grow stale, and back when the cutoff goes back", () => {
    const listing = model("tv");
    const { after } = listing.prices.changes;
    expect(after.length).toBeGreaterThan(10);
    const price = listing.definitions.find((d) => d.id === "priceRange")!;
    const random = generator(2026);
    // Cutoffs before, between and after the changes, then back to the first: each moves prices in place.
    const cutoffs = [
      after[0] - 1,
      after[Math.floor(after.length / 3)] + 1,
      after[Math.floor((2 * after.length) / 3)] + 1,
      after[after.length - 1] + 1,
      after[0] - 1,
    ];
    let moved = 0;
    for (const cutoff of cutoffs) {
      const before = Float64Array.from(listing.sortValues.price);
      applyPriceCutoff(listing, cutoff);
      if (listing.sortValues.price.some((v, i) => v !== before[i])) moved++;
      for (let k = 0; k < 6; k++) {
        const min = price.min! + (price.max! - price.min!) * random() * 0.5;
        expectSameAsEachProduct(listing, { priceRange: { min, max: min + (price.max! - price.min!) * random() } }, cutoff);
      }
    }
    expect(moved).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it("a search every product matches, with a price range, lists in the search's order and counts as judging each product does", () => {
    const listing = model("laptop");
    const cutoff = NOW - 48 * 3_600_000;
    const searched = searchPositions(listing.searchIndex, "sintética");
    expect(searched.length).toBe(listing.size);
    const price = listing.definitions.find((d) => d.id === "priceRange")!;
    for (const min of [price.min!, (price.min! + price.max!) / 3, (price.min! + price.max!) / 2]) {
      const applied: AppliedFilters = { priceRange: { min } };
      const { positions, counts } = runListing(listing, { term: "sintética", filters: applied, sort: "relevancia" }, cutoff);
      const passing = new Set(filterPositions(listing.filterIndex, applied));
      expect(positions).toEqual(searched.filter((i) => passing.has(i)));
      expect(plain(counts)).toEqual(plain(directCounts(listing.filterIndex, applied, searched)));
    }
  });
});
