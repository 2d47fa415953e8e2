import { useEffect, useMemo, useState } from "react";
import { Guarded } from "../components/Guarded";
import { getCategory } from "../../shared/categories";
import { buildComparison, onlyDifferences } from "../../shared/compare";
import { formatPrice } from "../../shared/format";
import type { ProductDetail } from "../../shared/product";
import { COMPARE_MAX, categoryPath, comparePath, homePath, productPath } from "../../shared/routes";
import { availabilityLabel } from "../../shared/availability";
import { track } from "../analytics";
import { CategoryPicker } from "../components/CategoryPicker";
import { Icon } from "../components/Icon";
import { Link } from "../components/Link";
import { RadarChart } from "../components/product/RadarChart";
import { navigate } from "../navigation";
import { useAppState } from "../state/app-state";
import { removeFromCompare } from "../state/compare";

interface CompareViewProps {
  products: readonly ProductDetail[];
  missing: readonly string[];
  problem: "none" | "empty" | "tooMany";
}

/**
 * The comparison page: up to 3 products side by side, their scores on one radar, every spec group
 * aligned row by row with the best value marked, 'Solo diferencias', remove and add-more. The URL
 * (?pids=a,b,c) reproduces the page.
 */
export default function CompareView({ products, missing, problem }: CompareViewProps) {
  const state = useAppState();
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const sections = useMemo(() => buildComparison(products), [products]);
  const shown = differencesOnly ? onlyDifferences(sections) : sections;
  const ids = products.map((p) => p.id).join(",");

  useEffect(() => {
    if (ids) track(state.config, "compare_products", { value: ids.split(",").length, items: ids });
  }, [state, ids]);

  const remove = (id: string) => {
    removeFromCompare(state, id);
    void navigate(state, comparePath(products.filter((p) => p.id !== id).map((p) => p.id)), { replace: true });
  };
  const addMoreHref = products[0] ? categoryPath(products[0].categoryId) : homePath();
  const crossCategory = new Set(products.map((p) => p.categoryId)).size > 1;

  return (
    <div className="compare">
      <h1>Comparar productos</h1>
      {problem === "empty" && (
        <div className="notice" role="alert">
          <p>Elige al menos 1 producto para comparar: usa el botón de comparar de cada producto.</p>
          <CategoryPicker />
        </div>
      )}
      {problem === "tooMany" && (
        <div className="notice notice--error" role="alert">
          <p>{`Solo puedes comparar ${COMPARE_MAX} productos a la vez. Elimina alguno de la dirección o elige de nuevo.`}</p>
          <Link href={homePath()}>Volver al inicio</Link>
        </div>
      )}
      {missing.length > 0 && (
        <div className="notice notice--error" role="alert">
          <p>{`No encontramos ${missing.length === 1 ? "este producto" : "estos productos"}: ${missing.join(", ")}.`}</p>
        </div>
      )}
      {products.length > 0 && (
        <>
          {crossCategory && <p className="compare__note">Productos de categorías distintas: se comparan en lo que comparten (precio, puntuaciones y datos generales).</p>}
          <div className="compare__actions">
            <label className="compare__toggle">
              <input type="checkbox" checked={differencesOnly} onChange={(event) => setDifferencesOnly(event.target.checked)} />
              Solo diferencias
            </label>
            {products.length < COMPARE_MAX && (
              <Link href={addMoreHref} className="button">
                <Icon name="plus" /> Añadir otro producto
              </Link>
            )}
          </div>
          <Guarded name="tabla de comparación" fallback={<p className="notice notice--error">No se pudo mostrar la comparación de estos productos.</p>}>
          <div className="compare__scroll">
            <table className="compare-table">
              <caption className="visually-hidden">Comparación de {products.map((p) => `${p.brand} ${p.model}`).join(", ")}</caption>
              <thead>
                <tr>
                  <td />
                  {products.map((p) => (
                    <th key={p.id} scope="col" className="compare-table__product">
                      <img src={p.amazon.imageSmall || p.amazon.image} alt="" width={160} height={120} />
                      <Link href={productPath(p.categoryId, p.id)}>
                        {`${p.brand} ${p.model}`}
                      </Link>
                      <span className="compare-table__category">{getCategory(p.categoryId).name}</span>
                      <span className="compare-table__price">{formatPrice(p.amazon.price, p.amazon.priceCurrency)}</span>
                      {p.amazon.availability && <span className={`availability availability--${p.amazon.availability}`}>{availabilityLabel(p.amazon.availability)}</span>}
                      <button type="button" className="link-button" aria-label={`Quitar ${p.brand} ${p.model} de la comparación`} onClick={() => remove(p.id)}>
                        Quitar
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              {shown.map((section) => (
                <tbody key={section.id}>
                  <tr className="compare-table__section">
                    <th scope="rowgroup" colSpan={products.length + 1}>
                      {section.label}
                    </th>
                  </tr>
                  {section.rows.map((row) => (
                    <tr key={row.key} data-differs={row.differs ? "" : undefined}>
                      <th scope="row">{row.label}</th>
                      {row.values.map((value, i) => (
                        <td key={products[i].id} className={row.best.includes(i) ? "compare-table__best" : undefined}>
                          {value ?? "—"}
                          {row.best.includes(i) && <span className="compare-table__badge">Mejor</span>}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          </Guarded>
          {shown.length === 0 && <p className="notice">Estos productos no se diferencian en ningún dato.</p>}
          <Guarded name="radar de la comparación">
            <section className="panel" aria-labelledby="compare-radar">
              <h2 id="compare-radar">Puntuaciones por aspecto</h2>
              <RadarChart
                series={products.map((p) => ({ name: `${p.brand} ${p.model}`, values: p.score?.categories ?? {} }))}
                label="Puntuaciones por aspecto de los productos comparados"
              />
            </section>
          </Guarded>
        </>
      )}
    </div>
  );
}
