import { getCategory } from "../../shared/categories";
import { SITE_NAME } from "../title";
import { lazyView } from "../lazy-view";
import type { ViewData } from "../view-data";
import type { ViewChunks, RouteModule, RouteOf } from "./types";

const CategoryView = lazyView(() => import("../views/CategoryView"));

/** The category's frame without its listing: while it loads, and when it could not be read. */
const frame = (route: RouteOf<"category">): ViewData => ({ view: "category", categoryId: route.categoryId, manifest: null, page: null });

/** A category's listing: its manifest (filters, counts) and the first page the query string asks for. */
export const category: RouteModule<"category"> = {
  load: async (route, reader, search) => ({ view: "category", categoryId: route.categoryId, ...(await reader.category(route.categoryId, search)) }),
  loading: frame,
  // A category whose load failed keeps its frame, with the error and 'Reintentar'.
  failed: frame,
  title: (data) => `${getCategory(data.categoryId).name}: comparativa y precios | ${SITE_NAME}`,
  preload: () => CategoryView.preload(),
  skeleton: "grid",
  render: (data, { error }) => <CategoryView categoryId={data.categoryId} manifest={data.manifest} page={data.page} error={error} />,
};

export const categoryChunks: ViewChunks<"category"> = { files: () => ({ category: "views/CategoryView" }), key: () => "category", routeKey: () => "category" };
