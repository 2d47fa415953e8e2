import { availabilityLabel } from "./availability";
import { formatNumber, formatPrice } from "./format";
import type { Product, SpecRow } from "./product";

/** The rows every product has, whatever its category: the basis of a cross-category comparison. */
export function summaryRows(product: Product): SpecRow[] {
  const { amazon, reviews, score } = product;
  const num = (key: string, label: string, value: number | undefined, text?: string): SpecRow | null =>
    typeof value === "number" && Number.isFinite(value) ? { key, label, value: text ?? formatNumber(value), number: value } : null;
  return [
    num("price", "Precio", amazon.price, formatPrice(amazon.price, amazon.priceCurrency)),
    amazon.availability ? { key: "availability", label: "Disponibilidad", value: availabilityLabel(amazon.availability), number: null } : null,
    num("overall", "Puntuación global", score?.overall, score?.overall !== undefined ? `${Math.round(score.overall)}/100` : undefined),
    num(
      "expertScore",
      "Puntuación de expertos",
      reviews?.expertScore,
      reviews?.expertScore !== undefined ? `${formatNumber(reviews.expertScore)}/10` : undefined,
    ),
    num("userScore", "Puntuación de usuarios", reviews?.userScore, reviews?.userScore !== undefined ? `${formatNumber(reviews.userScore)}/10` : undefined),
    num("rating", "Valoración en la tienda", amazon.rating, amazon.rating !== undefined ? `${formatNumber(amazon.rating)}/5` : undefined),
    num("reviewCount", "Opiniones en la tienda", amazon.reviewCount),
    num(
      "marketComparison",
      "Comparado con el mercado",
      score?.benchmark?.comparedToMarketAvg,
      score?.benchmark?.comparedToMarketAvg !== undefined
        ? `${score.benchmark.comparedToMarketAvg > 0 ? "+" : ""}${score.benchmark.comparedToMarketAvg}`
        : undefined,
    ),
  ].filter((r): r is SpecRow => r !== null);
}
