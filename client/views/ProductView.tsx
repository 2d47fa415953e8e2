import { getCategory } from "../../shared/categories";
import { formatDate, formatPrice } from "../../shared/format";
import type { Product } from "../../shared/product";
import { categoryPath } from "../../shared/routes";
import type { RelatedProducts } from "../../shared/similarity";
import { Link } from "../components/Link";
import { ProductCard } from "../components/ProductCard";

export default function ProductView({ product, related }: { product: Product; related: RelatedProducts | null }) {
  const category = getCategory(product.categoryId);
  const { amazon } = product;
  return (
    <article className="product">
      <nav className="breadcrumb" aria-label="Ruta de navegación">
        <Link href={categoryPath(category.id)}>{category.name}</Link> / <span>{product.model}</span>
      </nav>
      <h1>
        {product.brand} {product.model}
      </h1>
      <p className="product__meta">
        {product.brand} · {product.year}
        {product.lastUpdated && <> · Actualizado el {formatDate(product.lastUpdated)}</>}
      </p>
      <img className="product__image" src={amazon.imageLarge || amazon.image} alt={`${product.brand} ${product.model}`} width={480} height={360} />
      <p className="product__price">{formatPrice(amazon.price, amazon.priceCurrency)}</p>
      {related && related.similarSpecs.length > 0 && (
        <section aria-labelledby="similar-specs">
          <h2 id="similar-specs">Especificaciones Similares</h2>
          <div className="product-grid">
            {related.similarSpecs.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
