import type { StaticPageId } from "../../shared/routes";
import { STATIC_PAGE_TITLES } from "../static-titles";
import { SITE_NAME } from "../title";
import StaticPageView from "../views/StaticPageView";
import { STATIC_PAGES, STATIC_PAGE_FILES } from "../views/static-pages";
import type { RouteModule, ViewChunks } from "./types";

/** The legal and help pages: a title and a text. */
export const staticPage: RouteModule<"static"> = {
  load: async (route) => ({ view: "static", page: route.page }),
  loading: (route) => ({ view: "static", page: route.page }),
  failed: () => ({ view: "notFound" }),
  title: (data) => `${STATIC_PAGE_TITLES[data.page]} | ${SITE_NAME}`,
  preload: (data) => STATIC_PAGES[data.page].preload(),
  skeleton: "text",
  render: (data) => <StaticPageView page={data.page} />,
};

/** Each static page's text is a chunk of its own ("static:help"): a visitor downloads only the page they read. */
const chunkKey = (page: StaticPageId) => `static:${page}`;
export const staticPageChunks: ViewChunks<"static"> = {
  files: () => Object.fromEntries(Object.entries(STATIC_PAGE_FILES).map(([page, file]) => [chunkKey(page as StaticPageId), `views/static/${file}`])),
  key: (data) => chunkKey(data.page),
  routeKey: (route) => chunkKey(route.page),
};
