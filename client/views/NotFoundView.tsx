import { homePath } from "../../shared/routes";
import { CategoryPicker } from "../components/CategoryPicker";
import { Link } from "../components/Link";

/** Unknown path, category or product (a 404), and /contact (PRODUCT-RULES.md, Screens and routes); a product that failed to load gets ProductErrorView. */
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
      <CategoryPicker />
    </div>
  );
}
