import { categoryNamesText } from "../../shared/categories";
import { search } from "./search";
import type { ViewHead } from "./types";

/** Results pages are not indexed: endless, thin, and each a copy of listings that are. */
export const searchHead: ViewHead<"search"> = {
  meta: (data) => ({
    title: search.title(data),
    description: `Resultados de la búsqueda en todas las categorías: ${categoryNamesText()}.`,
    canonicalPath: null,
    keywords: "",
    ogType: "website",
    image: null,
  }),
  jsonLd: () => [],
};
