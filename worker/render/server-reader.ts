import type { CatalogueReader } from "../../client/view-data";
import type { CatalogueCache } from "../data/catalogue-cache";
import { latestProducts, productsByIds, relatedFor } from "../data/catalogue-queries";

/** The worker's catalogue reader for page rendering: the same queries the JSON API answers with. */
export function serverReader(catalogue: CatalogueCache): CatalogueReader {
  return {
    latest: async (n) => (await latestProducts(catalogue, n)).items,
    category: (id) => catalogue.getCategory(id),
    product: async (category, id) => (await catalogue.getProduct(category, id))?.product ?? null,
    related: async (category, id) => (await relatedFor(catalogue, category, id))?.related ?? null,
    productsByIds: async (ids) => {
      const { products, missing } = await productsByIds(catalogue, ids);
      return { products, missing };
    },
  };
}
