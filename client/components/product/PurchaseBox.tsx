import { formatDate, formatPrice, formatRelative } from "../../../shared/format";
import { lowestPriceBefore } from "../../../shared/price-history";
import type { ProductDetail } from "../../../shared/product";
import { availabilityLabel } from "../../../shared/availability";
import { AffiliateLink } from "./AffiliateLink";
import { useNow } from "../../state/clock";
import { PriceHistoryChart } from "./PriceHistoryChart";
import { PriceVerdictPanel } from "../prices/PriceVerdictPanel";

/**
 * Seed 000 §2 purchase box: price in euros, availability badge, 'Ver en Amazon' in a new tab. Beyond
 * the seed: the lowest price of the last 30 days (what Spanish rules on price reductions compare
 * with), when the price was last checked, and the price history.
 */
export function PurchaseBox({ product }: { product: ProductDetail }) {
  const now = useNow();
  const { amazon } = product;
  const lowest = lowestPriceBefore(amazon.priceHistory, 30);
  const reduction = lowest && amazon.price < lowest.price ? Math.round((1 - amazon.price / lowest.price) * 100) : 0;
  return (
    <section className="panel purchase" aria-labelledby="purchase-title">
      <h2 id="purchase-title" className="visually-hidden">
        Comprar
      </h2>
      <div className="purchase__head">
        <p className="purchase__price">{formatPrice(amazon.price, amazon.priceCurrency)}</p>
        {amazon.availability && <p className={`availability availability--${amazon.availability}`}>{availabilityLabel(amazon.availability)}</p>}
      </div>
      {reduction > 0 && <p className="purchase__reduction">−{reduction} % respecto al precio más bajo de los 30 días anteriores</p>}
      {lowest && (
        <p className="purchase__lowest">
          Precio más bajo de los 30 días anteriores: <strong>{formatPrice(lowest.price, amazon.priceCurrency)}</strong>
        </p>
      )}
      {amazon.lastPriceUpdate && (
        <p className="purchase__checked">
          <time dateTime={amazon.lastPriceUpdate} title={formatDate(amazon.lastPriceUpdate)}>
            {`Precio comprobado ${formatRelative(amazon.lastPriceUpdate, now)}`}
          </time>
        </p>
      )}
      <PriceVerdictPanel product={product} now={now.getTime()} />
      <AffiliateLink
        product={product}
        className="button button--primary purchase__cta"
        fallback={<p className="purchase__unavailable">Enlace de compra no disponible</p>}
      />
      <p className="purchase__disclosure">Enlace de afiliado: podemos recibir una comisión, sin coste para ti.</p>
      <PriceHistoryChart history={amazon.priceHistory ?? []} />
    </section>
  );
}
