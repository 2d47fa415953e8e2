import { absoluteUrl } from "../../shared/absolute-url";
import { getCategory } from "../../shared/categories";
import { categoryPath, homePath, productPath } from "../../shared/routes";
import { TEXT } from "../../shared/texts";
import { SITE_NAME } from "../title";
import { breadcrumbs, identifiers, offersLd } from "./json-ld";
import { notFoundMeta } from "./not-found.head";
import { product } from "./product";
import type { JsonLd, ViewHead } from "./types";
import { productName } from "../../shared/product-name";

export const productHead: ViewHead<"product"> = {
  meta: (data) => {
    // Its load failed: not indexed, and the description says why.
    if (!data.product) return { ...notFoundMeta(), title: product.title(data), description: TEXT.catalogueError };
    const { brand, model, id, amazon } = data.product;
    const category = getCategory(data.categoryId).name;
    return {
      title: product.title(data),
      description: `Análisis completo del ${productName(data.product)}: puntuaciones, pros y contras, especificaciones y el mejor precio.`,
      canonicalPath: productPath(data.categoryId, id),
      keywords: `${productName(data.product)}, ${brand}, ${model}, ${category.toLowerCase()}, análisis, opiniones, precio, especificaciones`,
      ogType: "product",
      image: amazon.imageLarge || amazon.image || null,
    };
  },
  /**
   * Product with its current offers, and the breadcrumb trail. No aggregateRating: the only ratings
   * a record has were collected by a retailer, and review snippets may only mark up what the site
   * itself collects.
   */
  jsonLd: (data, origin, now, freshHours) => {
    if (!data.product) return [];
    const p = data.product;
    const category = getCategory(p.categoryId);
    const url = origin + productPath(p.categoryId, p.id);
    const image = absoluteUrl(p.amazon.imageLarge || p.amazon.image, origin);
    const ld: JsonLd = {
      "@context": "https://schema.org",
      "@type": "Product",
      name: productName(p),
      brand: { "@type": "Brand", name: p.brand },
      model: p.model,
      category: category.name,
      ...(image && { image: [image] }),
      description: p.analysis.summary,
      url,
      ...identifiers(p),
    };
    const offers = offersLd(p, now, freshHours);
    if (offers) ld.offers = offers;
    return [
      ld,
      breadcrumbs(origin, [
        { name: SITE_NAME, path: homePath() },
        { name: category.name, path: categoryPath(category.id) },
        { name: p.model, path: productPath(p.categoryId, p.id) },
      ]),
    ];
  },
};
