import type { StaticPageId } from "../../shared/routes";
import { STATIC_PAGE_TITLES } from "../meta";

/** Static pages (loaded lazily). Issue 4 writes their full Spanish content. */
export default function StaticPageView({ page }: { page: StaticPageId }) {
  return (
    <article className="static-page">
      <h1>{STATIC_PAGE_TITLES[page]}</h1>
    </article>
  );
}
