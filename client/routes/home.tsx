import { LATEST_MAX } from "../../shared/api-contract";
import { SITE_NAME } from "../title";
import { lazyView } from "../lazy-view";
import { optional } from "./optional";
import type { ViewChunks, RouteModule } from "./types";

const HomeView = lazyView(() => import("../views/HomeView"));

/** The home page: the newest products. */
export const home: RouteModule<"home"> = {
  // The home page shows the most latest products the API serves; without them it still shows.
  load: async (_route, reader) => {
    // The deals and 'Guías' may disappear like the latest products: the page shows without them.
    const [latest, deals, guides] = await Promise.all([
      optional("latest products", () => reader.latest(LATEST_MAX)),
      optional("deals", () => reader.deals()),
      // The choice of guides comes with the view's own code, not in every page's first load.
      optional("guides", async () => (await import("../../shared/guides/guide-choice")).homeGuides(await reader.guideIndex())),
    ]);
    return { view: "home", latest, deals, guides };
  },
  loading: () => ({ view: "home", latest: [], deals: [] }),
  failed: () => ({ view: "notFound" }),
  title: () => `${SITE_NAME}: compara televisores, portátiles, móviles y más`,
  preload: () => HomeView.preload(),
  skeleton: "grid",
  render: (data) => <HomeView latest={data.latest} deals={data.deals ?? null} guides={data.guides ?? null} />,
};

export const homeChunks: ViewChunks<"home"> = { files: () => ({ home: "views/HomeView" }), key: () => "home", routeKey: () => "home" };
