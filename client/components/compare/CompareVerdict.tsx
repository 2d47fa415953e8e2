import { getCategory, type CategoryId } from "../../../shared/categories";
import type { ProductDetail } from "../../../shared/product";
import { comparePath } from "../../../shared/routes";
import type { ComparisonVerdict } from "../../../shared/verdict/comparison-verdict";
import { productName } from "../../../shared/product-name";
import { Link } from "../Link";

/**
 * 'En resumen' at the top of the comparison: the verdict of shared/verdict (one line per product,
 * then the overall line), every figure in it shown in the table below. Products of different
 * categories get no verdict, only the offer to compare the products of one category.
 */
export function CompareVerdict({ products, verdict }: { products: readonly ProductDetail[]; verdict: ComparisonVerdict | null }) {
  const categories = [...new Set(products.map((p) => p.categoryId))];
  if (categories.length > 1) return <CategoryChoice products={products} categories={categories} />;
  if (!verdict) return null;
  return (
    <section className="panel compare-verdict" aria-labelledby="compare-verdict-title">
      <h2 id="compare-verdict-title">En resumen</h2>
      <ul className="compare-verdict__lines">
        {verdict.lines.map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
        {verdict.shared.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {verdict.overall && <p className="compare-verdict__overall">{verdict.overall}</p>}
      <p className="compare-verdict__how">Una diferencia de menos de 3 puntos en una puntuación o del 5 % en un precio o un dato cuenta como empate.</p>
    </section>
  );
}

function CategoryChoice({ products, categories }: { products: readonly ProductDetail[]; categories: CategoryId[] }) {
  return (
    <section className="panel compare-verdict" aria-labelledby="compare-verdict-title">
      <h2 id="compare-verdict-title">En resumen</h2>
      <p>Productos de categorías distintas: solo se comparan los datos que comparten y no decimos cuál es mejor.</p>
      <p className="compare-verdict__choice-title">Comparar solo los productos de una categoría:</p>
      <ul className="compare-verdict__choices">
        {categories.map((category) => {
          const own = products.filter((p) => p.categoryId === category);
          return (
            <li key={category}>
              <Link href={comparePath(own.map((p) => p.id))}>{`${getCategory(category).name}: ${own.map(productName).join(", ")}`}</Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
