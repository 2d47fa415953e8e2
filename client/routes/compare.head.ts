import { compare } from "./compare";
import type { ViewHead } from "./types";

/** Not indexed: each comparison is a copy of product pages that are. */
export const compareHead: ViewHead<"compare"> = {
  meta: (data) => ({
    title: compare.title(data),
    description: "Compara hasta 3 productos lado a lado: especificaciones, puntuaciones y precios.",
    canonicalPath: null,
    keywords: "comparar productos, comparativa, especificaciones, precios",
    ogType: "website",
    image: null,
  }),
  jsonLd: () => [],
};
