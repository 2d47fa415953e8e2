import { getCategory } from "../shared/categories";
import { categoryPath, productPath } from "../shared/routes";
import { TEXT } from "../shared/texts";
import { STATIC_PAGE_TITLES } from "./static-titles";
import { SITE_NAME, viewTitle } from "./title";
import type { ViewData } from "./view-data";

export { SITE_NAME, STATIC_PAGE_TITLES };

export interface ViewMeta {
  title: string;
  description: string;
  /** Path of the canonical URL; null for pages that should not be indexed. */
  canonicalPath: string | null;
  keywords: string;
  /** Open Graph type. */
  ogType: "website" | "product";
  /** Site-relative picture for link previews, when the view has one. */
  image: string | null;
}

/** Title, description and canonical path per view (PRODUCT-RULES.md (Screens and routes), page metadata). */
export function viewMeta(data: ViewData): ViewMeta {
  switch (data.view) {
    case "home":
      return {
        title: viewTitle(data),
        description: "Comparamos con IA los productos tecnológicos más vendidos en España: especificaciones, puntuaciones y precios actualizados a diario.",
        canonicalPath: "/",
        keywords: "comparador, tecnología, televisores, portátiles, móviles, tablets, auriculares, cámaras, smartwatches, altavoces, precios, España",
        ogType: "website",
        image: null,
      };
    case "category": {
      const { name, id } = getCategory(data.categoryId);
      return {
        title: viewTitle(data),
        description: `Compara ${name.toLowerCase()} por especificaciones, puntuaciones y precio. Filtra, busca y elige el mejor para ti.`,
        canonicalPath: categoryPath(id),
        keywords:
          `${name.toLowerCase()}, comparar ${name.toLowerCase()}, mejores ${name.toLowerCase()}, precios ${name.toLowerCase()}, ${(data.head?.topBrands ?? []).slice(0, 8).join(", ")}`.replace(
            /, $/,
            "",
          ),
        ogType: "website",
        image: null,
      };
    }
    case "product": {
      if (!data.product) return { ...notFoundMeta(), title: viewTitle(data), description: TEXT.catalogueError };
      const { brand, model, id, amazon } = data.product;
      const category = getCategory(data.categoryId).name;
      return {
        title: viewTitle(data),
        description: `Análisis completo del ${brand} ${model}: puntuaciones, pros y contras, especificaciones y el mejor precio.`,
        canonicalPath: productPath(data.categoryId, id),
        keywords: `${brand} ${model}, ${brand}, ${model}, ${category.toLowerCase()}, análisis, opiniones, precio, especificaciones`,
        ogType: "product",
        image: amazon.imageLarge || amazon.image || null,
      };
    }
    case "compare":
      return {
        title: viewTitle(data),
        description: "Compara hasta 3 productos lado a lado: especificaciones, puntuaciones y precios.",
        canonicalPath: null,
        keywords: "comparar productos, comparativa, especificaciones, precios",
        ogType: "website",
        image: null,
      };
    case "static":
      return {
        title: viewTitle(data),
        description: `${STATIC_PAGE_TITLES[data.page]} de ${SITE_NAME}.`,
        canonicalPath: `/${data.page}`,
        keywords: `${STATIC_PAGE_TITLES[data.page].toLowerCase()}, ${SITE_NAME.toLowerCase()}`,
        ogType: "website",
        image: null,
      };
    case "search":
      // Results pages are not indexed: endless, thin, and each a copy of listings that are.
      return {
        title: viewTitle(data),
        description:
          "Resultados de la búsqueda en todas las categorías: televisores, portátiles, móviles, tablets, auriculares, cámaras, smartwatches y altavoces.",
        canonicalPath: null,
        keywords: "",
        ogType: "website",
        image: null,
      };
    case "notFound":
      return notFoundMeta();
  }
}

function notFoundMeta(): ViewMeta {
  return {
    title: `Página no encontrada | ${SITE_NAME}`,
    description: "La página que buscas no existe.",
    canonicalPath: null,
    keywords: "",
    ogType: "website",
    image: null,
  };
}
