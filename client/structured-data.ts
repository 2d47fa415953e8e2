import { getCategory } from "../shared/categories";
import { DEFAULT_PRICE_FRESH_HOURS } from "../shared/prices/freshness";
import { offersOf, priceBoard } from "../shared/prices/offers";
import type { ProductDetail, ShopOffer } from "../shared/product";
import { absoluteUrl } from "../shared/absolute-url";
import { categoryPath, productPath } from "../shared/routes";
import { SITE_NAME } from "./title";
import type { ViewData } from "./view-data";

const AVAILABILITY: Record<string, string> = {
  InStock: "https://schema.org/InStock",
  OutOfStock: "https://schema.org/OutOfStock",
  PreOrder: "https://schema.org/PreOrder",
  Limited: "https://schema.org/LimitedAvailability",
};

export type JsonLd = Record<string, unknown>;

function breadcrumbs(origin: string, items: { name: string; path: string }[]): JsonLd {
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
function offersLd(product: ProductDetail, now: number, freshHours: number): JsonLd | null {
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
function identifiers(p: ProductDetail): JsonLd {
  const ids: JsonLd = { sku: p.id };
  if (p.mpn) ids.mpn = p.mpn;
  if (p.gtin) ids[p.gtin.length === 8 ? "gtin8" : p.gtin.length === 12 ? "gtin12" : p.gtin.length === 14 ? "gtin14" : "gtin13"] = p.gtin;
  return ids;
}

/**
 * Structured data for search engines (PRODUCT-RULES.md (Screens and routes), page metadata): Product with its current offers,
 * BreadcrumbList, and CollectionPage listing the cards the category page shows. The worker writes
 * it into the page; the browser replaces it on each client-side navigation (head.ts). Offers are
 * those current at `now` (the request's time), so a stale price never becomes an Offer. No
 * aggregateRating: the only ratings a record has were collected by a retailer, and review snippets
 * may only mark up what the site itself collects.
 */
export function structuredData(data: ViewData, origin: string, now: number = Date.now(), freshHours: number = DEFAULT_PRICE_FRESH_HOURS): JsonLd[] {
  if (data.view === "product" && data.product) {
    const p = data.product;
    const category = getCategory(p.categoryId);
    const url = origin + productPath(p.categoryId, p.id);
    const image = absoluteUrl(p.amazon.imageLarge || p.amazon.image, origin);
    const product: JsonLd = {
      "@context": "https://schema.org",
      "@type": "Product",
      name: `${p.brand} ${p.model}`,
      brand: { "@type": "Brand", name: p.brand },
      model: p.model,
      category: category.name,
      ...(image && { image: [image] }),
      description: p.analysis.summary,
      url,
      ...identifiers(p),
    };
    const offers = offersLd(p, now, freshHours);
    if (offers) product.offers = offers;
    return [
      product,
      breadcrumbs(origin, [
        { name: SITE_NAME, path: "/" },
        { name: category.name, path: categoryPath(category.id) },
        { name: p.model, path: productPath(p.categoryId, p.id) },
      ]),
    ];
  }
  if (data.view === "category" && data.page) {
    const category = getCategory(data.categoryId);
    // What the page lists, no more and no fewer.
    const items = data.page.cards;
    return [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: category.name,
        url: origin + categoryPath(category.id),
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: items.length,
          itemListElement: items.map((item, i) => ({
            "@type": "ListItem",
            position: i + 1,
            url: origin + productPath(item.categoryId, item.id),
            name: `${item.brand} ${item.model}`,
          })),
        },
      },
      breadcrumbs(origin, [
        { name: SITE_NAME, path: "/" },
        { name: category.name, path: categoryPath(category.id) },
      ]),
    ];
  }
  return [];
}
