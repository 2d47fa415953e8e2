import type { CategoryId } from "../categories";
import type { Availability, ShopOffer } from "../product";
import { AMAZON_SHOP_ID, findShop } from "../shops";
import type { FeedRow } from "./parse";
import { availabilityOf, moneyOf } from "./formats";

/** A product of the catalogue, as a feed row is matched to it. */
export interface ProductRef {
  category: CategoryId;
  id: string;
}

/** What identifies products in feeds: EANs, ASINs, and shop codes (the mapping table and the offers' own). */
export interface FeedKeys {
  byGtin: Map<string, ProductRef>;
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

export interface FeedMatch {
  /** Updates by product, keyed `${category}/${id}`. */
  updates: Map<string, { ref: ProductRef; updates: FeedUpdate[] }>;
  /** One line per row left out, with the reason. */
  report: string[];
  counts: { rows: number; matched: number; unmatched: number; refused: number };
}

/** "1.099,00", "1099,00", "1099.00" or "1099.00 EUR" → 1099; anything else (another currency included) is not a price. */
export function parseAmount(raw: string): number | undefined {
  const money = moneyOf(raw);
  return money && (money.currency ?? "EUR") === "EUR" ? money.amount : undefined;
}

function httpsLink(raw: string): string | undefined {
  try {
    const url = new URL(raw.trim());
    return url.protocol === "https:" && url.hostname ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Why a row cannot be applied, field by field (empty when it can). */
function rowProblems(row: FeedRow): { problems: string[]; update?: Omit<FeedUpdate, "line"> } {
  const problems: string[] = [];
  const shop = findShop(row.shop.trim().toLowerCase());
  if (!shop) problems.push(`tienda "${row.shop}" no configurada`);
  const price = parseAmount(row.price);
  if (price === undefined || !(price > 0)) problems.push(`precio "${row.price}" no válido`);
  const availability = availabilityOf(row.availability);
  if (!availability) problems.push(`disponibilidad "${row.availability}" desconocida`);
  const link = httpsLink(row.link);
  if (!link) problems.push(`enlace "${row.link.slice(0, 60)}" no es https`);
  const shipping = row.shipping === undefined ? undefined : parseAmount(row.shipping);
  if (row.shipping !== undefined && shipping === undefined) problems.push(`envío "${row.shipping}" no válido`);
  if (problems.length) return { problems };
  return {
    problems,
    update: {
      shopId: shop!.id,
      price: price!,
      availability: availability!,
      link: link!,
      ...(shipping !== undefined ? { shipping } : {}),
      ...(row.code ? { code: row.code } : {}),
    },
  };
}

/**
 * Matches feed rows to products by EAN, then ASIN, then the shop's own code (a mapping table, or
 * the code an offer already carries), and checks each row as an offer is checked. Rows left out are
 * reported one line each with the reason; a second row for the same product and shop is refused.
 */
export function matchFeed(rows: readonly FeedRow[], keys: FeedKeys): FeedMatch {
  const match: FeedMatch = { updates: new Map(), report: [], counts: { rows: rows.length, matched: 0, unmatched: 0, refused: 0 } };
  for (const row of rows) {
    const where = `línea ${row.line}${row.shop ? ` (${row.shop})` : ""}`;
    const { problems, update } = rowProblems(row);
    if (!update) {
      match.counts.refused++;
      match.report.push(`RECHAZADA  ${where}: ${problems.join("; ")}`);
      continue;
    }
    const ref =
      (row.ean && keys.byGtin.get(row.ean)) ||
      (row.asin && keys.byAsin.get(row.asin.toUpperCase())) ||
      (row.code && keys.byShopCode.get(shopCodeKey(update.shopId, row.code))) ||
      undefined;
    if (!ref) {
      match.counts.unmatched++;
      const named = [row.ean && `EAN ${row.ean}`, row.asin && `ASIN ${row.asin}`, row.code && `código ${row.code}`].filter(Boolean).join(", ");
      match.report.push(`SIN PRODUCTO  ${where}: ningún producto con ${named || "identificador"}`);
      continue;
    }
    const key = `${ref.category}/${ref.id}`;
    const entry = match.updates.get(key) ?? { ref, updates: [] };
    if (entry.updates.some((u) => u.shopId === update.shopId)) {
      match.counts.refused++;
      match.report.push(`RECHAZADA  ${where}: otra fila de la misma tienda para ${key}`);
      continue;
    }
    entry.updates.push({ line: row.line, ...update });
    match.updates.set(key, entry);
    match.counts.matched++;
  }
  return match;
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

/** The keys of a catalogue's records (gtin, amazon.asin, offers' shop codes), plus a mapping table. */
export function feedKeys(
  records: Iterable<{ ref: ProductRef; data: Record<string, unknown> }>,
  mapping: Iterable<{ shop: string; code: string; ref: ProductRef }> = [],
): FeedKeys {
  const keys: FeedKeys = { byGtin: new Map(), byAsin: new Map(), byShopCode: new Map() };
  for (const { ref, data } of records) {
    if (typeof data.gtin === "string") keys.byGtin.set(data.gtin, ref);
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
