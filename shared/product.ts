import type { CategoryId } from "./categories";
import type { CheckedRecord } from "./record-schema";
import type { SpecsByCategory } from "./specs";

export type Availability = "InStock" | "OutOfStock" | "PreOrder" | "Limited";
export type PriceSegment = "Budget" | "Mid-range" | "Premium" | "Flagship";
export type HeadphoneType = "over-ear" | "on-ear" | "in-ear" | "true-wireless";

/** One day's price, oldest first in a history. `date` is an ISO calendar date (YYYY-MM-DD). */
export interface PricePoint {
  date: string;
  price: number;
}

/** The Amazon offer: its link and price as the record schema checks them (shared/record-schema.ts). */
export interface RetailerOffer extends Pick<CheckedRecord["amazon"], "affiliateLink" | "price"> {
  image: string;
  imageSmall?: string;
  imageLarge?: string;
  /** Retailer star rating, 1-5. */
  rating?: number;
  reviewCount?: number;
  priceCurrency: string;
  /** ISO timestamp of the last price check. */
  lastPriceUpdate?: string;
  availability?: Availability;
  asin: string;
  /** Daily price history, oldest first (this project's extension: PRODUCT-RULES.md, Prices everywhere). */
  priceHistory?: PricePoint[];
}

/**
 * One shop's price for a product. The record's `amazon` object is read as the Amazon offer
 * (shared/prices/offers.ts); `offers` lists the other shops, one entry per shop.
 */
export interface ShopOffer {
  /** A shop id from the shops configuration (shared/shops.ts). */
  shopId: string;
  /** The shop's display name (the configured one when the record does not say). */
  shopName: string;
  price: number;
  priceCurrency: string;
  availability?: Availability;
  /** The shop's (affiliate) page for the product: https only. */
  link: string;
  /** ISO timestamp of the price check: what decides whether the price may be shown as current. */
  checkedAt?: string;
  /** Shipping cost in the same currency, when known (0: free shipping). */
  shipping?: number;
  /** ISO date until which the shop guarantees the price, when it says. */
  priceValidUntil?: string;
  /** The shop's own product code, when it has one (price feeds may name the product by it). */
  shopCode?: string;
  /** This shop's recent daily prices, oldest first; kept short (the product's best price per day is the long history). */
  priceHistory?: PricePoint[];
}

export interface Reviews {
  /** 0-10 */
  expertScore?: number;
  /** 0-10 */
  userScore?: number;
  pros?: string[];
  cons?: string[];
}

export interface Score {
  /** 0-100 */
  overall?: number;
  /** Category-specific sub-scores, 0-100 each, keyed by a Spanish label. */
  categories?: Record<string, number>;
  benchmark?: {
    /** -50 to 50 */
    comparedToMarketAvg?: number;
    priceSegment?: PriceSegment;
  };
}

export interface GeneralInfo {
  /** Long-form Markdown analysis, starting with a top-level heading. */
  description: string;
  releaseDate?: string;
  colorOptions?: string[];
  warranty?: string;
  /** Headphones only. */
  type?: HeadphoneType;
}

export interface EnergyInfo {
  efficiencyClass?: string;
  powerConsumptionWatts?: number;
}

/**
 * A product as stored (one document in its category's collection), before the id is attached. Its
 * title (the category key, legacy aliases allowed), model, brand and year are as the record schema
 * checks them (shared/record-schema.ts), its specs as its category's schema infers them.
 */
export interface ProductRecord<C extends CategoryId = CategoryId> extends Pick<CheckedRecord, "title" | "model" | "brand" | "year"> {
  /** ISO timestamp. */
  lastUpdated?: string;
  general: GeneralInfo;
  amazon: RetailerOffer;
  /** Other shops' offers (Amazon's is `amazon`). */
  offers?: ShopOffer[];
  /** The product's EAN-13 (GTIN-13), when known: price feeds match rows by it. */
  gtin?: string;
  /** The manufacturer's part number, when known. */
  mpn?: string;
  /** The best current price across shops, per day, oldest first. */
  bestPriceHistory?: PricePoint[];
  reviews?: Reviews;
  score?: Score;
  /** TVs only. */
  energy?: EnergyInfo;
  specs: SpecsByCategory[C];
}

/** A product as the site uses it: the record plus its document id and the category it came from. */
export type Product<C extends CategoryId = CategoryId> = ProductRecord<C> & {
  id: string;
  categoryId: C;
};

/** The analysis as the detail page shows it: the heading, and the body rendered to safe HTML. */
export interface Analysis {
  heading: string;
  html: string;
  /** "text" when Markdown rendering failed and the body is plain paragraphs. */
  format: "html" | "text";
  /** The analysis as plain text (heading first), at most 300 characters: the Product JSON-LD's description. */
  summary: string;
}

/** One line of a spec table: its path (to align products), label, display text and the number behind it. */
export interface SpecRow {
  key: string;
  label: string;
  value: string;
  /** The number behind the text, for comparisons; null for text and lists. */
  number: number | null;
}

export interface SpecGroup {
  id: string;
  label: string;
  rows: SpecRow[];
}

/**
 * A product with what the worker prepares once per snapshot build: the rendered analysis and the
 * formatted spec tables (so the browser needs neither the Markdown renderer nor the label tables).
 * What the detail page, the comparison page and GET /api/products/{category}/{id} serve.
 */
export type ProductDetail<C extends CategoryId = CategoryId> = Product<C> & { analysis: Analysis; specGroups: SpecGroup[] };
