import { getCategory } from "../../shared/categories";
import { GUIDES_PATH, guidePath } from "../../shared/guides/guide-paths";
import { productName } from "../../shared/product-name";
import { homePath, productPath } from "../../shared/routes";
import { SITE_NAME } from "../title";
import { guide } from "./guide";
import { breadcrumbs } from "./json-ld";
import type { JsonLd, ViewHead } from "./types";

const INDEX_DESCRIPTION = "Guías de compra hechas con datos: los mejores televisores, portátiles, móviles y más, para cada uso, con precios comprobados.";

export const guideHead: ViewHead<"guide"> = {
  meta: (data) => {
    const page = data.guide;
    const names = page?.picks.map((p) => productName(p.card)).join(", ");
    return {
      title: guide.title(data),
      description: page
        ? `${page.title} (${page.month}): ${names || "sin elegidos con precio comprobado"}. Elegidos con reglas sobre puntuaciones, especificaciones y precios actuales.`
        : INDEX_DESCRIPTION,
      // A guide that does not exist is not indexed; the list and each guide are.
      canonicalPath: page ? guidePath(page.categoryId, page.use) : data.categoryId ? null : GUIDES_PATH,
      keywords: page
        ? `${page.title.toLowerCase()}, mejores ${getCategory(page.categoryId).name.toLowerCase()} ${page.month}, guía de compra`
        : "guías de compra, mejores productos",
      ogType: "website",
      image: null,
    };
  },
  /** An ItemList of the picks, in the guide's order, and the breadcrumb trail. */
  jsonLd: (data, origin) => {
    const page = data.guide;
    if (!page)
      return data.categoryId
        ? []
        : [
            breadcrumbs(origin, [
              { name: SITE_NAME, path: homePath() },
              { name: "Guías", path: GUIDES_PATH },
            ]),
          ];
    const list: JsonLd = {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: `${page.title} — ${page.month}`,
      url: origin + guidePath(page.categoryId, page.use),
      numberOfItems: page.picks.length,
      itemListElement: page.picks.map((pick, i) => ({
        "@type": "ListItem",
        position: i + 1,
        url: origin + productPath(pick.card.categoryId, pick.card.id),
        name: productName(pick.card),
      })),
    };
    const trail = [
      { name: SITE_NAME, path: homePath() },
      { name: "Guías", path: GUIDES_PATH },
      { name: getCategory(page.categoryId).name, path: guidePath(page.categoryId) },
      ...(page.use ? [{ name: page.title, path: guidePath(page.categoryId, page.use) }] : []),
    ];
    return [list, breadcrumbs(origin, trail)];
  },
};
