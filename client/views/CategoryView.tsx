import { getCategory, type CategoryId } from "../../shared/categories";
import type { CategorySnapshot } from "../../shared/snapshot";
import { TEXT } from "../../shared/texts";
import { ProductCard } from "../components/ProductCard";
import { navigate } from "../navigation";
import { useAppState } from "../state/app-state";

interface CategoryViewProps {
  categoryId: CategoryId;
  snapshot: CategorySnapshot | null;
  error: string | null;
}

export function CategoryView({ categoryId, snapshot, error }: CategoryViewProps) {
  const state = useAppState();
  const category = getCategory(categoryId);
  return (
    <div className="category">
      <h1>{category.name}</h1>
      {!snapshot ? (
        <div className="notice notice--error" role="alert">
          <p>{error ?? TEXT.catalogueError}</p>
          <button type="button" className="button" onClick={() => void navigate(state, state.url, { replace: true })}>
            {TEXT.retry}
          </button>
        </div>
      ) : snapshot.products.length === 0 ? (
        <div className="notice">
          <h2>No se encontraron productos</h2>
          <p>Intenta ajustar los filtros para ver más resultados.</p>
        </div>
      ) : (
        <>
          <p className="category__count">{snapshot.facets.total} productos</p>
          <div className="product-grid">
            {snapshot.products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
