import type { ViewLoader } from "../../client/view-data";
import { publicHead } from "../../shared/catalogue-head";
import { SERVER_COLUMNS, PAGE_ROWS } from "../../shared/grid";
import { parseListingQuery } from "../../shared/listing-query";
import type { CatalogueReader } from "../data/catalogue-reader";
import { latestProducts, listingPage, productPage, productsByIds } from "../data/catalogue-queries";

/** The first page a category renders: the widest grid's 10 rows (CSS hides what narrower ones do not show). */
export const FIRST_PAGE_CARDS = PAGE_ROWS * SERVER_COLUMNS;

/** The worker's view loader for page rendering: the same queries the JSON API answers with. */
export function serverReader(catalogue: CatalogueReader, priceCutoff?: number): ViewLoader {
  return {
    latest: async (n) => (await latestProducts(catalogue, n)).items,
    category: async (id, search) => {
      const head = await catalogue.head(id);
      const { head: _head, ...page } = await listingPage(catalogue, id, parseListingQuery(search, head.filters), 0, FIRST_PAGE_CARDS, priceCutoff);
      return { head: publicHead(head), page: { offset: 0, ...page } };
    },
    product: async (category, id) => (await catalogue.document(category, id))?.product ?? null,
    related: async (category, id) => (await productPage(catalogue, category, id))?.related ?? null,
    productsByIds: async (ids) => {
      const { products, missing } = await productsByIds(catalogue, ids);
      return { products, missing };
    },
  };
}
