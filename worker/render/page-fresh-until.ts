import type { ProductCardData } from "../../shared/card";
import { freshUntilMs, offersOf } from "../../shared/prices/offers";
import type { ProductDetail } from "../../shared/product";
import type { ViewData } from "../../client/view-data";

/** Check times (ms) of the cards' offers, as the cards carry them: no dates to write and parse back. */
const cardTimes = (cards: readonly ProductCardData[] | null | undefined) => (cards ?? []).flatMap((card) => (card.offers ?? []).map((offer) => offer[1]));
const productTimes = (products: readonly ProductDetail[]) =>
  products.flatMap((product) => offersOf(product).map((o) => (o.checkedAt ? Date.parse(o.checkedAt) : Number.NaN)));

/**
 * Until when a rendered page's prices stay true: the moment the first price it shows as current
 * grows stale (null: none will). A page kept in the location's cache is not served past it, so a
 * page rendered while a price was fresh never shows it as current once the limit has passed.
 */
export function pageFreshUntil(data: ViewData, now: number, freshHours: number): number | null {
  switch (data.view) {
    case "home":
      return freshUntilMs(cardTimes(data.latest), now, freshHours);
    case "category":
      return freshUntilMs(cardTimes(data.page?.cards), now, freshHours);
    case "product":
      return freshUntilMs(
        [...(data.product ? productTimes([data.product]) : []), ...cardTimes(data.related?.similarSpecs), ...cardTimes(data.related?.similarPrice)],
        now,
        freshHours,
      );
    case "compare":
      return freshUntilMs(productTimes(data.products), now, freshHours);
    default:
      return null;
  }
}
