import type { ProductCardData } from "../card";
import type { CategoryId } from "../categories";
import type { PriceStats } from "../prices/price-stats";

/** The roles a guide names its picks by, in the order they are filled and shown (docs/PRODUCT-RULES.md, Guides). */
export const GUIDE_ROLES = ["general", "calidad-precio", "economico", "gama-alta"] as const;
export type GuideRole = (typeof GUIDE_ROLES)[number];

/** One pick as the build stores it: the product's place in the build, and what the page says of it. */
export interface StoredPick {
  role: GuideRole;
  id: string;
  /** Row position in the build's canonical order: its card is read by position. */
  position: number;
  /** Two or three reasons with figures, worked out from the category's data in the build. */
  reasons: string[];
  /** The shops' names in the order of the card's offers: which shop the current price is from. */
  shops: string[];
  /** The price history's statistics, for the price verdict at the request's time. */
  stats?: PriceStats;
}

/** A guide as the build stores it in the category's manifest. */
export interface StoredGuide {
  /** The use it is for (shared/uses), or null: the category's own guide. */
  use: string | null;
  /** What the guide required, in words ("tasa de refresco desde 120 Hz, VRR, …"); "" for the category's guide. */
  required: string;
  /** The listing's query string for what the guide required ("" for the whole category). */
  search: string;
  /** How many products meet the requirement and have a score the guide ranks by. */
  eligible: number;
  /** Of those, how many had a fresh price when the category was built: the ones a pick can come from. */
  priced: number;
  picks: StoredPick[];
  /** The next best with a fresh price, positions in the build. */
  runnersUp: number[];
  /** The best of those without a fresh price ('sin precio comprobado'), positions in the build. */
  unpriced: number[];
}

/** Every guide of a category at one build: its own first, then one per use it offers. */
export interface CategoryGuides {
  /** The month of the build's data in words ("noviembre de 2026"). */
  month: string;
  guides: StoredGuide[];
}

/** A pick as a page shows it: its card, and its price at the request's time. */
export interface GuidePick {
  role: GuideRole;
  card: ProductCardData;
  reasons: string[];
  price: number;
  currency: string;
  shopName: string;
  /** The price verdict's few words ("Buen precio", "Precio habitual"). */
  verdict: string;
  /** The verdict's sentence. */
  verdictLabel: string;
}

/** A link to a guide. */
export interface GuideLink {
  path: string;
  title: string;
}

/** One guide page's data. */
export interface GuidePageData {
  categoryId: CategoryId;
  use: string | null;
  /** "Los mejores televisores para gaming" (the month is added where the title is shown). */
  title: string;
  month: string;
  required: string;
  /** The listing of what the guide required. */
  listingPath: string;
  eligible: number;
  priced: number;
  picks: GuidePick[];
  runnersUp: ProductCardData[];
  unpriced: ProductCardData[];
  /** The category's other guides. */
  others: GuideLink[];
}

/** The guides of one category as /guias lists them. */
export interface GuideIndexGroup {
  categoryId: CategoryId;
  name: string;
  /** Each with how many picks it names and among how many products with a checked price. */
  guides: (GuideLink & { picks: number; priced: number })[];
}

/** Where a product is named: "N.º 1 en Los mejores televisores para gaming". */
export interface GuideMention {
  rank: number;
  role: GuideRole;
  path: string;
  title: string;
}
