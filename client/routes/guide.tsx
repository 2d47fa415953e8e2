import { SITE_NAME } from "../title";
import { lazyView } from "../lazy-view";
import type { ViewData } from "../view-data";
import type { ViewChunks, RouteModule, RouteOf } from "./types";

const GuideView = lazyView(() => import("../views/GuideView"));

/** The guide's frame without its data: while it loads, and when it could not be read. */
const frame = (route: RouteOf<"guide">): ViewData => ({ view: "guide", categoryId: route.categoryId, use: route.use, guide: null, index: null });

/** The guides: /guias lists them; a guide names its picks by role (shared/guides). */
export const guide: RouteModule<"guide"> = {
  load: async (route, reader) =>
    route.categoryId ? { ...frame(route), guide: await reader.guide(route.categoryId, route.use) } : { ...frame(route), index: await reader.guideIndex() },
  loading: frame,
  failed: frame,
  title: (data) => {
    if (data.guide) return `${data.guide.title} — ${data.guide.month} | ${SITE_NAME}`;
    return data.categoryId ? `Guía no encontrada | ${SITE_NAME}` : `Guías de compra: los mejores productos por uso | ${SITE_NAME}`;
  },
  preload: () => GuideView.preload(),
  skeleton: "text",
  render: (data, { error, loading }) => <GuideView data={data} error={error} loading={loading} />,
};

export const guideChunks: ViewChunks<"guide"> = { files: () => ({ guide: "views/GuideView" }), key: () => "guide", routeKey: () => "guide" };
