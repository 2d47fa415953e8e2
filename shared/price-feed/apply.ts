import type { CategoryId } from "../categories";
import type { Availability, ShopOffer } from "../product";
import { AMAZON_SHOP_ID, findShop } from "../shops";
import { normalGtin } from "./gtin";

/** A product of the catalogue, as a feed row is matched to it. */
export interface ProductRef {
  category: CategoryId;
  id: string;
}

/** What identifies products in feeds: GTINs, ASINs, and shop codes (the mapping table and the offers' own). */
export interface FeedKeys {
  /** Key: the GTIN in its 14-digit form (shared/price-feed/gtin.ts). */
  byGtin: Map<string, ProductRef>;
  /** GTINs more than one product carries: a row with one is reported, never sent to either. */
  sharedGtins: Map<string, ProductRef[]>;
  byAsin: Map<string, ProductRef>;
  /** Key: `${shopId}|${code}`. */
  byShopCode: Map<string, ProductRef>;
}

export const shopCodeKey = (shopId: string, code: string) => `${shopId}|${code}`;

/** One shop's new price for one product. */
export interface FeedUpdate {
  line: number;
  shopId: string;
  price: number;
  availability: Availability;
  link: string;
  shipping?: number;
  code?: string;
}

/**
 * A stored record with a feed's prices: Amazon's row updates the `amazon` object (price,
 * availability, link, check time); any other shop's sets its entry in `offers`. Nothing else of the
 * record changes.
 */
export function applyFeedUpdates(record: Record<string, unknown>, updates: readonly FeedUpdate[], now: Date): Record<string, unknown> {
  const checkedAt = now.toISOString();
  const next: Record<string, unknown> = { ...record };
  let offers = Array.isArray(record.offers) ? [...(record.offers as ShopOffer[])] : [];
  for (const update of updates) {
    if (update.shopId === AMAZON_SHOP_ID) {
      next.amazon = {
        ...(record.amazon as Record<string, unknown>),
        price: update.price,
        availability: update.availability,
        affiliateLink: update.link,
        lastPriceUpdate: checkedAt,
      };
      continue;
    }
    const before = offers.find((o) => o.shopId === update.shopId);
    const offer: ShopOffer = {
      ...before,
      shopId: update.shopId,
      shopName: findShop(update.shopId)!.name,
      price: update.price,
      priceCurrency: "EUR",
      availability: update.availability,
      link: update.link,
      checkedAt,
      ...(update.shipping !== undefined ? { shipping: update.shipping } : {}),
      ...(update.code ? { shopCode: update.code } : {}),
    };
    offers = before ? offers.map((o) => (o === before ? offer : o)) : [...offers, offer];
  }
  if (offers.length) next.offers = offers;
  return next;
}

/** The keys of a catalogue's records (gtin, amazon.asin, offers' shop codes), plus a mapping table; a GTIN two records carry is set apart. */
export function feedKeys(
  records: Iterable<{ ref: ProductRef; data: Record<string, unknown> }>,
  mapping: Iterable<{ shop: string; code: string; ref: ProductRef }> = [],
): FeedKeys {
  const keys: FeedKeys = { byGtin: new Map(), sharedGtins: new Map(), byAsin: new Map(), byShopCode: new Map() };
  for (const { ref, data } of records) {
    const gtin = typeof data.gtin === "string" ? normalGtin(data.gtin) : undefined;
    if (gtin) {
      const other = keys.byGtin.get(gtin);
      if (other) keys.sharedGtins.set(gtin, [...(keys.sharedGtins.get(gtin) ?? [other]), ref]);
      else keys.byGtin.set(gtin, ref);
    }
    const asin = (data.amazon as { asin?: unknown } | undefined)?.asin;
    if (typeof asin === "string" && asin) keys.byAsin.set(asin.toUpperCase(), ref);
    if (Array.isArray(data.offers)) {
      for (const offer of data.offers as Partial<ShopOffer>[]) {
        if (offer?.shopId && offer.shopCode) keys.byShopCode.set(shopCodeKey(offer.shopId, offer.shopCode), ref);
      }
    }
  }
  for (const { shop, code, ref } of mapping) keys.byShopCode.set(shopCodeKey(shop, code), ref);
  return keys;
}
