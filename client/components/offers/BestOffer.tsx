import type { ReactNode } from "react";
import { availabilityLabel } from "../../../shared/availability";
import { formatPrice, formatRelative } from "../../../shared/format";
import type { ProductDetail } from "../../../shared/product";
import { AffiliateLink } from "./AffiliateLink";
import { usePriceBoard } from "./use-price-board";

/** A product's best current price ("1.099,00 €"), or its last price seen with its age when none is current. */
export function BestPriceText({ product, className }: { product: ProductDetail; className: string }) {
  const { best, now } = usePriceBoard(product);
  const offer = best!.offer;
  if (best!.fresh) return <span className={className}>{formatPrice(offer.price, offer.priceCurrency)}</span>;
  return (
    <span className={`${className} ${className}--stale`}>
      {`Último precio visto: ${formatPrice(offer.price, offer.priceCurrency)}${offer.checkedAt ? ` (${formatRelative(offer.checkedAt, now)})` : ""}`}
    </span>
  );
}

/**
 * The best current offer's link ('Ver en {tienda}', or 'Comprobar precio en {tienda}' when no price
 * is current) followed by its availability badge (none for a stale price).
 */
export function BestOfferLink({ product, className, children }: { product: ProductDetail; className: string; children?: ReactNode }) {
  const { best } = usePriceBoard(product);
  const offer = best!.offer;
  return (
    <>
      <AffiliateLink product={product} offer={offer} stale={!best!.fresh} className={className}>
        {children}
      </AffiliateLink>
      {best!.fresh && offer.availability && <span className={`availability availability--${offer.availability}`}>{availabilityLabel(offer.availability)}</span>}
    </>
  );
}
