import { COMPARE_MAX } from "../../shared/routes";
import type { ProductDetail } from "../../shared/product";
import { currentPrice } from "../../shared/prices/current-price";
import type { AppState } from "./app-state";
import type { CompareItem } from "./compare";

/**
 * What opening a comparison link (/comparar?pids=…, shared or bookmarked) does to the visitor's
 * compare tray. The tray is the visitor's own work, so a link never silently throws
 * away a product they chose:
 * - "same": the tray already holds exactly these products, in this order;
 * - "adopt": the tray is empty, or every product in it is on this page, so taking the page's
 *   products loses nothing: the tray becomes them, in the page's order;
 * - "offer": the tray holds products this page does not show; it is kept, and the page offers to
 *   replace it (SharedTrayOffer), naming what it would replace.
 */
export function sharedLinkDecision(tray: readonly Pick<CompareItem, "id">[], shared: readonly Pick<CompareItem, "id">[]): "same" | "adopt" | "offer" {
  if (shared.length === 0) return "same";
  if (tray.length === shared.length && tray.every((item, i) => item.id === shared[i].id)) return "same";
  const ids = new Set(shared.map((item) => item.id));
  return tray.every((item) => ids.has(item.id)) ? "adopt" : "offer";
}

/**
 * A product's entry in the tray: its best current offer's price (the one its page shows) and when
 * that price was checked, so the compare menu can tell its age later.
 */
export function trayItem(p: ProductDetail, now: number = Date.now(), freshHours?: number): CompareItem {
  const { price, checkedAt } = currentPrice(p, now, freshHours);
  return {
    id: p.id,
    categoryId: p.categoryId,
    brand: p.brand,
    model: p.model,
    image: p.amazon.imageSmall || p.amazon.image,
    price,
    ...(checkedAt ? { checkedAt } : {}),
  };
}

/** The tray entries of the products a comparison page shows: one per product, at most COMPARE_MAX. */
export function trayItems(products: readonly ProductDetail[], now: number = Date.now(), freshHours?: number): CompareItem[] {
  const seen = new Set<string>();
  return products
    .filter((p) => !seen.has(p.id) && Boolean(seen.add(p.id)))
    .slice(0, COMPARE_MAX)
    .map((p) => trayItem(p, now, freshHours));
}

/**
 * Makes the page's products the tray. Not an 'add_to_comparison' per product for analytics: the
 * visitor opened a comparison (compare_products is sent by the page), they did not pick these.
 */
export function adoptComparison(state: AppState, items: readonly CompareItem[]): void {
  state.tray.items = items.map((item) => ({ ...item }));
}
