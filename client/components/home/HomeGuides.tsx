import { GUIDES_PATH } from "../../../shared/guides/guide-paths";
import type { GuideIndexGroup } from "../../../shared/guides/guide-types";
import { Link } from "../Link";

/** The home page's 'Guías': the most useful guide of each category (shared/guides/guide-choice.ts), and all of them. */
export function HomeGuides({ groups }: { groups: readonly GuideIndexGroup[] | null }) {
  if (!groups?.length) return null;
  return (
    <section className="home-guides" aria-labelledby="home-guides-title">
      <h2 id="home-guides-title">Guías</h2>
      <p>Si aún no sabes qué modelo quieres: los mejores de cada categoría, elegidos con datos y precios comprobados.</p>
      <ul className="home-guides__list">
        {groups.map((group) =>
          group.guides.map((guide) => (
            <li key={guide.path}>
              <Link href={guide.path} className="home-guides__link">
                <span className="home-guides__category">{group.name}</span> {guide.title}
              </Link>
            </li>
          )),
        )}
      </ul>
      <p>
        <Link href={GUIDES_PATH}>Ver todas las guías</Link>
      </p>
    </section>
  );
}
