import type { ProductCardData } from "../../shared/card";
import { offersOf } from "../../shared/prices/offers";
import type { ProductDetail } from "../../shared/product";

/**
 * When each price the cards show was checked (ms; negative: never): what decides until when a
 * page's prices stay current. Read as the cards carry them, with no date to write and parse back.
 */
export const cardTimes = (cards: readonly ProductCardData[] | null | undefined) =>
  (cards ?? []).flatMap((card) => (card.offers ?? []).map((offer) => offer[1]));

/** When each price of the products was checked (ms; NaN: never). */
export const productTimes = (products: readonly ProductDetail[]) =>
  products.flatMap((product) => offersOf(product).map((o) => (o.checkedAt ? Date.parse(o.checkedAt) : Number.NaN)));
