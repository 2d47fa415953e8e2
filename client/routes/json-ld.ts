import { offersOf, priceBoard } from "../../shared/prices/offers";
import type { ProductDetail, ShopOffer } from "../../shared/product";
import type { JsonLd } from "./types";

const AVAILABILITY: Record<string, string> = {
  InStock: "https://schema.org/InStock",
  OutOfStock: "https://schema.org/OutOfStock",
  PreOrder: "https://schema.org/PreOrder",
  Limited: "https://schema.org/LimitedAvailability",
};

/** A BreadcrumbList of the page's trail, each item an absolute URL. */
export function breadcrumbs(origin: string, items: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: origin + item.path })),
  };
}

function offerLd(offer: ShopOffer): JsonLd {
  return {
    "@type": "Offer",
    url: offer.link,
    price: offer.price.toFixed(2),
    priceCurrency: offer.priceCurrency,
    ...(offer.availability && { availability: AVAILABILITY[offer.availability] }),
    ...(offer.priceValidUntil && { priceValidUntil: offer.priceValidUntil.slice(0, 10) }),
    ...(offer.shipping !== undefined && {
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: offer.shipping.toFixed(2), currency: offer.priceCurrency },
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "ES" },
      },
    }),
    seller: { "@type": "Organization", name: offer.shopName },
  };
}

/**
 * The current offers as search engines read them: one Offer for one shop, an AggregateOffer
 * (lowest and highest price, how many shops) over several, nothing when no price is current: a
 * stale price is never offered as one.
 */
export function offersLd(product: ProductDetail, now: number, freshHours: number): JsonLd | null {
  const { current } = priceBoard(offersOf(product), now, freshHours);
  if (current.length === 0) return null;
  if (current.length === 1) return offerLd(current[0]);
  const prices = current.map((offer) => offer.price);
  return {
    "@type": "AggregateOffer",
    lowPrice: Math.min(...prices).toFixed(2),
    highPrice: Math.max(...prices).toFixed(2),
    offerCount: current.length,
    priceCurrency: current[0].priceCurrency,
    offers: current.map(offerLd),
  };
}

/** The product's codes where the record has them: GTIN by its length, the manufacturer's part number, our id as SKU. */
export function identifiers(p: ProductDetail): JsonLd {
  const ids: JsonLd = { sku: p.id };
  if (p.mpn) ids.mpn = p.mpn;
  if (p.gtin) ids[p.gtin.length === 8 ? "gtin8" : p.gtin.length === 12 ? "gtin12" : p.gtin.length === 14 ? "gtin14" : "gtin13"] = p.gtin;
  return ids;
}
