import type { StaticPageId } from "../../shared/routes";
import { STATIC_PAGE_TITLES } from "../static-titles";
import { useAppSnapshot } from "../state/app-state";
import { STATIC_PAGES } from "./static-pages";

/** A static page: its title, and its content from its own lazily loaded chunk. */
export default function StaticPageView({ page }: { page: StaticPageId }) {
  const { config } = useAppSnapshot();
  const Content = STATIC_PAGES[page];
  return (
    <article className="static-page">
      <h1>{STATIC_PAGE_TITLES[page]}</h1>
      <Content siteHost={config.siteHost} contactEmail={config.contactEmail} owner={config.owner} />
    </article>
  );
}
