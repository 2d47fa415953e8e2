import { useEffect, useRef } from "react";
import { getCategory } from "../../shared/categories";
import type { ProductDetail } from "../../shared/product";
import { categoryPath } from "../../shared/routes";
import type { RelatedCards } from "../view-data";
import { track } from "../analytics";
import { CompareToggle } from "../components/CompareToggle";
import { Guarded } from "../components/Guarded";
import { Link } from "../components/Link";
import { ProductImage } from "../components/ProductImage";
import { ProductFit } from "../components/product/ProductFit";
import { GuideMentions } from "../components/product/GuideMentions";
import { PurchaseBox } from "../components/product/PurchaseBox";
import { SpecTabs } from "../components/product/SpecTabs";
import { SummaryCard } from "../components/product/SummaryCard";
import { useAppState } from "../state/app-state";
import { usePriceClock } from "../state/price-clock";
import { trayItem } from "../state/shared-comparison";
import { lazySection } from "../lazy-section";
import { productName } from "../../shared/product-name";

// Below the fold: their chunks load while the page hydrates (their server HTML stays until then).
const WhereToBuy = lazySection(() => import("../components/product/WhereToBuy").then((m) => m.WhereToBuy));
const ScoreSection = lazySection(() => import("../components/product/ScoreSection").then((m) => m.ScoreSection));
const RelatedCarousel = lazySection(() => import("../components/product/RelatedCarousel").then((m) => m.RelatedCarousel));

/** The product detail (PRODUCT-RULES.md, Screens and routes): summary, scores, analysis, purchase box, specs and related products. */
export default function ProductView({ product, related }: { product: ProductDetail; related: RelatedCards | null }) {
  const state = useAppState();
  const category = getCategory(product.categoryId);
  // The picture (or its placeholder) flies to the Comparar button when the product is added.
  const picture = useRef<HTMLSpanElement>(null);
  const { amazon } = product;
  const { now, freshHours } = usePriceClock();

  useEffect(() => {
    track(state.config, "view_item", {
      item_id: product.id,
      item_category: product.categoryId,
      item_brand: product.brand,
      price: amazon.price,
      currency: amazon.priceCurrency,
    });
  }, [state, product.id, product.categoryId, product.brand, amazon.price, amazon.priceCurrency]);

  return (
    <article className="product">
      <nav className="breadcrumb" aria-label="Ruta de navegación">
        <ol>
          <li>
            <Link href={categoryPath(category.id)}>{category.name}</Link>
          </li>
          <li aria-current="page">{product.model}</li>
        </ol>
      </nav>
      <header className="product__header">
        <h1>{productName(product)}</h1>
        <p className="product__meta">
          {product.brand} · {product.year}
        </p>
      </header>

      <div className="product__top">
        <div className="product__media">
          <span className="product__picture" ref={picture}>
            <ProductImage
              className="product__image"
              src={amazon.imageLarge || amazon.image}
              alt={productName(product)}
              width={400}
              height={300}
              fetchPriority="high"
            />
          </span>
          <CompareToggle imageRef={picture} item={trayItem(product, now.getTime(), freshHours)} />
        </div>
        {/* Before the summary: on a phone the price and 'Ver en Amazon' come right after the
            picture, within the first screen; on a wide screen CSS puts the box in the third column. */}
        <Guarded name="caja de compra">
          <PurchaseBox product={product} />
        </Guarded>
        <Guarded name="resumen">
          <SummaryCard product={product} />
        </Guarded>
      </div>

      <Guarded name="para quién es">
        <ProductFit product={product} related={related} />
      </Guarded>
      <Guarded name="guías">
        <GuideMentions mentions={related?.guides} />
      </Guarded>
      <Guarded name="dónde comprar">
        <WhereToBuy product={product} />
      </Guarded>

      <Guarded name="puntuaciones">
        <ScoreSection product={product} />
      </Guarded>

      <Guarded name="análisis">
        <section className="panel analysis" aria-labelledby="analysis-title">
          <h2 id="analysis-title">{product.analysis.heading}</h2>
          {/* Rendered from Markdown by the worker with react-markdown (no raw HTML, safe URLs). */}
          <div className="analysis__body" dangerouslySetInnerHTML={{ __html: product.analysis.html }} />
        </section>
      </Guarded>

      <Guarded name="especificaciones">
        <SpecTabs product={product} />
      </Guarded>

      {related && (
        <>
          <Guarded name="carrusel Especificaciones Similares">
            <RelatedCarousel id="similar-specs" title="Especificaciones Similares" products={related.similarSpecs} />
          </Guarded>
          <Guarded name="carrusel Rango de Precio Similar">
            <RelatedCarousel id="similar-price" title="Rango de Precio Similar" products={related.similarPrice} />
          </Guarded>
        </>
      )}
    </article>
  );
}
