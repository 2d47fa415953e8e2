import { getCategory } from "../shared/categories";
import { absoluteUrl } from "../shared/absolute-url";
import { categoryPath, productPath } from "../shared/routes";
import { SITE_NAME } from "./title";
import type { ViewData } from "./view-data";

/** Seed 000 §2: CollectionPage lists at most this many products. */
export const COLLECTION_MAX_ITEMS = 10;

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

/**
 * Structured data for search engines (seed 000 §2, page metadata): Product with its offer and
 * rating, BreadcrumbList, and CollectionPage (at most 10 products) for a category. The worker writes
 * it into the page; the browser replaces it on each client-side navigation (head.ts).
 */
export function structuredData(data: ViewData, origin: string): JsonLd[] {
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
      offers: {
        "@type": "Offer",
        url,
        price: p.amazon.price.toFixed(2),
        priceCurrency: p.amazon.priceCurrency,
        availability: AVAILABILITY[p.amazon.availability ?? "InStock"],
        seller: { "@type": "Organization", name: "Amazon.es" },
      },
    };
    if (typeof p.amazon.rating === "number" && typeof p.amazon.reviewCount === "number" && p.amazon.reviewCount > 0) {
      product.aggregateRating = { "@type": "AggregateRating", ratingValue: p.amazon.rating, reviewCount: p.amazon.reviewCount, bestRating: 5, worstRating: 1 };
    }
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
    const items = data.page.cards.slice(0, COLLECTION_MAX_ITEMS);
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
