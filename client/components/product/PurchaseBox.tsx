import { formatDate, formatPrice, formatRelative } from "../../../shared/format";
import { lowestPriceBefore } from "../../../shared/price-history";
import { RECENT_LOW_DAYS } from "../../../shared/prices/price-stats";
import type { ProductDetail } from "../../../shared/product";
import { findShop } from "../../../shared/shops";
import { availabilityLabel } from "../../../shared/availability";
import { AffiliateLink } from "../offers/AffiliateLink";
import { lazySection } from "../../lazy-section";
import { Guarded } from "../Guarded";
import { usePriceBoard } from "../offers/use-price-board";
import { bestPriceWords, shippingText, shopsText } from "../offers/price-words";

// The verdict's method text and the history chart with its shop picker load after the page hydrates.
const PriceVerdictPanel = lazySection(() => import("../prices/PriceVerdictPanel").then((m) => m.PriceVerdictPanel));
const PriceHistoryPicker = lazySection(() => import("./PriceHistoryPicker").then((m) => m.PriceHistoryPicker));

const GENERIC_DISCLOSURE = "Enlace de afiliado: podemos recibir una comisión, sin coste para ti.";

/**
 * PRODUCT-RULES.md (Screens and routes) purchase box: the best current offer across shops (price in euros, availability
 * badge, 'Ver en {tienda}' in a new tab) and how many shops have a current price ('Mejor precio en
 * {tienda}' only beside another shop's fresh price, else 'Precio en {tienda}'). This project's additions (PRODUCT-RULES.md, Prices everywhere):
 * the lowest price of the last 30 days (what Spanish rules on price reductions compare with), when
 * the price was checked, and the price history. A price older than the freshness limit is never
 * shown as current: it reads "Último precio visto: … (hace …)", without a badge or a reduction, and
 * its link says 'Comprobar precio en {tienda}'. Below the link: whether it is a good time to buy.
 */
export function PurchaseBox({ product }: { product: ProductDetail }) {
  const { best, current, now } = usePriceBoard(product);
  const history = product.bestPriceHistory ?? product.amazon.priceHistory ?? [];
  const offer = best!.offer;
  const fresh = best!.fresh;
  const lowest = fresh ? lowestPriceBefore(history, RECENT_LOW_DAYS) : null;
  const reduction = lowest && offer.price < lowest.price ? Math.round((1 - offer.price / lowest.price) * 100) : 0;
  const shipping = shippingText(offer);
  return (
    <section className="panel purchase" aria-labelledby="purchase-title">
      <h2 id="purchase-title" className="visually-hidden">
        Comprar
      </h2>
      {fresh ? (
        <div className="purchase__head">
          <p className="purchase__price">{formatPrice(offer.price, offer.priceCurrency)}</p>
          {offer.availability && <p className={`availability availability--${offer.availability}`}>{availabilityLabel(offer.availability)}</p>}
        </div>
      ) : (
        <p className="purchase__last-seen">
          Último precio visto: <strong>{formatPrice(offer.price, offer.priceCurrency)}</strong>{" "}
          {offer.checkedAt && <time dateTime={offer.checkedAt} title={formatDate(offer.checkedAt)}>{`(${formatRelative(offer.checkedAt, now)})`}</time>}
        </p>
      )}
      {fresh ? (
        <p className="purchase__shops">
          {`${bestPriceWords(offer.shopName, current.length)}${shipping ? ` (${shipping.toLowerCase()})` : ""}${current.length > 1 ? ` · comparado en ${shopsText(current.length)}` : ""}`}
        </p>
      ) : (
        <p className="purchase__stale">Ninguna tienda tiene un precio comprobado recientemente: compruébalo en la tienda antes de comprar.</p>
      )}
      {reduction > 0 && <p className="purchase__reduction">−{reduction} % respecto al precio más bajo de los 30 días anteriores</p>}
      {lowest && (
        <p className="purchase__lowest">
          Precio más bajo de los 30 días anteriores: <strong>{formatPrice(lowest.price, offer.priceCurrency)}</strong>
        </p>
      )}
      {fresh && offer.checkedAt && (
        <p className="purchase__checked">
          <time dateTime={offer.checkedAt} title={formatDate(offer.checkedAt)}>
            {`Precio comprobado ${formatRelative(offer.checkedAt, now)}`}
          </time>
        </p>
      )}
      <AffiliateLink
        product={product}
        offer={offer}
        stale={!fresh}
        className="button button--primary purchase__cta"
        fallback={<p className="purchase__unavailable">Enlace de compra no disponible</p>}
      />
      <p className="purchase__disclosure">{findShop(offer.shopId)?.disclosure ?? GENERIC_DISCLOSURE}</p>
      {/* After the link: the price, its availability, the 30-day lowest and 'Ver en {tienda}' must
          fit a phone's first screen, and the verdict's figures and words would push the link below it. */}
      <Guarded name="veredicto de precio">
        <PriceVerdictPanel product={product} now={now.getTime()} />
      </Guarded>
      <Guarded name="historial de precios">
        <PriceHistoryPicker product={product} best={history} />
      </Guarded>
    </section>
  );
}
