import { CATEGORY_IDS } from "./categories";
import { filterAndCount, type FacetCounts } from "./filters/facet-counts";
import { forgetValueOrder } from "./filters/range-runs";
import { buildFilterIndex } from "./filters/filter-index";
import type { FilterIndex } from "./filters/filter-index";
import type { FilterDefinition } from "./filters/types";
import { decodeListingIndex, encodeListingIndex, type DecodedListingIndex, type IndexRows, type ListingIndexData, type PriceChanges } from "./listing-index";
import { columnSortOf } from "./column-sort";
import { FIELD_SORTS, type ListingQuery, type SortId } from "./listing-query";
import { buildSearchIndex, normaliseSearchTerm, searchPositions, type SearchIndex } from "./search";
import { discountFromMedian } from "./prices/price-stats";
import { freshCutoff } from "./prices/offers";
import type { ProductSummary } from "./summary";

/**
 * A category made ready for listing queries (search, filters, sort), row by row in the category's
 * canonical order: best sellers first (retailer reviews × rating), then by id. Built from the
 * compact index (shared/listing-index.ts) on both sides, so a listing is the same on the server
 * and in the browser; results are row positions, and cards are looked up by position.
 */
export interface ListingModel {
  size: number;
  definitions: readonly FilterDefinition[];
  filterIndex: FilterIndex;
  searchIndex: SearchIndex;
  sortValues: { price: Float64Array; score: Float64Array; recency: Float64Array; deal: Float64Array; checked: Float64Array };
  /** Positions in each sort order, computed on first use. */
  orders: Partial<Record<SortId, Int32Array>>;
  /**
   * Prices change as offers age: `sortValues.price` (also the price filter's column) holds the
   * prices at the freshness cutoff `cutoff`, with the first `applied` changes made.
   */
  prices: { base: Float64Array; changes: PriceChanges; applied: number; cutoff: number };
}

/** PRODUCT-RULES.md (Screens and routes) card score on one scale: the overall score, or the expert score ×10, else −1. */
export const scoreOf = (p: Pick<ProductSummary, "overall" | "expertScore">): number => p.overall ?? (p.expertScore !== undefined ? p.expertScore * 10 : -1);
const popularity = (p: ProductSummary) => (p.reviewCount ?? 0) * (p.rating ?? 0);
/** Newest first by model year, then by the day of the last update. */
const recencyOf = (p: ProductSummary) => p.year * 100_000 + Math.floor((Date.parse(p.lastUpdated ?? "") || 0) / 86_400_000);

/**
 * The canonical order of a category: best sellers first (the site lists best-selling products, and
 * 'Relevancia' without a search means exactly this), ties by id so every build agrees.
 */
export function canonicalOrder<T extends ProductSummary>(products: readonly T[]): T[] {
  return [...products].sort((a, b) => popularity(b) - popularity(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const HOUR_MS = 3_600_000;

/** The discount against the product's own median in permille, NaN when no deal can be claimed. */
function dealOf(p: ProductSummary): number {
  const discount = discountFromMedian(p.priceStats, p.price);
  return discount === undefined ? Number.NaN : Math.round(discount * 1000);
}

/** The hour of the price check: the listing judges freshness at the request's time from it. */
const checkedHourOf = (p: ProductSummary) => Math.floor(Date.parse(p.priceCheckedAt ?? "") / HOUR_MS);

export function indexRowsOf(products: readonly ProductSummary[]): IndexRows[] {
  return products.map((p) => ({
    brand: p.brand,
    model: p.model,
    price: p.price,
    schedule: p.priceSchedule,
    score: scoreOf(p),
    recency: recencyOf(p),
    deal: dealOf(p),
    checked: checkedHourOf(p),
  }));
}

/** The stored index of products already in canonical order. */
export function buildListingIndex(products: readonly ProductSummary[], definitions: readonly FilterDefinition[], version: string): ListingIndexData {
  const categoryId = products[0]?.categoryId ?? CATEGORY_IDS[0];
  return encodeListingIndex(categoryId, version, indexRowsOf(products), buildFilterIndex(products, definitions));
}

export function modelFromIndex(decoded: DecodedListingIndex): ListingModel {
  return {
    size: decoded.size,
    definitions: decoded.filterIndex.definitions,
    filterIndex: decoded.filterIndex,
    searchIndex: buildSearchIndex(decoded.brands.map((brand, i) => ({ brand, model: decoded.models[i] }))),
    sortValues: { price: decoded.price, score: decoded.score, recency: decoded.recency, deal: decoded.deal, checked: decoded.checked },
    orders: {},
    prices: { base: decoded.price.slice(), changes: decoded.priceChanges, applied: 0, cutoff: Number.NEGATIVE_INFINITY },
  };
}

/**
 * Brings the model's prices to the freshness cutoff of a request (now − the freshness limit;
 * shared/prices/offers.ts): a product whose cheapest offer has grown stale is filtered and sorted
 * by its best current offer from then on. Cheap when nothing changed; the sort orders are redone
 * only when a price did. Returns how many changes are applied, which names the prices in use.
 */
export function applyPriceCutoff(model: ListingModel, cutoff: number): number {
  const { prices } = model;
  const price = model.sortValues.price;
  const rewound = cutoff < prices.cutoff && prices.applied > 0;
  if (rewound) {
    // Time went backwards (another freshness limit, a clock set back): start from the base again.
    price.set(prices.base);
    prices.applied = 0;
  }
  prices.cutoff = cutoff;
  const { rows, after, prices: values } = prices.changes;
  const from = prices.applied;
  while (prices.applied < after.length && after[prices.applied] < cutoff) {
    price[rows[prices.applied]] = values[prices.applied];
    prices.applied++;
  }
  if (prices.applied !== from || rewound) {
    model.orders = {};
    // The price filter's column is this array: its value order (filters/range-runs.ts) is stale too.
    forgetValueOrder(price);
  }
  return prices.applied;
}

/** The model of a stored index: what the worker and the browser both list from. */
export function listingModel(data: ListingIndexData, definitions: readonly FilterDefinition[]): ListingModel {
  return modelFromIndex(decodeListingIndex(data, definitions));
}

type Comparator = (a: number, b: number) => number;

function comparatorFor(model: ListingModel, sort: SortId): Comparator {
  const { price, score, recency, deal } = model.sortValues;
  // Products without a deal figure (too short a history) go last, in canonical order.
  const dealKey = (i: number) => (deal[i] === deal[i] ? deal[i] : -Infinity);
  switch (sort) {
    case "relevancia":
      return (a, b) => a - b;
    case "precio-asc":
      return (a, b) => price[a] - price[b] || a - b;
    case "precio-desc":
      return (a, b) => price[b] - price[a] || a - b;
    case "puntuacion":
      return (a, b) => score[b] - score[a] || a - b;
    case "novedades":
      return (a, b) => recency[b] - recency[a] || a - b;
    case "ofertas":
      return (a, b) => dealKey(b) - dealKey(a) || a - b;
    default:
      return columnComparator(model, sort);
  }
}

/** A sort by a range filter's column (shared/column-sort.ts), or a named one (FIELD_SORTS); products without the value last, in canonical order. */
function columnComparator(model: ListingModel, sort: SortId): Comparator {
  const named = FIELD_SORTS.find((field) => field.id === sort);
  const column = named ? { filterId: named.filter, direction: named.direction } : columnSortOf(sort);
  const values = column && model.filterIndex.columns.get(column.filterId);
  if (!column || !values || (values.kind !== "number" && values.kind !== "numbers")) return (a, b) => a - b;
  const sign = column.direction === "asc" ? 1 : -1;
  const pick = column.direction === "asc" ? Math.min : Math.max;
  const valueAt = (i: number) => {
    const value = values.kind === "number" ? values.values[i] : values.values[i] ? pick(...values.values[i]!) : Number.NaN;
    return value === value ? sign * value : Number.POSITIVE_INFINITY;
  };
  const keys = Float64Array.from({ length: model.size }, (_, i) => valueAt(i));
  return (a, b) => (keys[a] === keys[b] ? a - b : keys[a] < keys[b] ? -1 : 1);
}

/**
 * 'Mejores ofertas ahora' with the prices current at the request's freshness cutoff first (a price
 * checked at or after `cutoff` is current): the order by discount is built once, but whether a price
 * is still current depends on the request's time, so a deal on a price not checked recently never
 * ranks above one on a current price.
 */
function currentDealsFirst(model: ListingModel, order: Int32Array, cutoff: number): Int32Array {
  const { checked } = model.sortValues;
  const fresh: number[] = [];
  const stale: number[] = [];
  for (const position of order) {
    // Hours are rounded down, so a price is judged stale up to an hour early, never fresh too long.
    const hour = checked[position];
    (hour === hour && hour * HOUR_MS >= cutoff ? fresh : stale).push(position);
  }
  return Int32Array.from(fresh.concat(stale));
}

function orderOf(model: ListingModel, sort: SortId): Int32Array {
  const cached = model.orders[sort];
  if (cached) return cached;
  const order = Int32Array.from({ length: model.size }, (_, i) => i).sort(comparatorFor(model, sort));
  model.orders[sort] = order;
  return order;
}

function sortedOrder(model: ListingModel, sort: SortId, cutoff: number): Int32Array {
  const order = orderOf(model, sort);
  return sort === "ofertas" ? currentDealsFirst(model, order, cutoff) : order;
}

export interface ListingResult {
  /** Row positions of the products to show, in order. */
  positions: number[];
  counts: FacetCounts;
}

/**
 * Search, then filters, then sort: the listing the shopper sees. Results come out of precomputed
 * orders, so a query is a filtered walk, not a sort. 'Relevancia' is the search ranking when there
 * is a term (PRODUCT-RULES.md, Filters and search), otherwise the canonical best-seller order.
 */
export function runListing(model: ListingModel, query: ListingQuery, priceCutoff?: number): ListingResult {
  if (priceCutoff !== undefined) applyPriceCutoff(model, priceCutoff);
  // Whether a deal's price is still current is judged at the request's cutoff (now when none is given).
  const dealCutoff = priceCutoff ?? freshCutoff(Date.now());
  const term = normaliseSearchTerm(query.term);
  let candidates: ArrayLike<number>;
  let searched: number[] | undefined;
  if (term) {
    searched = searchPositions(model.searchIndex, term);
    if (query.sort === "relevancia") candidates = searched;
    else {
      const rank = new Int32Array(model.size);
      sortedOrder(model, query.sort, dealCutoff).forEach((position, r) => (rank[position] = r));
      candidates = [...searched].sort((a, b) => rank[a] - rank[b]);
    }
  } else {
    candidates = sortedOrder(model, query.sort, dealCutoff);
  }
  return filterAndCount(model.filterIndex, query.filters, candidates, searched);
}
