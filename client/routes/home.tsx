import { LATEST_MAX } from "../../shared/api-contract";
import { SITE_NAME } from "../title";
import { lazyView } from "../lazy-view";
import { optional } from "./optional";
import type { ViewChunks, RouteModule } from "./types";

const HomeView = lazyView(() => import("../views/HomeView"));

/** The home page: the newest products. */
export const home: RouteModule<"home"> = {
  // The home page shows the most latest products the API serves; without them it still shows.
  // The deals too; a failure of either hides only its section.
  load: async (_route, reader) => {
    const [latest, deals] = await Promise.all([optional("latest products", () => reader.latest(LATEST_MAX)), optional("deals", () => reader.deals())]);
    return { view: "home", latest, deals };
  },
  loading: () => ({ view: "home", latest: [], deals: [] }),
  failed: () => ({ view: "notFound" }),
  title: () => `${SITE_NAME}: compara televisores, portátiles, móviles y más`,
  preload: () => HomeView.preload(),
  skeleton: "grid",
  render: (data) => <HomeView latest={data.latest} deals={data.deals ?? null} />,
};

export const homeChunks: ViewChunks<"home"> = { files: () => ({ home: "views/HomeView" }), key: () => "home", routeKey: () => "home" };
