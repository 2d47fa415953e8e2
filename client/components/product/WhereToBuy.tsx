import { availabilityLabel } from "../../../shared/availability";
import { formatDate, formatPrice, formatRelative } from "../../../shared/format";
import type { ProductDetail, ShopOffer } from "../../../shared/product";
import { findShop } from "../../../shared/shops";
import { AffiliateLink } from "../offers/AffiliateLink";
import { usePriceBoard } from "../offers/use-price-board";
import { shippingText } from "../offers/price-words";
import { productName } from "../../../shared/product-name";

function CheckedAt({ offer, now, prefix }: { offer: ShopOffer; now: Date; prefix: string }) {
  if (!offer.checkedAt) return null;
  return (
    <time className="offer__checked" dateTime={offer.checkedAt} title={formatDate(offer.checkedAt)}>
      {`${prefix} ${formatRelative(offer.checkedAt, now)}`}
    </time>
  );
}

/**
 * 'Dónde comprar': every shop with a current price, cheapest total first (shipping included when
 * known), each with its availability, when it was checked and a 'Ver en {tienda}' link with the
 * affiliate disclosure beside it. Prices older than the freshness limit follow apart, with their
 * age, no availability and a 'Comprobar precio en {tienda}' link: they are never offered as current.
 */
export function WhereToBuy({ product }: { product: ProductDetail }) {
  const { current, stale, now, freshHours } = usePriceBoard(product);
  const name = productName(product);
  const disclosures = [...new Set([...current, ...stale].map((offer) => findShop(offer.shopId)?.disclosure).filter((text): text is string => !!text))];
  return (
    <section className="panel where-to-buy" id="donde-comprar" aria-labelledby="where-to-buy-title">
      <h2 id="where-to-buy-title">Dónde comprar</h2>
      {current.length === 0 && <p className="where-to-buy__none">{`Ninguna tienda tiene un precio comprobado en las últimas ${freshHours} horas.`}</p>}
      {current.length > 0 && (
        <ol className="offers">
          {current.map((offer) => {
            const shipping = shippingText(offer);
            return (
              <li key={offer.shopId} className="offer">
                <span className="offer__shop">{offer.shopName}</span>
                <span className="offer__price">{formatPrice(offer.price, offer.priceCurrency)}</span>
                {shipping && <span className="offer__shipping">{shipping}</span>}
                {offer.availability && <span className={`availability availability--${offer.availability}`}>{availabilityLabel(offer.availability)}</span>}
                <CheckedAt offer={offer} now={now} prefix="comprobado" />
                <span className="offer__action">
                  <AffiliateLink product={product} offer={offer} className="button button--primary offer__link">
                    <span className="visually-hidden">{` ${name}`}</span>
                  </AffiliateLink>
                  <small className="offer__affiliate">Enlace de afiliado</small>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {stale.length > 0 && (
        <>
          <h3 className="where-to-buy__stale-title">Precios sin comprobar recientemente</h3>
          <ul className="offers offers--stale">
            {stale.map((offer) => (
              <li key={offer.shopId} className="offer offer--stale">
                <span className="offer__shop">{offer.shopName}</span>
                <span className="offer__last-seen">
                  {`Último precio visto: ${formatPrice(offer.price, offer.priceCurrency)}${offer.checkedAt ? ` (${formatRelative(offer.checkedAt, now)})` : ""}`}
                </span>
                <span className="offer__action">
                  <AffiliateLink product={product} offer={offer} stale className="button offer__link">
                    <span className="visually-hidden">{` ${name}`}</span>
                  </AffiliateLink>
                  <small className="offer__affiliate">Enlace de afiliado</small>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {disclosures.map((text) => (
        <p key={text} className="where-to-buy__disclosure">
          {text}
        </p>
      ))}
    </section>
  );
}
