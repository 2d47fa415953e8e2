import { categoryPath } from "../../shared/routes";
import { TEXT } from "../../shared/texts";
import { CategoryPicker } from "../components/CategoryPicker";
import { Link } from "../components/Link";
import { ProductCard } from "../components/ProductCard";
import type { LatestItem } from "../../shared/summary";

export function HomeView({ latest }: { latest: readonly LatestItem[] | null }) {
  return (
    <div className="home">
      <section className="hero">
        <h1>Compara la mejor tecnología con inteligencia artificial</h1>
        <p>
          Nuestra IA extrae y analiza los productos más vendidos de cada categoría, con actualizaciones diarias de
          especificaciones, puntuaciones y precios.
        </p>
        <Link href={categoryPath("tv")} className="button button--primary">
          Explorar Plataforma
        </Link>
        <CategoryPicker />
      </section>
      <section className="latest" aria-labelledby="latest-title">
        <h2 id="latest-title">Productos Añadidos Recientemente</h2>
        {latest === null ? (
          <div className="notice notice--error" role="alert">
            <h3>{TEXT.latestErrorTitle}</h3>
            <p>{TEXT.latestErrorBody}</p>
          </div>
        ) : latest.length === 0 ? (
          <div className="notice">
            <h3>{TEXT.latestEmptyTitle}</h3>
            <p>{TEXT.latestEmptyBody}</p>
          </div>
        ) : (
          <div className="product-grid">
            {latest.map((item) => (
              <ProductCard key={`${item.categoryId}/${item.id}`} product={item} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
