import { useRef } from "react";
import type { ProductCardData } from "../../../shared/card";
import { Icon } from "../Icon";
import { Guarded } from "../Guarded";
import { ProductCard } from "../ProductCard";

/** PRODUCT-RULES.md (Limits): carousel buttons scroll 250 px. */
export const CAROUSEL_STEP_PX = 250;

/** A horizontal row of related products (at most 10) with previous/next buttons. Hidden when empty. */
export function RelatedCarousel({ id, title, products }: { id: string; title: string; products: readonly ProductCardData[] }) {
  const track = useRef<HTMLUListElement>(null);
  if (products.length === 0) return null;
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: "smooth" });
  return (
    <section className="carousel" aria-labelledby={`${id}-title`}>
      <div className="carousel__head">
        <h2 id={`${id}-title`}>{title}</h2>
        <div className="carousel__buttons">
          <button type="button" className="icon-button" aria-label={`${title}: anteriores`} aria-controls={`${id}-track`} onClick={() => scroll(-1)}>
            <Icon name="chevron" className="icon--left" />
          </button>
          <button type="button" className="icon-button" aria-label={`${title}: siguientes`} aria-controls={`${id}-track`} onClick={() => scroll(1)}>
            <Icon name="chevron" className="icon--right" />
          </button>
        </div>
      </div>
      <ul className="carousel__track" id={`${id}-track`} ref={track} aria-label={title}>
        {products.map((product) => (
          <li key={product.id} className="carousel__item">
            <Guarded name={`tarjeta ${product.categoryId}/${product.id}`}>
              <ProductCard product={product} />
            </Guarded>
          </li>
        ))}
      </ul>
    </section>
  );
}
