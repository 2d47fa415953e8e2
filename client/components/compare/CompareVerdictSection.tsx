import { useMemo } from "react";
import type { ProductDetail } from "../../../shared/product";
import { comparisonVerdict } from "../../../shared/verdict/comparison-verdict";
import { usePriceClock } from "../../state/price-clock";
import { CompareVerdict } from "./CompareVerdict";

/**
 * 'En resumen' with its verdict worked out here, so the verdict rules (shared/verdict) load with
 * this section, apart from the comparison's first load (CompareView loads it as a lazy section).
 */
export default function CompareVerdictSection({ products, use }: { products: readonly ProductDetail[]; use?: string }) {
  const nowMs = usePriceClock().now.getTime();
  const verdict = useMemo(() => comparisonVerdict(products, nowMs, use), [products, nowMs, use]);
  return <CompareVerdict products={products} verdict={verdict} />;
}
