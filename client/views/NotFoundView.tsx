import { CATEGORIES } from "../../shared/categories";
import { categoryPath, homePath } from "../../shared/routes";
import { Link } from "../components/Link";

/** Unknown path, category or product, a failed product load, and /contact (seed 000 §2). */
export function NotFoundView({ error }: { error: string | null }) {
  return (
    <div className="not-found">
      <h1>Página no encontrada</h1>
      <p>{error ?? "La página que buscas no existe o ya no está disponible."}</p>
      <button type="button" className="button" onClick={() => window.history.back()}>
        Volver atrás
      </button>
      <Link href={homePath()} className="button button--primary">
        Ir al inicio
      </Link>
      <nav className="category-picker" aria-label="Elige una categoría">
        {CATEGORIES.map((c) => (
          <Link key={c.id} href={categoryPath(c.id)} className="category-picker__item">
            {c.name}
          </Link>
        ))}
      </nav>
    </div>
  );
}
