import type { CategoryId } from "./categories";
import type { CategoryFacets } from "./facets";
import type { FilterDefinition } from "./filters/types";
import type { ProductDetail } from "./product";
import type { ProductSummary } from "./summary";

/** A category as the request path reads it: compact products plus precomputed facets. */
export interface CategorySnapshot {
  categoryId: CategoryId;
  /** ISO time the snapshot was built from the source. */
  builtAt: string;
  /** Content hash of the products; the ETag of everything derived from this snapshot. */
  version: string;
  products: ProductSummary[];
  facets: CategoryFacets;
  /** The sidebar's filters, derived from these products when the snapshot was built. */
  filters: FilterDefinition[];
}

/** One product's full document as cached, with the content hash that versions it. */
export interface ProductDocument {
  revision: string;
  builtAt: string;
  product: ProductDetail;
}
