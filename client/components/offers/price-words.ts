import { formatPrice } from "../../../shared/format";
import type { ShopOffer } from "../../../shared/product";

/** "Envío gratis", "+ 4,99 € de envío", or nothing when the shop does not say. */
export function shippingText(offer: Pick<ShopOffer, "shipping" | "priceCurrency">): string | null {
  if (offer.shipping === undefined) return null;
  return offer.shipping === 0 ? "Envío gratis" : `+ ${formatPrice(offer.shipping, offer.priceCurrency)} de envío`;
}

/**
 * "Mejor precio en {tienda}" only when it beats another shop's fresh price; with one fresh price
 * there is nothing it was compared with: "Precio en {tienda}". Stale prices never count.
 */
export const bestPriceWords = (shopName: string, freshShops: number): string => (freshShops >= 2 ? `Mejor precio en ${shopName}` : `Precio en ${shopName}`);

/** "1 tienda", "3 tiendas". */
export const shopsText = (count: number): string => (count === 1 ? "1 tienda" : `${count} tiendas`);
