import { getCategory, type CategoryId } from "../../shared/categories";
import { categoryPath } from "../../shared/routes";
import { LoadErrorNotice } from "../components/LoadErrorNotice";
import { Link } from "../components/Link";
import { PRODUCT_LOAD_ERROR_TITLE } from "../title";

/**
 * A product whose load failed (the catalogue unavailable, a 5xx, no network): PRODUCT-RULES.md (Screens and routes)'s error
 * screen with 'Reintentar'. The product may well exist, so this is not the not-found view, which
 * only a 404 gets. Kept out of ProductView's chunk: a failed load needs none of its code.
 */
export function ProductErrorView({ categoryId, error }: { categoryId: CategoryId; error: string }) {
  const category = getCategory(categoryId);
  return (
    <div className="product-error">
      <h1>{PRODUCT_LOAD_ERROR_TITLE}</h1>
      <LoadErrorNotice message={error} />
      <p>
        <Link href={categoryPath(category.id)}>{`Ver todos los ${category.name.toLowerCase()}`}</Link>
      </p>
    </div>
  );
}
