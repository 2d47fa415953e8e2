import { staticPath } from "../../shared/routes";
import { STATIC_PAGE_TITLES } from "../static-titles";
import { SITE_NAME } from "../title";
import { staticPage } from "./static-page";
import type { ViewHead } from "./types";

export const staticPageHead: ViewHead<"static"> = {
  meta: (data) => ({
    title: staticPage.title(data),
    description: `${STATIC_PAGE_TITLES[data.page]} de ${SITE_NAME}.`,
    canonicalPath: staticPath(data.page),
    keywords: `${STATIC_PAGE_TITLES[data.page].toLowerCase()}, ${SITE_NAME.toLowerCase()}`,
    ogType: "website",
    image: null,
  }),
  jsonLd: () => [],
};
