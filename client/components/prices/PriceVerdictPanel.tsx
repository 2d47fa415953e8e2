import { formatPrice } from "../../../shared/format";
import type { ProductDetail } from "../../../shared/product";
import { currentPrice } from "../../../shared/prices/current-price";
import { pricePercentile, priceStatsOf } from "../../../shared/prices/price-stats";
import { PRICE_VERDICT_METHOD, priceVerdict, windowText } from "../../../shared/prices/price-verdict";
import { verdictHistory } from "../../../shared/prices/verdict-history";

/**
 * '¿Es buen momento para comprar?' in the purchase box: the verdict, the figures it comes from
 * (lowest, usual and highest price of the window, percentile, trend) and the method in a disclosure.
 * `now` is the render's time: a cached page judges the price's freshness again when it hydrates.
 */
export function PriceVerdictPanel({ product, now }: { product: ProductDetail; now: number }) {
  const current = currentPrice(product, now);
  const history = verdictHistory(product);
  const stats = priceStatsOf(history);
  const verdict = priceVerdict(stats, current);
  const money = (amount: number) => formatPrice(amount, current.currency);
  const percentile = stats ? pricePercentile(history, current.price) : undefined;
  return (
    <section className={`price-verdict price-verdict--${verdict.level}`} aria-labelledby="price-verdict-title">
      <h3 id="price-verdict-title" className="price-verdict__title">
        ¿Es buen momento para comprar?
      </h3>
      <p className="price-verdict__label">{verdict.label}</p>
      {stats && (
        <dl className="price-verdict__figures">
          <div>
            <dt>Mínimo</dt>
            <dd>{money(stats.lowest)}</dd>
          </div>
          <div>
            <dt>Habitual</dt>
            <dd>{money(stats.median)}</dd>
          </div>
          <div>
            <dt>Máximo</dt>
            <dd>{money(stats.highest)}</dd>
          </div>
        </dl>
      )}
      {stats && (
        <p className="price-verdict__context">
          {`En ${windowText(stats)}`}
          {percentile !== undefined && `; estuvo más barato el ${percentile} % de los días`}
          {stats.trend && `; tendencia: ${stats.trend}`}.
        </p>
      )}
      <details className="price-verdict__method">
        <summary>¿Cómo lo calculamos?</summary>
        <ul>
          {PRICE_VERDICT_METHOD.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
