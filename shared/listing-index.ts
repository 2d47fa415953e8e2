import type { CategoryId } from "./categories";
import type { Column, FilterIndex } from "./filters/filter-index";
import type { FilterDefinition } from "./filters/types";
import type { PriceSchedule } from "./prices/offers";
import { codeWidth, readCodeLists, readCodes, writeCodeLists, writeCodes } from "./row-codes";

/**
 * The compact index of a category: for each product (in the category's canonical order, best
 * sellers first) only what filters, search and sort read, column by column. The worker builds it
 * with the catalogue and serves it content-addressed; the browser fetches it after first paint and
 * answers filters, search and sort itself. Both decode it into the same ListingModel
 * (shared/listing.ts), so the server and the browser list exactly the same products.
 */
export const LISTING_INDEX_FORMAT = 1;

/** A column as stored. Numbers with few distinct values and options are dictionary codes. */
export type EncodedColumn =
  /** Numbers through a dictionary: `d` the distinct values, `c` one code per row (−1 none). */
  | { t: "num"; d: number[]; w: number; c: string }
  /** Numbers as they are, when nearly every product differs (null: none). */
  | { t: "raw"; v: (number | null)[] }
  /** Several numbers per product (storage options). */
  | { t: "nums"; v: (number[] | null)[] }
  /** Options by their position in the filter's options; a list per product. */
  | { t: "opt"; w: number; c: string }
  /** Flags: '1' true, '0' false, '-' none. */
  | { t: "bool"; c: string }
  /** The products' prices (the price filter): the same values as the price sort key, not stored twice. */
  | { t: "price" };

export interface ListingIndexData {
  format: typeof LISTING_INDEX_FORMAT;
  categoryId: CategoryId;
  /** The catalogue version it was built from (the manifest names the same). */
  version: string;
  size: number;
  /** Search: brands through a dictionary, models as written. */
  brands: string[];
  brand: { w: number; c: string };
  models: string[];
  /** Sort keys: price in cents, the card's score (0–100, −1 none), and recency (year and day). */
  price: EncodedColumn;
  score: EncodedColumn;
  recency: EncodedColumn;
  /**
   * 'Mejores ofertas ahora': the discount against the product's own median price in permille
   * (none below the minimum history), and the hour (since the epoch) its price was checked, so
   * the request's time can tell current prices from stale ones. Absent in indexes built before.
   */
  deal?: EncodedColumn;
  checked?: EncodedColumn;
  /** Filter columns by filter id (feature checkboxes by their own id), one value per product… */
  columns: Record<string, EncodedColumn>;
  /**
   * …or, when many products share the same values in every filter column (one spec profile in
   * several colours, years or shops), one row per distinct profile in `columns` and each product's
   * profile here. Chosen when it is smaller (fewer profiles than half the products).
   */
  profiles?: { count: number; w: number; c: string; columns: Record<string, EncodedColumn> };
  /**
   * When a product's price changes as its offers age (shared/prices/offers.ts, PriceSchedule): row
   * `r[i]` costs `c[i]` cents once the freshness cutoff is past `a[i]` (ms), in order of `a`.
   * `price` holds each product's price with every offer fresh; the reader applies these at its time.
   */
  priceChanges?: { r: number[]; a: number[]; c: number[] };
}

/** The price filter's id (shared/filters/build.ts): its column is the products' prices. */
const PRICE_FILTER_ID = "priceRange";

/** Numbers with up to this many distinct values are stored as dictionary codes. */
const MAX_DICTIONARY = 4096;

export function encodeNumbers(values: ArrayLike<number>): EncodedColumn {
  const distinct = new Map<number, number>();
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === v && !distinct.has(v) && distinct.size <= MAX_DICTIONARY) distinct.set(v, distinct.size);
  }
  if (distinct.size > MAX_DICTIONARY) return { t: "raw", v: Array.from(values, (v) => (v === v ? v : null)) };
  const dictionary = [...distinct.keys()].sort((a, b) => a - b);
  const codeOf = new Map(dictionary.map((v, i) => [v, i]));
  const w = codeWidth(dictionary.length);
  return {
    t: "num",
    d: dictionary,
    w,
    c: writeCodes(
      Array.from(values, (v) => (v === v ? codeOf.get(v)! : -1)),
      w,
    ),
  };
}

export function decodeNumbers(column: EncodedColumn, size: number): Float64Array {
  const values = new Float64Array(size).fill(Number.NaN);
  if (column.t === "num") {
    const codes = readCodes(column.c, column.w, size);
    for (let i = 0; i < size; i++) if (codes[i] >= 0) values[i] = column.d[codes[i]];
  } else if (column.t === "raw") {
    for (let i = 0; i < size; i++) if (column.v[i] !== null) values[i] = column.v[i]!;
  }
  return values;
}

function encodeColumn(column: Column, definition: FilterDefinition | undefined): EncodedColumn {
  switch (column.kind) {
    case "number":
      return encodeNumbers(column.values);
    case "numbers":
      return { t: "nums", v: column.values.map((list) => (list ? [...list] : null)) };
    case "bool":
      return { t: "bool", c: Array.from(column.values, (v) => (v === 1 ? "1" : v === 0 ? "0" : "-")).join("") };
    case "mask": {
      const bits = [...column.bit.values()];
      const w = codeWidth(bits.length);
      const rows = Array.from(column.masks, (mask) => (mask === 0 ? null : bits.flatMap((bit, i) => ((mask & bit) !== 0 ? [i] : []))));
      return { t: "opt", w, c: writeCodeLists(rows, w) };
    }
    case "sets": {
      const options = (definition?.options ?? []).map((o) => o.value);
      const codeOf = new Map(options.map((value, i) => [value, i]));
      const w = codeWidth(options.length);
      const rows = column.values.map((list) => {
        const codes = (list ?? []).flatMap((value) => (codeOf.has(value) ? [codeOf.get(value)!] : []));
        return codes.length ? codes : null;
      });
      return { t: "opt", w, c: writeCodeLists(rows, w) };
    }
  }
}

/** The same column limit as filters/filter-index.ts: more options than bits in a mask go as lists. */
const MAX_MASK_OPTIONS = 32;

function decodeColumn(encoded: EncodedColumn, definition: FilterDefinition | undefined, size: number): Column {
  switch (encoded.t) {
    case "num":
    case "raw":
      return { kind: "number", values: decodeNumbers(encoded, size) };
    case "nums":
      return { kind: "numbers", values: encoded.v };
    case "price":
      throw new Error("the price column is decoded with the price sort key");
    case "bool": {
      const values = new Int8Array(size);
      for (let i = 0; i < size; i++) values[i] = encoded.c[i] === "1" ? 1 : encoded.c[i] === "0" ? 0 : -1;
      return { kind: "bool", values };
    }
    case "opt": {
      const options = (definition?.options ?? []).map((o) => o.value);
      const rows = readCodeLists(encoded.c, encoded.w);
      if (options.length > MAX_MASK_OPTIONS) {
        return { kind: "sets", values: rows.map((codes) => (codes.length ? codes.map((code) => options[code]) : null)) };
      }
      const bit = new Map(options.map((value, i) => [value, (1 << i) >>> 0]));
      const masks = new Uint32Array(size);
      for (let i = 0; i < size; i++) for (const code of rows[i] ?? []) masks[i] |= (1 << code) >>> 0;
      return { kind: "mask", masks, bit };
    }
  }
}

/** Every definition a column belongs to, by column id (feature checkboxes are children of their group). */
function definitionsById(definitions: readonly FilterDefinition[]): Map<string, FilterDefinition> {
  const byId = new Map<string, FilterDefinition>();
  for (const definition of definitions) {
    byId.set(definition.id, definition);
    for (const child of definition.children ?? []) byId.set(child.id, child);
  }
  return byId;
}

export interface IndexRows {
  brand: string;
  model: string;
  price: number;
  /** How the price changes as offers age; without one the price is fixed. */
  schedule?: PriceSchedule | null;
  score: number;
  recency: number;
  /** Permille below the median price (NaN: no verdict possible). */
  deal: number;
  /** Hours since the epoch of the price check (NaN: unknown). */
  checked: number;
}

/** A key for one product's values in every filter column: equal keys, equal profiles. */
function profileKey(columns: readonly Column[], i: number): string {
  let key = "";
  for (const column of columns) {
    switch (column.kind) {
      case "number":
        key += `${column.values[i]}|`;
        break;
      case "mask":
        key += `${column.masks[i]}|`;
        break;
      case "bool":
        key += `${column.values[i]}|`;
        break;
      case "numbers":
      case "sets":
        key += `${JSON.stringify(column.values[i])}|`;
        break;
    }
  }
  return key;
}

/** The values of `column` at `rows`, as a column of rows.length products. */
function pickRows(column: Column, rows: readonly number[]): Column {
  switch (column.kind) {
    case "number":
      return { kind: "number", values: Float64Array.from(rows, (r) => column.values[r]) };
    case "numbers":
      return { kind: "numbers", values: rows.map((r) => column.values[r]) };
    case "mask":
      return { kind: "mask", masks: Uint32Array.from(rows, (r) => column.masks[r]), bit: column.bit };
    case "sets":
      return { kind: "sets", values: rows.map((r) => column.values[r]) };
    case "bool":
      return { kind: "bool", values: Int8Array.from(rows, (r) => column.values[r]) };
  }
}

/** Each product's column values from its profile's. */
function expandRows(column: Column, profileOf: Int32Array): Column {
  switch (column.kind) {
    case "number":
      return { kind: "number", values: Float64Array.from(profileOf, (p) => column.values[p]) };
    case "numbers":
      return { kind: "numbers", values: Array.from(profileOf, (p) => column.values[p]) };
    case "mask":
      return { kind: "mask", masks: Uint32Array.from(profileOf, (p) => column.masks[p]), bit: column.bit };
    case "sets":
      return { kind: "sets", values: Array.from(profileOf, (p) => column.values[p]) };
    case "bool":
      return { kind: "bool", values: Int8Array.from(profileOf, (p) => column.values[p]) };
  }
}

/** Encodes a category's rows (canonical order) and its filter index into the stored form. */
export function encodeListingIndex(categoryId: CategoryId, version: string, rows: readonly IndexRows[], filterIndex: FilterIndex): ListingIndexData {
  const brands = [...new Set(rows.map((r) => r.brand))].sort();
  const brandCode = new Map(brands.map((b, i) => [b, i]));
  const brandWidth = codeWidth(brands.length);
  const byId = definitionsById(filterIndex.definitions);
  // Columns where products mostly differ (the price) stay per product; the others may form profiles.
  const ids = [...filterIndex.columns.keys()];
  const varied = new Set(ids.filter((id) => distinctValues(filterIndex.columns.get(id)!, rows.length) * 4 > rows.length));
  const profiled = ids.filter((id) => !varied.has(id));
  const profileColumns = profiled.map((id) => filterIndex.columns.get(id)!);
  // Distinct profiles, each at the first product that has it.
  const profileOf = new Int32Array(rows.length);
  const firstRows: number[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < rows.length; i++) {
    const key = profileKey(profileColumns, i);
    let profile = seen.get(key);
    if (profile === undefined) {
      profile = firstRows.length;
      seen.set(key, profile);
      firstRows.push(i);
    }
    profileOf[i] = profile;
  }
  const byProfile = profiled.length > 1 && firstRows.length * 2 <= rows.length;
  const perProduct = byProfile ? ids.filter((id) => varied.has(id)) : ids;
  const width = codeWidth(firstRows.length);
  return {
    format: LISTING_INDEX_FORMAT,
    categoryId,
    version,
    size: rows.length,
    brands,
    brand: {
      w: brandWidth,
      c: writeCodes(
        rows.map((r) => brandCode.get(r.brand)!),
        brandWidth,
      ),
    },
    models: rows.map((r) => r.model),
    price: encodeNumbers(rows.map((r) => Math.round((r.schedule?.base ?? r.price) * 100))),
    score: encodeNumbers(rows.map((r) => r.score)),
    recency: encodeNumbers(rows.map((r) => r.recency)),
    deal: encodeNumbers(rows.map((r) => r.deal)),
    checked: encodeNumbers(rows.map((r) => r.checked)),
    columns: Object.fromEntries(
      perProduct.map((id) => [id, id === PRICE_FILTER_ID ? { t: "price" } : encodeColumn(filterIndex.columns.get(id)!, byId.get(id))]),
    ),
    ...(byProfile && {
      profiles: {
        count: firstRows.length,
        w: width,
        c: writeCodes(profileOf, width),
        columns: Object.fromEntries(profiled.map((id, k) => [id, encodeColumn(pickRows(profileColumns[k], firstRows), byId.get(id))])),
      },
    }),
    ...encodePriceChanges(rows),
  };
}

function encodePriceChanges(rows: readonly IndexRows[]): Pick<ListingIndexData, "priceChanges"> {
  const changes = rows.flatMap((row, r) => (row.schedule?.changes ?? []).map((change) => ({ r, a: change.after, c: Math.round(change.price * 100) })));
  if (!changes.length) return {};
  changes.sort((x, y) => x.a - y.a || x.r - y.r);
  return { priceChanges: { r: changes.map((x) => x.r), a: changes.map((x) => x.a), c: changes.map((x) => x.c) } };
}

/** A decoded index's price changes, in the order they happen. */
export interface PriceChanges {
  rows: Int32Array;
  after: Float64Array;
  prices: Float64Array;
}

/** How many distinct values a column holds (counting stops once past `cap`). */
function distinctValues(column: Column, cap: number): number {
  const seen = new Set<string | number>();
  const size = column.kind === "mask" ? column.masks.length : column.values.length;
  for (let i = 0; i < size && seen.size <= cap; i++) {
    if (column.kind === "number") seen.add(column.values[i]);
    else if (column.kind === "mask") seen.add(column.masks[i]);
    else if (column.kind === "bool") seen.add(column.values[i]);
    else seen.add(JSON.stringify(column.values[i]));
  }
  return seen.size;
}

export interface DecodedListingIndex {
  size: number;
  brands: string[];
  models: string[];
  price: Float64Array;
  score: Float64Array;
  recency: Float64Array;
  deal: Float64Array;
  checked: Float64Array;
  filterIndex: FilterIndex;
  priceChanges: PriceChanges;
}

export function decodeListingIndex(data: ListingIndexData, definitions: readonly FilterDefinition[]): DecodedListingIndex {
  const { size } = data;
  const brandCodes = readCodes(data.brand.c, data.brand.w, size);
  const byId = definitionsById(definitions);
  const columns = new Map<string, Column>();
  const price = decodeNumbers(data.price, size);
  for (let i = 0; i < size; i++) price[i] /= 100;
  for (const [id, encoded] of Object.entries(data.columns)) {
    columns.set(id, encoded.t === "price" ? { kind: "number", values: price } : decodeColumn(encoded, byId.get(id), size));
  }
  if (data.profiles) {
    const profileOf = readCodes(data.profiles.c, data.profiles.w, size);
    for (const [id, encoded] of Object.entries(data.profiles.columns)) {
      columns.set(id, expandRows(decodeColumn(encoded, byId.get(id), data.profiles.count), profileOf));
    }
  }
  return {
    size,
    brands: Array.from(brandCodes, (code) => data.brands[code] ?? ""),
    models: data.models,
    price,
    score: decodeNumbers(data.score, size),
    recency: decodeNumbers(data.recency, size),
    deal: data.deal ? decodeNumbers(data.deal, size) : new Float64Array(size).fill(Number.NaN),
    checked: data.checked ? decodeNumbers(data.checked, size) : new Float64Array(size).fill(Number.NaN),
    filterIndex: { size, definitions, columns },
    priceChanges: {
      rows: Int32Array.from(data.priceChanges?.r ?? []),
      after: Float64Array.from(data.priceChanges?.a ?? []),
      prices: Float64Array.from(data.priceChanges?.c ?? [], (cents) => cents / 100),
    },
  };
}
