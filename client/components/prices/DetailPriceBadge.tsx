import type { ProductDetail } from "../../../shared/product";
import { currentPrice } from "../../../shared/prices/current-price";
import { priceStatsOf } from "../../../shared/prices/price-stats";
import { verdictHistory } from "../../../shared/prices/verdict-history";
import { priceVerdict } from "../../../shared/prices/price-verdict";
import { useNow } from "../../state/clock";
import { PriceBadge } from "./PriceBadge";

/** A full product's price badge (the comparison's columns), every level shown: there is room to say "sin confirmar". */
export function DetailPriceBadge({ product }: { product: ProductDetail }) {
  const now = useNow();
  return <PriceBadge verdict={priceVerdict(priceStatsOf(verdictHistory(product)), currentPrice(product, now.getTime()))} />;
}
