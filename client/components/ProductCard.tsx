import { useState } from "react";
import { formatPrice } from "../../shared/format";
import { productPath } from "../../shared/routes";
import type { LatestItem, ProductSummary } from "../../shared/summary";
import { Link } from "./Link";

type CardProduct = Pick<
  ProductSummary & LatestItem,
  "id" | "categoryId" | "brand" | "model" | "price" | "priceCurrency" | "image" | "imageSmall" | "overall" | "expertScore"
>;

/** Seed 000 §2: the rounded overall score, or the expert score when there is none. */
export function cardScore(product: Pick<CardProduct, "overall" | "expertScore">): string | null {
  if (typeof product.overall === "number") return String(Math.round(product.overall));
  if (typeof product.expertScore === "number") return product.expertScore.toFixed(1).replace(".", ",");
  return null;
}

/** A product in a grid: score badge, image (small preferred, 'Sin Imagen' after one failure), brand, model, price. */
export function ProductCard({ product }: { product: CardProduct }) {
  const [imageFailed, setImageFailed] = useState(false);
  const score = cardScore(product);
  const image = product.imageSmall || product.image;
  return (
    <article className="product-card">
      <Link href={productPath(product.categoryId, product.id)} className="product-card__link">
        {score !== null && (
          <span className="product-card__score" aria-label={`Puntuación ${score}`}>
            {score}
          </span>
        )}
        {image && !imageFailed ? (
          <img
            className="product-card__image"
            src={image}
            alt={`${product.brand} ${product.model}`}
            width={240}
            height={180}
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <span className="product-card__image product-card__image--missing">Sin Imagen</span>
        )}
        <span className="product-card__brand">{product.brand}</span>
        <span className="product-card__model">{product.model}</span>
        <span className="product-card__price">{formatPrice(product.price, product.priceCurrency)}</span>
      </Link>
    </article>
  );
}
