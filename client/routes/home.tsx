import { LATEST_MAX } from "../../shared/api-contract";
import { SITE_NAME } from "../title";
import { lazyView } from "../lazy-view";
import { optional } from "./optional";
import type { ViewChunks, RouteModule } from "./types";

const HomeView = lazyView(() => import("../views/HomeView"));

/** The home page: the newest products. */
export const home: RouteModule<"home"> = {
  // The home page shows the most latest products the API serves; without them it still shows.
  load: async (_route, reader) => ({ view: "home", latest: await optional("latest products", () => reader.latest(LATEST_MAX)) }),
  loading: () => ({ view: "home", latest: [] }),
  failed: () => ({ view: "notFound" }),
  title: () => `${SITE_NAME}: compara televisores, portátiles, móviles y más`,
  preload: () => HomeView.preload(),
  skeleton: "grid",
  render: (data) => <HomeView latest={data.latest} />,
};

export const homeChunks: ViewChunks<"home"> = { files: () => ({ home: "views/HomeView" }), key: () => "home", routeKey: () => "home" };
