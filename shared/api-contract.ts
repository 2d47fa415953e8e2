import type { ProductCardData } from "./card";
import type { GuideMention } from "./guides/guide-types";
import type { CategoryId } from "./categories";
import type { PublicManifest } from "./catalogue-manifest";
import type { FacetCounts } from "./filters/facet-counts";
import type { Alternatives } from "./verdict/alternatives";
import type { ProductFit } from "./verdict/product-fit";

/**
 * The JSON API's answers and limits, declared once: the worker's routes build these shapes and the
 * browser reads them, so a change on one side is a type error on the other.
 *
 * Answers are kept per catalogue build, not per minute, so they never say whether a price is current:
 * a card's `price` is the last price seen, and its `offers` carry when each was checked. A reader
 * judges them at its own time (shared/prices/card-price.ts) and writes them with price-text.ts.
 */

/** The latest list's largest size: what the home page asks for, and what each build keeps. */
export const LATEST_MAX = 60;
/** A listing page is at most 10 rows of 5: more is asked page by page. */
export const LISTING_PAGE_MAX = 50;
/** Cards asked by position at once (a page, or the pages a shopper skipped). */
export const CARDS_MAX = 100;

/**
 * Related products of a detail page, as cards, with 'Para quién es' / 'Para quién no es' and
 * 'Alternativas', which the worker works out from them and the category's standing.
 */
export interface RelatedCards {
  similarSpecs: ProductCardData[];
  similarPrice: ProductCardData[];
  fit?: ProductFit;
  alternatives?: Alternatives;
  /** The guides that name the product while its price is fresh (shared/guides/guide-page.ts). */
  guides?: GuideMention[];
}

/**
 * One page of a category listing: never the category, only what its first view shows (the page's
 * cards, the total and the sidebar's counts). Cards are found by their row position in the
 * category's build; the browser fetches further pages, or runs the listing itself on the index.
 */
export interface ListingPageData {
  total: number;
  counts: FacetCounts;
  offset: number;
  positions: number[];
  cards: ProductCardData[];
}

/** GET /api/categories/:category/products: a listing page of one build (with the category's manifest when asked with cabecera=1). */
export type ListingPageAnswer = ListingPageData & { categoryId: CategoryId; version: string; manifest?: PublicManifest };

/** GET /api/categories/:category/cards: cards by position in the build `version`. */
export interface CardsAnswer {
  version: string;
  cards: ProductCardData[];
}

/** One category's matches for a search term: the best few as cards, and how many match. */
export interface SuggestionGroup {
  categoryId: CategoryId;
  /** The category's Spanish name, the group's heading. */
  name: string;
  /** Products of the category that match. */
  total: number;
  /** Of them, what the category's own listing finds for the term. */
  listed: number;
  items: ProductCardData[];
}

/** The listing a term names by its category ("tv oled 55"): where the header search sends it. */
export interface SuggestedListing {
  categoryId: CategoryId;
  /** The category's Spanish name. */
  name: string;
  /** The listing with the term's other words to search, which it understands as its filters. */
  href: string;
  /** What the listing understood as filters, as its chips say them ("Tipo de panel: OLED"). */
  chips: string[];
  /** The order the words asked for, as the listing's sort menu says it ("Precio: de menor a mayor"). */
  sort?: string;
  /** What it still searches by name. */
  term: string;
  /** How many products the listing shows. */
  total: number;
}

/** GET /api/search/suggest: the header search's matches across every category (one that cannot be read is left out). */
export interface SuggestAnswer {
  term: string;
  groups: SuggestionGroup[];
  /** Present when the term names one category: the search page and the suggestions go there. */
  listing?: SuggestedListing;
}
