import { readOffers } from "../prices/offer-validation";
import { MAX_PRICE } from "../prices/price-limits";
import { checkShopLink, LINK_PROBLEM_TEXT, linkOnHosts } from "../prices/shop-links";
import { AMAZON_SHOP_ID, findAwinShop, findShop, type ShopConfig } from "../shops";
import { shopCodeKey, type FeedKeys, type FeedUpdate, type ProductRef } from "./apply";
import type { FeedFormat, FeedOfferRow, RowProblem, RowReading } from "./formats";

/** The examples the report keeps of each reason: enough to find the pattern, never the whole feed. */
export const EXAMPLES_PER_REASON = 20;

/** Rows left out for one reason: how many, and the first few with their row numbers. */
export interface ReasonTally {
  count: number;
  examples: { line: number; detail: string }[];
}

/** What a feed's rows came to, before anything is written. */
export interface FeedTally {
  rows: number;
  /** Rows that are a new price for a product of the catalogue. */
  matched: number;
  /** Valid offers for products the catalogue does not have. */
  unmatched: number;
  /** Rows left out, by reason. */
  refused: Map<string, ReasonTally>;
}

/** The updates a feed brings, by product (`${category}/${id}`). */
export type FeedUpdates = Map<string, { ref: ProductRef; updates: FeedUpdate[] }>;

export interface MatchOptions {
  format: FeedFormat;
  keys: FeedKeys;
  /** The shop the command names (`--shop`): every row is its offer. */
  shop?: ShopConfig;
  /** Called with each valid offer no product matched (for `--unmatched`). */
  onUnmatched?: (row: FeedOfferRow) => void;
}

/** A link to the shop's own site made an affiliate link by its template; a link already on the template's host is kept. */
export function affiliateLink(shop: Pick<ShopConfig, "affiliateTemplate">, link: string): string {
  const template = shop.affiliateTemplate;
  if (!template) return link;
  const trackingHost = new URL(template.replace("{url}", "")).hostname;
  return linkOnHosts(link, [trackingHost]) ? link : template.replace("{url}", encodeURIComponent(link));
}

/**
 * Matches a feed's rows to the catalogue's products one at a time, as they are read, and checks each
 * as the worker checks an offer before it can reach a page or a price history: a configured shop, a
 * link on that shop's hosts (https, no credentials), a price no higher than its category allows.
 * Products are found by GTIN (a GTIN two products share is reported, never guessed), then ASIN,
 * then the shop's own code. Memory holds the matched updates and a few examples per reason only.
 */
export class FeedMatcher {
  readonly tally: FeedTally = { rows: 0, matched: 0, unmatched: 0, refused: new Map() };
  readonly updates: FeedUpdates = new Map();

  constructor(private readonly options: MatchOptions) {}

  add(line: number, reading: RowReading): void {
    this.tally.rows++;
    if ("refused" in reading) return this.refuse(line, reading.refused);
    if ("used" in reading) return this.refuse(line, [reading.used]);
    const row = reading.offer;
    const shop = this.shopOf(row);
    if (!shop) {
      const named = row.shop ?? (row.merchantId ? `merchant_id ${row.merchantId}` : "");
      return this.refuse(line, [
        { reason: "tienda no configurada", detail: named ? `tienda "${named.slice(0, 60)}" no configurada` : "la fila no nombra tienda" },
      ]);
    }
    const checked = checkShopLink(shop, row.link);
    if ("problem" in checked) return this.refuse(line, [{ reason: LINK_PROBLEM_TEXT[checked.problem].es, detail: `enlace "${row.link.slice(0, 80)}"` }]);

    const found = this.productOf(row, shop);
    if ("shared" in found) {
      const products = found.shared.map((ref) => `${ref.category}/${ref.id}`).join(", ");
      return this.refuse(line, [{ reason: "GTIN de varios productos", detail: `GTIN ${row.gtin} lo tienen ${products}` }]);
    }
    if (!found.ref) {
      this.tally.unmatched++;
      this.options.onUnmatched?.(row);
      return;
    }
    const ref = found.ref;
    const maxPrice = MAX_PRICE[ref.category];
    if (row.price > maxPrice)
      return this.refuse(line, [
        { reason: "precio por encima del máximo de la categoría", detail: `${row.price} € en ${ref.category} (máximo ${maxPrice} €)` },
      ]);
    const link = affiliateLink(shop, checked.link);
    if (shop.id !== AMAZON_SHOP_ID) {
      // The worker's own offer checks, on the offer as it would be stored.
      const offer = {
        shopId: shop.id,
        price: row.price,
        priceCurrency: "EUR",
        availability: row.availability,
        link,
        checkedAt: new Date(0).toISOString(),
        shipping: row.shipping,
      };
      const problems = readOffers([offer], maxPrice).problems;
      if (problems.length) return this.refuse(line, [{ reason: "oferta no válida", detail: problems[0] }]);
    }
    const key = `${ref.category}/${ref.id}`;
    const entry = this.updates.get(key) ?? { ref, updates: [] };
    if (entry.updates.some((update) => update.shopId === shop.id)) {
      return this.refuse(line, [{ reason: "fila repetida", detail: `otra fila de ${shop.name} para ${key} (se aplica la primera)` }]);
    }
    entry.updates.push({
      line,
      shopId: shop.id,
      price: row.price,
      availability: row.availability,
      link,
      ...(row.shipping !== undefined ? { shipping: row.shipping } : {}),
      ...(row.code ? { code: row.code } : {}),
    });
    this.updates.set(key, entry);
    this.tally.matched++;
  }

  /** The row's shop: the command's, else the one the row names (this site's dialect) or its Awin merchant id. */
  private shopOf(row: FeedOfferRow): ShopConfig | undefined {
    if (this.options.shop) return this.options.shop;
    if (row.shop !== undefined) return findShop(row.shop.trim().toLowerCase());
    if (row.merchantId !== undefined) return findAwinShop(row.merchantId);
    return undefined;
  }

  private productOf(row: FeedOfferRow, shop: ShopConfig): { ref?: ProductRef } | { shared: ProductRef[] } {
    const { keys } = this.options;
    if (row.gtin) {
      const shared = keys.sharedGtins.get(row.gtin);
      if (shared) return { shared };
      const ref = keys.byGtin.get(row.gtin);
      if (ref) return { ref };
    }
    const ref = (row.asin && keys.byAsin.get(row.asin)) || (row.code && keys.byShopCode.get(shopCodeKey(shop.id, row.code))) || undefined;
    return { ref };
  }

  private refuse(line: number, problems: readonly RowProblem[]): void {
    const tally = this.tally.refused.get(problems[0].reason) ?? { count: 0, examples: [] };
    tally.count++;
    if (tally.examples.length < EXAMPLES_PER_REASON) tally.examples.push({ line, detail: problems.map((p) => p.detail).join("; ") });
    this.tally.refused.set(problems[0].reason, tally);
  }
}
