import { formatPrice } from "../../shared/format";
import { COMPARE_MAX } from "../../shared/routes";
import type { Product } from "../../shared/product";

interface CompareViewProps {
  products: readonly Product[];
  missing: readonly string[];
  problem: "none" | "empty" | "tooMany";
}

/** The comparison page (loaded lazily). Issue 4 builds the full side-by-side table. */
export default function CompareView({ products, missing, problem }: CompareViewProps) {
  return (
    <div className="compare">
      <h1>Comparar productos</h1>
      {problem === "empty" && <p role="alert">Elige al menos 1 producto para comparar.</p>}
      {problem === "tooMany" && <p role="alert">Solo puedes comparar {COMPARE_MAX} productos a la vez.</p>}
      {missing.length > 0 && <p role="alert">No encontramos estos productos: {missing.join(", ")}</p>}
      {products.length > 0 && (
        <table className="compare__table">
          <thead>
            <tr>
              <th scope="col">Producto</th>
              <th scope="col">Precio</th>
            </tr>
          </thead>
          <tbody>
            {products.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  {p.brand} {p.model}
                </th>
                <td>{formatPrice(p.amazon.price, p.amazon.priceCurrency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
