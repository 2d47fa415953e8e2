import { categoryNamesText } from "../../shared/categories";
import { homePath } from "../../shared/routes";
import { home } from "./home";
import type { ViewHead } from "./types";

export const homeHead: ViewHead<"home"> = {
  meta: (data) => ({
    title: home.title(data),
    description: "Comparamos con IA los productos tecnológicos más vendidos en España: especificaciones, puntuaciones y precios actualizados a diario.",
    canonicalPath: homePath(),
    keywords: `comparador, tecnología, ${categoryNamesText(false)}, precios, España`,
    ogType: "website",
    image: null,
  }),
  jsonLd: () => [],
};
