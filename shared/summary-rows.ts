import { availabilityLabel } from "./availability";
import { formatNumber, formatPrice } from "./format";
import { currentPrice } from "./prices/current-price";
import { priceText } from "./prices/price-text";
import type { Product, SpecRow } from "./product";

/**
 * The price and availability rows: the best current offer at `now`. A stale price is shown with
 * what it is ("Último precio visto" and its age) and carries no number, so it is never marked the best price.
 */
function priceRows(product: Product, now: number, freshHours: number | undefined): (SpecRow | null)[] {
  const current = currentPrice(product, now, freshHours);
  const text = priceText(current, current.currency, new Date(now));
  if (!current.fresh) return [{ key: "price", label: "Precio", value: text, number: null }];
  const offer = current.shopId === "amazon" ? product.amazon : product.offers?.find((o) => o.shopId === current.shopId);
  return [
    { key: "price", label: "Precio", value: `${text} (${current.shopName})`, number: current.price },
    offer?.availability ? { key: "availability", label: "Disponibilidad", value: availabilityLabel(offer.availability), number: null } : null,
  ];
}

/**
 * The rows every product has, whatever its category: the basis of a cross-category comparison.
 * With `now`, the price is the best current offer at that time; without, the Amazon offer's.
 */
export function summaryRows(product: Product, now?: number, freshHours?: number): SpecRow[] {
  const { amazon, reviews, score } = product;
  const num = (key: string, label: string, value: number | undefined, text?: string): SpecRow | null =>
    typeof value === "number" && Number.isFinite(value) ? { key, label, value: text ?? formatNumber(value), number: value } : null;
  return [
    ...(now !== undefined
      ? priceRows(product, now, freshHours)
      : [
          num("price", "Precio", amazon.price, formatPrice(amazon.price, amazon.priceCurrency)),
          amazon.availability ? { key: "availability", label: "Disponibilidad", value: availabilityLabel(amazon.availability), number: null } : null,
        ]),
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
