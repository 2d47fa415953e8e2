import type { ListingPageData, RelatedCards, SuggestedListing, SuggestionGroup } from "../shared/api-contract";
import type { ProductCardData } from "../shared/card";
import type { CategoryId } from "../shared/categories";
import type { CompareSection } from "../shared/compare-rows";
import type { DealGroup } from "../shared/home-deals";
import type { PublicManifest } from "../shared/catalogue-manifest";
import type { ProductDetail } from "../shared/product";
import type { StaticPageId } from "../shared/routes";
import type { GuideIndexGroup, GuidePageData } from "../shared/guides/guide-types";

export type { ListingPageData, RelatedCards } from "../shared/api-contract";

/** One category's part of the search results page: the header suggestions' group. */
export type SearchGroup = SuggestionGroup;

/**
 * The search results page's answer: nothing asked yet, a term too short or too long to search, or
 * the matches grouped by category (none is an answer too). `complete` is false when a category
 * could not be read and is missing from the groups.
 */
export type SearchOutcome =
  { kind: "noTerm" } | { kind: "tooShort" } | { kind: "tooLong" } | { kind: "results"; groups: SearchGroup[]; complete: boolean; listing?: SuggestedListing };

/** What a view needs to render; the same shape whether the server or the client loaded it. */
export type ViewData =
  | {
      view: "home";
      latest: ProductCardData[] | null;
      /** 'Mejores ofertas ahora' (shared/home-deals.ts); null when they could not be read (the section is then left out). */
      deals?: DealGroup[] | null;
      /** 'Guías' (shared/guides/); null when they could not be read. */
      guides?: GuideIndexGroup[] | null;
    }
  | { view: "category"; categoryId: CategoryId; manifest: PublicManifest | null; page: ListingPageData | null }
  | { view: "product"; categoryId: CategoryId; product: ProductDetail | null; related: RelatedCards | null }
  | {
      view: "compare";
      products: ProductDetail[];
      missing: string[];
      problem: "none" | "empty";
      /** Whether the address asks for 'Solo diferencias' (shared/routes.ts): how the page is first drawn. */
      differencesOnly?: boolean;
      /** The use the shopper came from (shared/routes.ts, USE_PARAM), for the verdict. */
      use?: string;
      /** The table's rows as the worker built them at the page's render time (absent when the browser loaded the view). */
      sections?: CompareSection[];
    }
  | { view: "static"; page: StaticPageId }
  | { view: "search"; term: string; outcome: SearchOutcome }
  | {
      view: "guide";
      categoryId: CategoryId | null;
      use: string | null;
      /** The guide (null: none by that name, a 404, or still loading). */
      guide: GuidePageData | null;
      /** /guias: every category's guides. */
      index: GuideIndexGroup[] | null;
    }
  | { view: "notFound" };

/**
 * Reads the catalogue for a view. The worker answers from KV builds, the browser from the
 * JSON API; both hand it to the view's `load` (client/routes), so a page rendered on either side is the same.
 * Each method throws when the catalogue cannot answer and resolves null for "does not exist".
 */
export interface ViewLoader {
  latest(n: number): Promise<ProductCardData[]>;
  /** Each category's best deals as its build kept them; which are shown is decided at the page's time. */
  deals(): Promise<DealGroup[]>;
  /** The category's manifest and the first page of the listing the query string asks for. */
  category(id: CategoryId, search: string): Promise<{ manifest: PublicManifest; page: ListingPageData }>;
  product(category: CategoryId, id: string): Promise<ProductDetail | null>;
  related(category: CategoryId, id: string): Promise<RelatedCards | null>;
  /** Products by id across categories (the comparison page only has ids); unknown ids come back in `missing`. */
  productsByIds(ids: readonly string[]): Promise<{ products: ProductDetail[]; missing: string[] }>;
  /**
   * The header search's matches across every category (a category that cannot be read is left out),
   * and the listing of the one category the term names, where the page then goes.
   */
  search(term: string): Promise<{ groups: SearchGroup[]; complete: boolean; listing?: SuggestedListing }>;
  /** A guide (use null: the category's own), or null when the category has no such guide. */
  guide(category: CategoryId, use: string | null): Promise<GuidePageData | null>;
  /** Every category's guides (a category that cannot be read is left out). */
  guideIndex(): Promise<GuideIndexGroup[]>;
}
