import type { SiteOwner } from "../../config";

/** Props every static page receives from StaticPageView. */
export interface StaticPageProps {
  siteHost: string;
  contactEmail: string;
  owner: SiteOwner;
}
