import { getCategory } from "../shared/categories";
import { STATIC_PAGE_TITLES } from "./static-titles";
import type { ViewData } from "./view-data";

export const SITE_NAME = "Comparador Tecnológico";
export const PRODUCT_LOAD_ERROR_TITLE = "No hemos podido cargar el producto";

/** The document title of a view (the browser sets it on client navigation; the worker writes it in the head). */
export function viewTitle(data: ViewData): string {
  switch (data.view) {
    case "home":
      return `${SITE_NAME}: compara televisores, portátiles, móviles y más`;
    case "category":
      return `${getCategory(data.categoryId).name}: comparativa y precios | ${SITE_NAME}`;
    case "product":
      // A product view without its product is one whose load failed (what does not exist is notFound).
      return data.product
        ? `${data.product.brand} ${data.product.model}: análisis, especificaciones y precio | ${SITE_NAME}`
        : `${PRODUCT_LOAD_ERROR_TITLE} | ${SITE_NAME}`;
    case "compare":
      return `Comparar productos | ${SITE_NAME}`;
    case "static":
      return `${STATIC_PAGE_TITLES[data.page]} | ${SITE_NAME}`;
    case "search":
      return data.outcome.kind === "results" ? `Resultados de «${data.term.trim()}» | ${SITE_NAME}` : `Buscar productos | ${SITE_NAME}`;
    case "notFound":
      return `Página no encontrada | ${SITE_NAME}`;
  }
}
