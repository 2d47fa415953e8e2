import type { ProductCardData } from "../../shared/card";
import { freshUntil, offersOf } from "../../shared/prices/offers";
import type { ProductDetail } from "../../shared/product";
import { readCardOffers } from "../../shared/summary";
import type { ViewData } from "../../client/view-data";

const cardTimes = (cards: readonly ProductCardData[] | null | undefined) =>
  (cards ?? []).flatMap((card) => (card.offers ? readCardOffers(card.offers) : []).map((o) => o.checkedAt));
const productTimes = (products: readonly ProductDetail[]) => products.flatMap((product) => offersOf(product).map((o) => o.checkedAt));

/**
 * Until when a rendered page's prices stay true: the moment the first price it shows as current
 * grows stale (null: none will). A page kept in the location's cache is not served past it, so a
 * page rendered while a price was fresh never shows it as current once the limit has passed.
 */
export function pageFreshUntil(data: ViewData, now: number, freshHours: number): number | null {
  switch (data.view) {
    case "home":
      return freshUntil(cardTimes(data.latest), now, freshHours);
    case "category":
      return freshUntil(cardTimes(data.page?.cards), now, freshHours);
    case "product":
      return freshUntil(
        [...(data.product ? productTimes([data.product]) : []), ...cardTimes(data.related?.similarSpecs), ...cardTimes(data.related?.similarPrice)],
        now,
        freshHours,
      );
    case "compare":
      return freshUntil(productTimes(data.products), now, freshHours);
    default:
      return null;
  }
}
