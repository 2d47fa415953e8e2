import type { ViewLoader } from "../../client/view-data";
import { publicManifest } from "../../shared/catalogue-manifest";
import { SERVER_COLUMNS, PAGE_ROWS } from "../../shared/grid";
import { linkedPages, parseListingQuery } from "../../shared/listing-query";
import { understandQuery } from "../../shared/spec-search/understand";
import type { CatalogueReader } from "../data/catalogue-reader";
import { latestProducts, listingPage, productPage, productsByIds } from "../data/catalogue-queries";
import { suggestCatalogue } from "../data/catalogue-suggest";
import { dealGroups } from "../data/catalogue-deals";
import { dealsShownAt } from "../../shared/home-deals";
import { guideAnswer, guideIndex } from "../data/guide-queries";

/** The first page a category renders: the widest grid's 10 rows (CSS hides what narrower ones do not show). */
export const FIRST_PAGE_CARDS = PAGE_ROWS * SERVER_COLUMNS;

/** The worker's view loader for page rendering: the same queries the JSON API answers with. */
export function serverReader(catalogue: CatalogueReader, priceCutoff?: number, freshHours?: number): ViewLoader {
  return {
    latest: async (n) => (await latestProducts(catalogue, n)).items,
    // Only the deals current now go into the page (and its hydration data); the view applies the same rule at its own time.
    deals: async () => dealsShownAt((await dealGroups(catalogue)).groups, Date.now(), freshHours),
    category: async (id, search) => {
      const manifest = await catalogue.manifest(id);
      // `?pagina=N` (the no-script 'Cargar más Productos'): the N first pages, as the in-place load shows them.
      const cards = FIRST_PAGE_CARDS * linkedPages(search);
      const query = understandQuery(parseListingQuery(search, manifest.filters), manifest.vocabulary);
      const { manifest: _manifest, ...page } = await listingPage(catalogue, id, query, 0, cards, priceCutoff);
      return { manifest: publicManifest(manifest), page: { offset: 0, ...page } };
    },
    product: async (category, id) => (await catalogue.document(category, id))?.product ?? null,
    related: async (category, id) => (await productPage(catalogue, category, id, freshHours))?.related ?? null,
    productsByIds: async (ids) => {
      const { products, missing } = await productsByIds(catalogue, ids);
      return { products, missing };
    },
    search: async (term) => {
      const { groups, complete } = await suggestCatalogue(catalogue, term, priceCutoff);
      return { groups, complete };
    },
    guide: (category, use) => guideAnswer(catalogue, category, use, Date.now(), freshHours),
    guideIndex: async () => (await guideIndex(catalogue)).groups,
  };
}
