import { formatNumber } from "../../../shared/format";
import type { ProductDetail } from "../../../shared/product";
import { scalePercent, scoreTone } from "../../../shared/scores";
import { RadarChart } from "./RadarChart";
import { productName } from "../../../shared/product-name";

interface Bar {
  label: string;
  value: number;
  text: string;
  percent: number;
}

/** PRODUCT-RULES.md (Screens and routes): overall (/100), expert (/10), market comparison (−50…50), user (/10), retailer (/5). */
export function scoreBars(product: ProductDetail): Bar[] {
  const bars: Bar[] = [];
  const add = (label: string, value: number | undefined, min: number, max: number, text: (v: number) => string) => {
    if (typeof value === "number" && Number.isFinite(value)) bars.push({ label, value, text: text(value), percent: scalePercent(value, min, max) });
  };
  add("Puntuación global", product.score?.overall, 0, 100, (v) => `${Math.round(v)}/100`);
  add("Puntuación de expertos", product.reviews?.expertScore, 0, 10, (v) => `${formatNumber(v)}/10`);
  add("Comparado con el mercado", product.score?.benchmark?.comparedToMarketAvg, -50, 50, (v) => `${v > 0 ? "+" : ""}${formatNumber(v)}`);
  add("Puntuación de usuarios", product.reviews?.userScore, 0, 10, (v) => `${formatNumber(v)}/10`);
  add("Valoración en la tienda", product.amazon.rating, 0, 5, (v) => `${formatNumber(v)}/5`);
  return bars;
}

export function ScoreSection({ product }: { product: ProductDetail }) {
  const bars = scoreBars(product);
  const name = productName(product);
  return (
    <section className="panel scores" aria-labelledby="scores-title">
      <h2 id="scores-title">Puntuaciones</h2>
      <div className="scores__grid">
        <RadarChart series={[{ name, values: product.score?.categories ?? {} }]} label={`Puntuaciones por aspecto de ${name}`} />
        {bars.length === 0 ? (
          <p>No hay datos de puntuación disponibles para comparar</p>
        ) : (
          <ul className="score-bars">
            {bars.map((bar) => (
              <li key={bar.label} className="score-bar">
                <span className="score-bar__label">{bar.label}</span>
                <span className="score-bar__value">{bar.text}</span>
                <span
                  className={`score-bar__track score-bar--${scoreTone(bar.percent)}`}
                  role="meter"
                  aria-label={bar.label}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(bar.percent)}
                  aria-valuetext={bar.text}
                >
                  {/* An SVG bar, not a style attribute: the CSP allows no inline styles. */}
                  <svg className="score-bar__svg" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
                    <rect className="score-bar__fill" x="0" y="0" width={bar.percent} height="8" rx="4" />
                  </svg>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
