import { useEffect, type RefObject } from "react";
import { isPriceFresh } from "../../shared/prices/freshness";
import { priceText } from "../../shared/prices/price-text";
import { COMPARE_MAX } from "../../shared/routes";
import { useAppSnapshot, useAppState } from "../state/app-state";
import { removeFromCompare } from "../state/compare";
import { usePriceClock } from "../state/price-clock";
import { Icon } from "./Icon";
import { productName } from "../../shared/product-name";

interface CompareDropdownProps {
  /** The menu (button and dropdown): a click or touch outside it closes the dropdown. */
  container: RefObject<HTMLDivElement | null>;
  /** The menu's button, which gets focus back when Escape closes the dropdown. */
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onCompare: () => void;
}

/**
 * The header's dropdown of chosen products (CompareMenu.tsx): n/3, a remove button per item,
 * 'Comparar N productos' only with more than one; it closes on an outside click or touch and on
 * Escape. Its code loads after the page has hydrated, apart from every page's first scripts.
 */
export default function CompareDropdown({ container, button, onClose, onCompare }: CompareDropdownProps) {
  const state = useAppState();
  const compare = useAppSnapshot().tray.items;
  const { now, freshHours } = usePriceClock();

  useEffect(() => {
    const onPointer = (event: Event) => {
      if (container.current && !container.current.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        onClose();
        button.current?.focus();
      }
    };
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("touchstart", onPointer, { passive: true });
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("touchstart", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [container, button, onClose]);

  return (
    <div className="compare-menu__dropdown" id="compare-dropdown" role="region" aria-label="Productos para comparar">
      <p className="compare-menu__counter">
        {compare.length}/{COMPARE_MAX}
      </p>
      {compare.length === 0 ? (
        <p className="compare-menu__empty">Añade productos con el botón de comparar de cada tarjeta.</p>
      ) : (
        <ul className="compare-menu__list">
          {compare.map((item) => (
            <li key={item.id} className="compare-menu__item">
              <img src={item.image} alt="" width={48} height={36} />
              <span className="compare-menu__name">
                {productName(item)}
                {/* A price kept from before it carried its check time has no age to show: none is shown. */}
                {item.checkedAt && (
                  <small>
                    {priceText({ price: item.price, fresh: isPriceFresh(item.checkedAt, now.getTime(), freshHours), checkedAt: item.checkedAt }, "EUR", now)}
                  </small>
                )}
              </span>
              <button
                type="button"
                className="icon-button"
                aria-label={`Quitar ${productName(item)} de la comparación`}
                onClick={() => removeFromCompare(state, item.id)}
              >
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {compare.length > 1 && (
        <button type="button" className="button button--primary compare-menu__go" onClick={onCompare}>
          Comparar {compare.length} productos
        </button>
      )}
    </div>
  );
}
