import { useEffect, useState } from "react";
import type { ProductDetail } from "../../../shared/product";
import { useAppSnapshot, useAppState } from "../../state/app-state";
import { adoptComparison, sharedLinkDecision, trayItems } from "../../state/shared-comparison";
import { productName } from "../../../shared/product-name";

/**
 * A comparison link fills the header's compare tray with its products, once the stored
 * tray has been read, following state/shared-comparison.ts: an empty tray, or one whose products
 * are all on this page, simply becomes this page's; a tray holding other products is kept, and this
 * offer says so and lets the visitor replace it.
 */
export function SharedTrayOffer({ products }: { products: readonly ProductDetail[] }) {
  const state = useAppState();
  const { items: compare, loaded: trayLoaded } = useAppSnapshot().tray;
  const [declined, setDeclined] = useState(false);
  const ids = products.map((p) => p.id).join(",");

  useEffect(() => {
    // Once per page, on the tray as stored: later changes to the tray are the visitor's own.
    if (trayLoaded && sharedLinkDecision(state.tray.items, trayItems(products)) === "adopt") adoptComparison(state, trayItems(products));
  }, [state, trayLoaded, ids]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!trayLoaded || declined || sharedLinkDecision(compare, trayItems(products)) !== "offer") return null;
  const others = compare.filter((item) => !products.some((p) => p.id === item.id));
  return (
    <div className="notice compare__tray-offer" role="status">
      <p>
        {`Tu selección para comparar tiene otros productos (${others.map(productName).join(", ")}). `}
        ¿Quieres guardar en su lugar los de esta comparación?
      </p>
      <div className="compare__tray-actions">
        <button type="button" className="button button--primary" onClick={() => adoptComparison(state, trayItems(products))}>
          Usar estos productos
        </button>
        <button type="button" className="button" onClick={() => setDeclined(true)}>
          Mantener mi selección
        </button>
      </div>
    </div>
  );
}
