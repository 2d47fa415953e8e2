import type { ProductDetail } from "./product";

/** One product's full document as cached, with the content hash that versions it. */
export interface ProductDocument {
  revision: string;
  builtAt: string;
  product: ProductDetail;
}
