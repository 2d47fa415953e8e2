import { getCategory } from "../../shared/categories";
import { categoryPath, homePath, productPath } from "../../shared/routes";
import { SITE_NAME } from "../title";
import { category } from "./category";
import { breadcrumbs } from "./json-ld";
import type { ViewHead } from "./types";
import { productName } from "../../shared/product-name";

/** The most products a CollectionPage lists (PRODUCT-RULES.md, Screens and routes). */
export const COLLECTION_PAGE_ITEMS = 10;

export const categoryHead: ViewHead<"category"> = {
  meta: (data) => {
    const { name, id } = getCategory(data.categoryId);
    return {
      title: category.title(data),
      description: `Compara ${name.toLowerCase()} por especificaciones, puntuaciones y precio. Filtra, busca y elige el mejor para ti.`,
      canonicalPath: categoryPath(id),
      keywords:
        `${name.toLowerCase()}, comparar ${name.toLowerCase()}, mejores ${name.toLowerCase()}, precios ${name.toLowerCase()}, ${(data.manifest?.topBrands ?? []).slice(0, 8).join(", ")}`.replace(
          /, $/,
          "",
        ),
      ogType: "website",
      image: null,
    };
  },
  /**
   * A CollectionPage naming the page's first products, at most COLLECTION_PAGE_ITEMS (PRODUCT-RULES.md,
   * Screens and routes), and the breadcrumb trail. numberOfItems is the whole listing's count, as
   * schema.org defines it for a list described only in part.
   */
  jsonLd: (data, origin) => {
    if (!data.page) return [];
    const { name, id } = getCategory(data.categoryId);
    const items = data.page.cards.slice(0, COLLECTION_PAGE_ITEMS);
    return [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name,
        url: origin + categoryPath(id),
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: data.page.total,
          itemListElement: items.map((item, i) => ({
            "@type": "ListItem",
            position: i + 1,
            url: origin + productPath(item.categoryId, item.id),
            name: productName(item),
          })),
        },
      },
      breadcrumbs(origin, [
        { name: SITE_NAME, path: homePath() },
        { name, path: categoryPath(id) },
      ]),
    ];
  },
};
