import { isValidProductId } from "../../shared/routes";
import { ViewSkeleton } from "../components/ViewSkeleton";
import { SITE_NAME } from "../title";
import { lazyView } from "../lazy-view";
import { CompareVerdictSection } from "../components/compare/verdict-section";
import type { ViewData } from "../view-data";
import type { ViewChunks, RouteModule } from "./types";

const CompareView = lazyView(() => import("../views/CompareView"));

/** No products yet: while they load, and when they could not be read. */
const empty = (): ViewData => ({ view: "compare", products: [], missing: [], problem: "none" });

/** The comparison of up to COMPARE_MAX products by id, across categories; unknown ids are listed as missing. */
export const compare: RouteModule<"compare"> = {
  load: async (route, reader) => {
    const differencesOnly = route.differencesOnly === true;
    const use = route.use;
    if (route.pids.length === 0) return { view: "compare", products: [], missing: [], problem: "empty", differencesOnly };
    const valid = route.pids.filter(isValidProductId);
    const [found] = await Promise.all([
      valid.length ? reader.productsByIds(valid) : { products: [], missing: [] },
      // With the products, so the summary above the table shows with it rather than pushing it down.
      CompareVerdictSection.preload(),
    ]);
    // Named back to the shopper; an id no product could have is cut short (the address is any length).
    const missing = route.pids.filter((id) => !found.products.some((p) => p.id === id)).map((id) => (id.length > 40 ? `${id.slice(0, 40)}…` : id));
    return { view: "compare", products: found.products, missing, problem: "none", differencesOnly, ...(use && { use }) };
  },
  loading: empty,
  failed: empty,
  title: () => `Comparar productos | ${SITE_NAME}`,
  preload: () => CompareView.preload(),
  skeleton: "compare",
  render: (data, { loading }) =>
    loading ? (
      <ViewSkeleton view="compare" shape="compare" />
    ) : (
      <CompareView
        products={data.products}
        missing={data.missing}
        problem={data.problem}
        sections={data.sections}
        differencesOnly={data.differencesOnly === true}
        use={data.use}
      />
    ),
};

export const compareChunks: ViewChunks<"compare"> = { files: () => ({ compare: "views/CompareView" }), key: () => "compare", routeKey: () => "compare" };
