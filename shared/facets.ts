import type { ProductSummary } from "./summary";

export interface FacetCount {
  value: string;
  count: number;
}

/** Precomputed at snapshot build so a listing never counts on the request path. */
export interface CategoryFacets {
  total: number;
  brands: FacetCount[];
  years: FacetCount[];
  availability: FacetCount[];
  priceSegments: FacetCount[];
  /** Price bounds of the data, rounded outwards to tens of euros (seed 000 §9); null when empty. */
  price: { min: number; max: number } | null;
}

function countBy(values: Iterable<string>): FacetCount[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
}

const byValue = (a: FacetCount, b: FacetCount) => a.value.localeCompare(b.value, "es", { numeric: true });

export function buildFacets(products: readonly ProductSummary[]): CategoryFacets {
  const prices = products.map((p) => p.price).filter((p) => Number.isFinite(p));
  return {
    total: products.length,
    brands: countBy(products.map((p) => p.brand)).sort(byValue),
    years: countBy(products.map((p) => String(p.year))).sort((a, b) => Number(b.value) - Number(a.value)),
    availability: countBy(products.flatMap((p) => (p.availability ? [p.availability] : []))).sort(byValue),
    priceSegments: countBy(products.flatMap((p) => (p.priceSegment ? [p.priceSegment] : []))).sort(byValue),
    price: prices.length
      ? { min: Math.floor(Math.min(...prices) / 10) * 10, max: Math.ceil(Math.max(...prices) / 10) * 10 }
      : null,
  };
}
