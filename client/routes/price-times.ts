import type { ProductCardData } from "../../shared/card";
import { offersOf } from "../../shared/prices/offers";
import type { ProductDetail } from "../../shared/product";
import { readCardOffers } from "../../shared/summary";

/** When each price the cards show was checked: what decides until when a page's prices stay current. */
export const cardTimes = (cards: readonly ProductCardData[] | null | undefined) =>
  (cards ?? []).flatMap((card) => (card.offers ? readCardOffers(card.offers) : []).map((o) => o.checkedAt));

/** When each price of the products was checked. */
export const productTimes = (products: readonly ProductDetail[]) => products.flatMap((product) => offersOf(product).map((o) => o.checkedAt));
