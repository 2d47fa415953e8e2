import { formatDate } from "../../../shared/format";
import type { ProductDetail } from "../../../shared/product";
import { modelAfterBrand } from "../../../shared/product-name";
import { scoreTone } from "../../../shared/scores";

/** PRODUCT-RULES.md (Limits): up to 6 pros and 6 cons on the summary card. */
const SUMMARY_POINTS = 6;
const GAUGE_RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * GAUGE_RADIUS;

/** A round gauge of the overall score (or the expert score × 10 when there is no overall). */
export function ScoreGauge({ product }: { product: ProductDetail }) {
  const score = product.score?.overall ?? (product.reviews?.expertScore !== undefined ? product.reviews.expertScore * 10 : null);
  if (score === null) return null;
  const value = Math.max(0, Math.min(100, Math.round(score)));
  return (
    <div className={`gauge gauge--${scoreTone(value)}`} role="img" aria-label={`Puntuación global: ${value} de 100`}>
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle cx="50" cy="50" r={GAUGE_RADIUS} className="gauge__track" />
        <circle
          cx="50"
          cy="50"
          r={GAUGE_RADIUS}
          className="gauge__value"
          strokeDasharray={`${((CIRCUMFERENCE * value) / 100).toFixed(1)} ${CIRCUMFERENCE.toFixed(1)}`}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className="gauge__number" aria-hidden="true">
        {value}
      </span>
    </div>
  );
}

export function ProsCons({ pros, cons, limit }: { pros?: string[]; cons?: string[]; limit: number }) {
  const lists = [
    { kind: "pro", title: "A favor", items: pros },
    { kind: "con", title: "En contra", items: cons },
  ].filter((list) => list.items?.length);
  if (lists.length === 0) return null;
  return (
    <div className="pros-cons">
      {lists.map(({ kind, title, items }) => (
        <div key={kind}>
          <h3 className={`pros-cons__title pros-cons__title--${kind}`}>{title}</h3>
          <ul className={`pros-cons__list pros-cons__list--${kind}`}>
            {items!.slice(0, limit).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The summary card's id: the spec tab links here for the pros and cons (SpecTabs). */
export const SUMMARY_ID = "resumen";

/** PRODUCT-RULES.md (Screens and routes): brand and model, last-updated date, the score gauge, 6 pros and 6 cons. */
export function SummaryCard({ product }: { product: ProductDetail }) {
  return (
    <section className="panel summary" id={SUMMARY_ID} aria-labelledby="summary-title">
      <div className="summary__head">
        <div>
          <p className="summary__brand">{product.brand}</p>
          <h2 id="summary-title" className="summary__model">
            {modelAfterBrand(product)}
          </h2>
          {product.lastUpdated && <p className="summary__updated">Actualizado el {formatDate(product.lastUpdated)}</p>}
        </div>
        <ScoreGauge product={product} />
      </div>
      <ProsCons pros={product.reviews?.pros} cons={product.reviews?.cons} limit={SUMMARY_POINTS} />
    </section>
  );
}
