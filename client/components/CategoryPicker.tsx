import { CATEGORIES } from "../../shared/categories";
import { categoryPath } from "../../shared/routes";
import { Link } from "./Link";

/** A row of links, one per category (home hero and the not-found view). */
export function CategoryPicker() {
  return (
    <nav className="category-picker" aria-label="Elige una categoría">
      {CATEGORIES.map((c) => (
        <Link key={c.id} href={categoryPath(c.id)} className="category-picker__item">
          {c.name}
        </Link>
      ))}
    </nav>
  );
}
