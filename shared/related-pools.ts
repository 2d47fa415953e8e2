import { firstAtOrAbovePrice } from "./price-search";
import { RELATED_SHOWN, similarByPrice, similarBySpecs } from "./similarity";
import type { ProductSummary } from "./summary";

/**
 * How many candidates each product is compared with. PRODUCT-RULES.md (Limits) scores every pair, which grows
 * with the square of the category: at 10 000 products that is 100 million comparisons per build.
 * Comparing each product with the 240 nearest in price (in its price segment for the price list)
 * keeps the build linear; in categories up to this size it is exactly that rule.
 */
export const RELATED_POOL = 240;

export interface RelatedPositions {
  specs: number[];
  price: number[];
}

/** The window of `size` items of `sorted` around index `at`. */
function around<T>(sorted: readonly T[], at: number, size: number): T[] {
  if (sorted.length <= size) return [...sorted];
  const start = Math.max(0, Math.min(sorted.length - size, at - Math.floor(size / 2)));
  return sorted.slice(start, start + size);
}

/**
 * Both related lists for every product (positions into `products`), 10 each (PRODUCT-RULES.md (Key-spec chips and similarity):
 * 'Especificaciones Similares' and 'Rango de Precio Similar').
 */
export function relatedForAll(products: readonly ProductSummary[]): RelatedPositions[] {
  const positionOf = new Map(products.map((p, i) => [p, i]));
  const byPrice = [...products].sort((a, b) => a.price - b.price || positionOf.get(a)! - positionOf.get(b)!);
  const rankOf = new Map(byPrice.map((p, i) => [p, i]));
  const bySegment = new Map<string, ProductSummary[]>();
  for (const product of byPrice) {
    if (!product.priceSegment) continue;
    const list = bySegment.get(product.priceSegment) ?? [];
    list.push(product);
    bySegment.set(product.priceSegment, list);
  }
  const segmentRank = new Map<ProductSummary, number>();
  for (const list of bySegment.values()) list.forEach((p, i) => segmentRank.set(p, i));

  return products.map((product) => {
    const specPool = around(byPrice, rankOf.get(product)!, RELATED_POOL + 1);
    let pricePool: ProductSummary[];
    if (product.priceSegment) {
      pricePool = around(bySegment.get(product.priceSegment)!, segmentRank.get(product)!, RELATED_POOL + 1);
    } else {
      // Without a segment the window is ±40 % of the price (PRODUCT-RULES.md, Key-spec chips and similarity).
      const from = firstAtOrAbovePrice(byPrice, product.price * 0.6);
      const to = firstAtOrAbovePrice(byPrice, product.price * 1.4 + 1e-9);
      const window = byPrice.slice(from, to);
      pricePool = around(window, window.indexOf(product), RELATED_POOL + 1);
    }
    const toPositions = (list: readonly ProductSummary[]) => list.slice(0, RELATED_SHOWN).map((p) => positionOf.get(p)!);
    return { specs: toPositions(similarBySpecs(product, specPool)), price: toPositions(similarByPrice(product, pricePool)) };
  });
}
