import { CATEGORY_IDS } from "../../shared/categories";
import { categoryPath, staticPath } from "../../shared/routes";
import type { ProductCardData } from "../../shared/card";
import type { DealGroup } from "../../shared/home-deals";
import { TEXT } from "../../shared/texts";
import { CategoryPicker } from "../components/CategoryPicker";
import { HomeGuides } from "../components/home/HomeGuides";
import type { GuideIndexGroup } from "../../shared/guides/guide-types";
import { Link } from "../components/Link";
import { PagedGrid } from "../components/PagedGrid";
import { ProductCard, SkeletonCard } from "../components/ProductCard";
import { useAppSnapshot, useAppState } from "../state/app-state";
import { HomeDeals } from "./home/HomeDeals";

/** PRODUCT-RULES.md (Limits): the home shows a skeleton of 30 cards while the latest products load. */
const HOME_SKELETON_CARDS = 30;
const BADGES = ["Impulsado por IA", "Datos en Tiempo Real", "Actualizaciones Diarias", "Análisis Avanzado"];

export default function HomeView({
  latest,
  deals,
  guides = null,
}: {
  latest: readonly ProductCardData[] | null;
  deals: readonly DealGroup[] | null;
  guides?: readonly GuideIndexGroup[] | null;
}) {
  const state = useAppState();
  const { loading, homePages, viewportWidth } = useAppSnapshot();
  return (
    <div className="home">
      <section className="hero">
        <h1>Compara la mejor tecnología con inteligencia artificial</h1>
        {/* PRODUCT-RULES.md (Audience and categories): the home says the AI extracts and analyses the best sellers, updated daily.
            A phone shows that much; the rest would push the first products off its first screen. */}
        <p className="hero__lead">
          Nuestra IA extrae y analiza a diario los productos más vendidos de cada categoría
          <span className="hero__lead-more">: especificaciones, puntuaciones y precios al día, para que elijas con datos y no con anuncios</span>.
        </p>
        <ul className="hero__badges" aria-label="Ventajas">
          {BADGES.map((badge) => (
            <li key={badge} className="badge">
              {badge}
            </li>
          ))}
        </ul>
        <Link href={categoryPath(CATEGORY_IDS[0])} className="button button--light">
          Explorar Plataforma
        </Link>
        <CategoryPicker />
      </section>

      <HomeGuides groups={guides} />

      {/* Deals that could not be read leave no section; while the view loads they have none to show. */}
      {!loading && deals && <HomeDeals groups={deals} />}

      <section className="latest" aria-labelledby="latest-title">
        <h2 id="latest-title">Productos Añadidos Recientemente</h2>
        {loading ? (
          <div className="product-grid product-grid--home" aria-busy="true" aria-label="Cargando productos">
            {Array.from({ length: HOME_SKELETON_CARDS }, (_, i) => (
              <SkeletonCard key={i} />
            ))}
          </div>
        ) : latest === null ? (
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
          <PagedGrid
            layout="home"
            label="Productos añadidos recientemente"
            items={latest}
            pages={homePages}
            viewportWidth={viewportWidth}
            itemKey={(item) => `${item.categoryId}/${item.id}`}
            renderItem={(item) => <ProductCard product={item} />}
            onLoadMore={() => state.homePages++}
          />
        )}
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <h2 id="cta-title">¿Listo para elegir mejor?</h2>
        <p>Filtra por lo que de verdad te importa, compara hasta 3 productos lado a lado y compra al mejor precio.</p>
        <div className="cta__actions">
          <Link href={categoryPath(CATEGORY_IDS[0])} className="button button--primary">
            Comenzar a Comparar
          </Link>
          <Link href={staticPath("how-it-works")} className="button">
            Saber Más
          </Link>
        </div>
      </section>
    </div>
  );
}
