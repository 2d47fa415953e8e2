import { SITE_NAME } from "../title";
import { NotFoundView } from "../views/NotFoundView";
import type { RouteModule, ViewChunks } from "./types";

/** What does not exist (a 404); its code is in the entry, so it shows even when no chunk can load. */
export const notFound: RouteModule<"notFound"> = {
  load: async () => ({ view: "notFound" }),
  loading: () => ({ view: "notFound" }),
  failed: () => ({ view: "notFound" }),
  title: () => `Página no encontrada | ${SITE_NAME}`,
  preload: () => Promise.resolve(),
  skeleton: "text",
  render: (_data, { error }) => <NotFoundView error={error} />,
};

/** None: what it shows is in the entry. */
export const notFoundChunks: ViewChunks<"notFound"> = { files: () => ({}), key: () => "notFound", routeKey: () => "notFound" };
