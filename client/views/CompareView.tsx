import { useEffect, useMemo, useState } from "react";
import { ActionLink } from "../components/ActionLink";
import { Guarded } from "../components/Guarded";
import { onlyDifferences, type CompareSection } from "../../shared/compare-rows";
import type { ProductDetail } from "../../shared/product";
import { COMPARE_MAX, categoryPath, comparePath, homePath } from "../../shared/routes";
import { track } from "../analytics";
import { CategoryPicker } from "../components/CategoryPicker";
import { CompareTable } from "../components/compare/CompareTable";
import { SharedTrayOffer } from "../components/compare/SharedTrayOffer";
import { useComparisonSections } from "../components/compare/use-comparison-sections";
import { CompareVerdictSection } from "../components/compare/verdict-section";
import { Icon } from "../components/Icon";
import { Link } from "../components/Link";
import { navigate } from "../navigate";
import { useAppState } from "../state/app-state";
import { usePriceClock } from "../state/price-clock";
import { removeFromCompare } from "../state/compare";
import { sharedScoreAspects } from "../../shared/verdict/shared-aspects";
import { lazySection } from "../lazy-section";
import { productName } from "../../shared/product-name";

// Below the table.
const RadarChart = lazySection(() => import("../components/product/RadarChart").then((m) => m.RadarChart));

/**
 * A product's scores on the aspects every compared product has: an aspect one of them lacks would
 * be drawn at 0 for it, a score it never had (and products of different categories share few).
 */
function sharedAspects(aspects: readonly string[], product: ProductDetail): Record<string, number> {
  return Object.fromEntries(aspects.map((aspect) => [aspect, product.score!.categories![aspect]]));
}

interface CompareViewProps {
  products: readonly ProductDetail[];
  missing: readonly string[];
  problem: "none" | "empty";
  /** The rows the worker built (shared/compare.ts), on a page it rendered. */
  sections?: readonly CompareSection[];
  /** 'Solo diferencias' as the address asks (`diferencias=1`). */
  differencesOnly?: boolean;
  /** The use the shopper came from (`uso=`), which breaks an overall tie in the verdict. */
  use?: string;
}

/**
 * The comparison page: up to 3 products side by side, 'En resumen' (which to choose and why, from
 * shared/verdict), their aspect scores as rows and on one radar, every spec group aligned row by
 * row with the best value marked, 'Solo diferencias', remove and add-more. The URL
 * (?pids=a,b,c) reproduces the page.
 */
export default function CompareView({ products, missing, problem, sections: built, differencesOnly: asked = false, use }: CompareViewProps) {
  const state = useAppState();
  const [differencesOnly, setDifferencesOnly] = useState(asked);
  // An address reached later (Back, a link, a product removed) says again which rows to show.
  useEffect(() => setDifferencesOnly(asked), [asked]);
  // Prices are the best current offers at the page's time (a cached page corrects itself on hydration).
  const { now, freshHours } = usePriceClock();
  const nowMs = now.getTime();
  const sections = useComparisonSections(products, built, nowMs, freshHours);
  const aspects = useMemo(() => sharedScoreAspects(products), [products]);
  const shown = differencesOnly ? onlyDifferences(sections) : sections;
  const productIds = products.map((p) => p.id);
  const ids = productIds.join(",");

  useEffect(() => {
    if (ids) track(state.config, "compare_products", { value: ids.split(",").length, items: ids });
  }, [state, ids]);

  const removeHref = (id: string) =>
    comparePath(
      productIds.filter((other) => other !== id),
      differencesOnly,
      use,
    );
  const remove = (id: string) => {
    removeFromCompare(state, id);
    void navigate(state, removeHref(id), { replace: true });
  };
  // Without the script (or before it runs) both controls are links to the page that shows their
  // result; once hydrated they act in place, and the address keeps 'Solo diferencias' for a reload
  // or a shared link (no history entry: it is a way of reading this page, not another page).
  const toggleDifferences = () => {
    const next = !differencesOnly;
    setDifferencesOnly(next);
    window.history.replaceState(window.history.state, "", comparePath(productIds, next, use));
  };
  const addMoreHref = products[0] ? categoryPath(products[0].categoryId) : homePath();
  // The lazy sections keep one element while their products stay: toggling 'Solo diferencias' before
  // a section's code is in would otherwise make React drop its server HTML until the code arrives.
  const verdict = useMemo(
    () => (
      <Guarded name="resumen de la comparación">
        <CompareVerdictSection products={products} use={use} />
      </Guarded>
    ),
    [products, use],
  );
  const radar = useMemo(
    () => (
      <Guarded name="radar de la comparación">
        <section className="panel" aria-labelledby="compare-radar">
          <h2 id="compare-radar">Puntuaciones por aspecto</h2>
          <RadarChart
            series={products.map((p) => ({ name: productName(p), values: sharedAspects(aspects, p) }))}
            label="Puntuaciones por aspecto de los productos comparados"
          />
        </section>
      </Guarded>
    ),
    [products, aspects],
  );

  return (
    <div className="compare">
      <h1>Comparar productos</h1>
      {problem === "empty" && (
        <div className="notice" role="alert">
          <p>Elige al menos 1 producto para comparar: usa el botón de comparar de cada producto.</p>
          <CategoryPicker />
        </div>
      )}
      {missing.length > 0 && (
        <div className="notice notice--error" role="alert">
          <p>{`No encontramos ${missing.length === 1 ? "este producto" : "estos productos"}: ${missing.join(", ")}.`}</p>
        </div>
      )}
      {products.length > 0 && (
        <>
          <SharedTrayOffer products={products} />
          {verdict}
          <div className="compare__actions">
            <ActionLink
              href={comparePath(productIds, !differencesOnly, use)}
              onAction={toggleDifferences}
              aria-pressed={differencesOnly}
              className="compare__toggle"
            >
              <span className="compare__toggle-box" aria-hidden="true" />
              Solo diferencias
            </ActionLink>
            {products.length < COMPARE_MAX && (
              <Link href={addMoreHref} className="button">
                <Icon name="plus" /> Añadir otro producto
              </Link>
            )}
          </div>
          <Guarded name="tabla de comparación" fallback={<p className="notice notice--error">No se pudo mostrar la comparación de estos productos.</p>}>
            <CompareTable products={products} sections={shown} onRemove={remove} removeHref={removeHref} />
          </Guarded>
          {shown.length === 0 && <p className="notice">Estos productos no se diferencian en ningún dato.</p>}
          {radar}
        </>
      )}
    </div>
  );
}
