import { GUIDES_PATH } from "../../../shared/guides/guide-paths";
import type { GuideIndexGroup } from "../../../shared/guides/guide-types";
import { Link } from "../Link";

/**
 * The home page's 'Guías': the most useful guide of each category (shared/guides/guide-choice.ts),
 * then all of them, in one row under its heading (one line of the first screen).
 */
export function HomeGuides({ groups }: { groups: readonly GuideIndexGroup[] | null }) {
  if (!groups?.length) return null;
  return (
    <section className="home-guides" aria-labelledby="home-guides-title">
      <h2 id="home-guides-title">Guías</h2>
      <ul className="home-guides__list">
        {groups.map((group) =>
          group.guides.map((guide) => (
            <li key={guide.path}>
              <Link href={guide.path} className="home-guides__link">
                {guide.title}
              </Link>
            </li>
          )),
        )}
        <li>
          <Link href={GUIDES_PATH} className="home-guides__link">
            Todas las guías
          </Link>
        </li>
      </ul>
    </section>
  );
}
