import { getCategory } from "../shared/categories";
import type { StaticPageId } from "../shared/routes";
import type { PublicConfig } from "./config";
import type { ViewData } from "./view-data";

export interface ViewMeta {
  title: string;
  description: string;
  /** Path of the canonical URL; null for pages that should not be indexed. */
  canonicalPath: string | null;
}

const SITE_NAME = "Comparador Tecnológico";

export const STATIC_PAGE_TITLES: Record<StaticPageId, string> = {
  "privacy-policy": "Política de Privacidad",
  "terms-conditions": "Términos y Condiciones",
  "cookie-policy": "Política de Cookies",
  "legal-notice": "Aviso Legal",
  "affiliate-policy": "Política de Afiliados",
  help: "Centro de Ayuda",
  about: "Sobre Nosotros",
  "how-it-works": "Cómo Funciona",
};

/** Title, description and canonical path per view (seed 000 §2, page metadata). */
export function viewMeta(data: ViewData, _config: PublicConfig): ViewMeta {
  switch (data.view) {
    case "home":
      return {
        title: `${SITE_NAME}: compara televisores, portátiles, móviles y más`,
        description:
          "Comparamos con IA los productos tecnológicos más vendidos en España: especificaciones, puntuaciones y precios actualizados a diario.",
        canonicalPath: "/",
      };
    case "category": {
      const { name, id } = getCategory(data.categoryId);
      return {
        title: `${name}: comparativa y precios | ${SITE_NAME}`,
        description: `Compara ${name.toLowerCase()} por especificaciones, puntuaciones y precio. Filtra, busca y elige el mejor para ti.`,
        canonicalPath: `/categoria/${id}`,
      };
    }
    case "product": {
      if (!data.product) return notFoundMeta();
      const { brand, model, id } = data.product;
      return {
        title: `${brand} ${model}: análisis, especificaciones y precio | ${SITE_NAME}`,
        description: `Análisis completo del ${brand} ${model}: puntuaciones, pros y contras, especificaciones y el mejor precio.`,
        canonicalPath: `/productos/${data.categoryId}/${encodeURIComponent(id)}`,
      };
    }
    case "compare":
      return {
        title: `Comparar productos | ${SITE_NAME}`,
        description: "Compara hasta 3 productos lado a lado: especificaciones, puntuaciones y precios.",
        canonicalPath: null,
      };
    case "static":
      return {
        title: `${STATIC_PAGE_TITLES[data.page]} | ${SITE_NAME}`,
        description: `${STATIC_PAGE_TITLES[data.page]} de ${SITE_NAME}.`,
        canonicalPath: `/${data.page}`,
      };
    case "notFound":
      return notFoundMeta();
  }
}

function notFoundMeta(): ViewMeta {
  return { title: `Página no encontrada | ${SITE_NAME}`, description: "La página que buscas no existe.", canonicalPath: null };
}

export { SITE_NAME };
