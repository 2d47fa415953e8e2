import { SITE_NAME } from "../title";
import type { ViewHead, ViewMeta } from "./types";

/** Not indexed, no structured data. */
export function notFoundMeta(): ViewMeta {
  return {
    title: `Página no encontrada | ${SITE_NAME}`,
    description: "La página que buscas no existe.",
    canonicalPath: null,
    keywords: "",
    ogType: "website",
    image: null,
  };
}

export const notFoundHead: ViewHead<"notFound"> = { meta: notFoundMeta, jsonLd: () => [] };
