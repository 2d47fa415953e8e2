import { formatPrice } from "../../../shared/format";
import type { ShopOffer } from "../../../shared/product";

/** "Envío gratis", "+ 4,99 € de envío", or nothing when the shop does not say. */
export function shippingText(offer: Pick<ShopOffer, "shipping" | "priceCurrency">): string | null {
  if (offer.shipping === undefined) return null;
  return offer.shipping === 0 ? "Envío gratis" : `+ ${formatPrice(offer.shipping, offer.priceCurrency)} de envío`;
}

/** "1 tienda", "3 tiendas". */
export const shopsText = (count: number): string => (count === 1 ? "1 tienda" : `${count} tiendas`);
