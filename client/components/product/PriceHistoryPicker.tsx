import { useEffect, useState } from "react";
import type { PricePoint, ProductDetail } from "../../../shared/product";
import { offersOf } from "../../../shared/prices/offers";
import { PriceHistoryChart } from "./PriceHistoryChart";

/**
 * The price history: the best price across shops per day by default, and on demand one shop's own
 * (the recent weeks it keeps). The choice is offered once the page runs its script: before that a
 * button would do nothing, and the best price's chart and caption are what the page shows.
 */
export function PriceHistoryPicker({ product, best }: { product: ProductDetail; best: readonly PricePoint[] }) {
  const shops = offersOf(product)
    .filter((offer) => offer.shopId !== "amazon" && (offer.priceHistory?.length ?? 0) > 1)
    .map((offer) => ({ id: offer.shopId, name: offer.shopName, history: offer.priceHistory! }));
  // Amazon's own history is the record's long one.
  const amazon = product.amazon.priceHistory ?? [];
  const choices = [
    { id: "best", name: "Mejor precio", history: best },
    ...(amazon.length > 1 && shops.length > 0 ? [{ id: "amazon", name: "Amazon", history: amazon }] : []),
    ...shops,
  ];
  const [chosen, choose] = useState("best");
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const shown = choices.find((choice) => choice.id === chosen) ?? choices[0];
  return (
    <div className="price-history-picker">
      {running && choices.length > 1 && (
        <div className="price-history-picker__choices" role="group" aria-label="Historial de precios de">
          {choices.map((choice) => (
            <button key={choice.id} type="button" className="chip-button" aria-pressed={choice.id === shown.id} onClick={() => choose(choice.id)}>
              {choice.name}
            </button>
          ))}
        </div>
      )}
      <PriceHistoryChart key={shown.id} history={shown.history} />
    </div>
  );
}
