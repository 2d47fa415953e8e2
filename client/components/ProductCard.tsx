import { useRef } from "react";
import { availabilityLabel } from "../../shared/availability";
import type { ProductCardData } from "../../shared/card";
import { formatPrice } from "../../shared/format";
import { priceText } from "../../shared/prices/price-text";
import { cardPrice } from "../../shared/prices/card-price";
import { usePriceClock } from "../state/price-clock";
import { productPath } from "../../shared/routes";
import { modelAfterBrand } from "../../shared/product-name";
import { CompareToggle } from "./CompareToggle";
import { iconClass } from "./Icon";
import { Link } from "./Link";
import { ProductImage } from "./ProductImage";
import { CardPriceClaim } from "./prices/CardPriceClaim";

type CardProduct = ProductCardData;

/** PRODUCT-RULES.md (Screens and routes): the rounded overall score, or the expert score when there is none. */
export function cardScore(product: Pick<CardProduct, "overall" | "expertScore">): string | null {
  if (typeof product.overall === "number") return String(Math.round(product.overall));
  if (typeof product.expertScore === "number") return product.expertScore.toFixed(1).replace(".", ",");
  return null;
}

/**
 * A product in a grid or carousel (PRODUCT-RULES.md, Screens and routes): score badge, compare toggle, picture (the small
 * one preferred, 'Sin Imagen' after one failure), brand, model, up to 4 key-spec chips and the
 * price. The whole card opens the product.
 */
export function ProductCard({ product, showChips = true, priority = false }: { product: CardProduct; showChips?: boolean; priority?: boolean }) {
  const imageRef = useRef<HTMLElement>(null);
  const score = cardScore(product);
  const image = product.imageSmall || product.image;
  // Chips come worked out with the card (shared/card.ts); stored data may lack them.
  const chips = showChips && Array.isArray(product.chips) ? product.chips : [];
  // Which shop's price is current is decided now, not when the catalogue was built.
  const { now, freshHours } = usePriceClock();
  const shown = cardPrice(product, now.getTime(), freshHours);
  return (
    <article className="product-card">
      {/* No aria-label: the link is named by what it shows (brand, model, key specs, price), so a
          screen reader hears the price too and voice control matches the visible words (WCAG 2.5.3). */}
      <Link href={productPath(product.categoryId, product.id)} className="product-card__link">
        <span className="product-card__media" ref={imageRef}>
          <ProductImage
            className="product-card__image"
            src={image}
            alt=""
            width={400}
            height={300}
            // Pictures above the fold load at once and with high priority: they are the
            // listing's largest paint. The rest wait until they are about to scroll into view.
            loading={priority ? undefined : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
          />
        </span>
        <span className="product-card__brand">{product.brand}</span>
        <span className="product-card__model">{modelAfterBrand(product)}</span>
        {chips.length > 0 && (
          <span className="product-card__chips">
            {chips.map((chip, i) => (
              <span key={i} className={`chip ${iconClass(chip.icon)}`}>
                {chip.text}
              </span>
            ))}
          </span>
        )}
        {shown.fresh ? (
          <span className="product-card__price">{formatPrice(shown.price, product.priceCurrency)}</span>
        ) : (
          <span className="product-card__last-seen">{priceText(shown, product.priceCurrency, now)}</span>
        )}
        <CardPriceClaim card={product} shownPrice={shown.price} />
        {/* What stops a purchase shows on the card; 'En stock' is the rule and goes without saying. */}
        {shown.availability && shown.availability !== "InStock" && (
          <span className={`product-card__availability availability--${shown.availability}`}>{availabilityLabel(shown.availability)}</span>
        )}
      </Link>
      {score !== null && (
        <span className="product-card__score" title="Puntuación">
          <span className="visually-hidden">Puntuación </span>
          {score}
        </span>
      )}
      <CompareToggle
        imageRef={imageRef}
        item={{
          id: product.id,
          categoryId: product.categoryId,
          brand: product.brand,
          model: product.model,
          image,
          price: shown.price,
          ...(shown.checkedAt ? { checkedAt: shown.checkedAt } : {}),
        }}
      />
    </article>
  );
}

// In its own file so the navigation skeleton (in every page's first load) does not pull in the card.
export { SkeletonCard } from "./SkeletonCard";
