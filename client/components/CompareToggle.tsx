import { useEffect, useRef, useState } from "react";
import { useAppSnapshot, useAppState } from "../state/app-state";
import { isInTray, isTrayFull, toggleCompare, type CompareItem } from "../state/compare";
import { flyToCompare } from "./fly-to-compare";
import { Icon } from "./Icon";

/** Seed 000 §9: the 'Comparar Producto' tooltip appears after one second of hover. */
export const TOOLTIP_DELAY_MS = 1000;

/**
 * A card's compare button: adds or removes the product, checked when chosen, disabled when the
 * tray is full and this product is not in it.
 */
export function CompareToggle({ item, imageRef }: { item: CompareItem; imageRef: React.RefObject<HTMLElement | null> }) {
  const state = useAppState();
  const snap = useAppSnapshot();
  const selected = isInTray(snap.tray, item.id);
  const disabled = !selected && isTrayFull(snap.tray);
  const [tooltip, setTooltip] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tooltipId = `compare-tip-${item.categoryId}-${item.id}`;

  useEffect(() => () => clearTimeout(timer.current), []);
  const showLater = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTooltip(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setTooltip(false);
  };

  return (
    <span className="compare-toggle" onMouseEnter={showLater} onMouseLeave={hide}>
      <button
        type="button"
        className="compare-toggle__button"
        aria-pressed={selected}
        aria-label={`${selected ? "Quitar" : "Añadir"} ${item.brand} ${item.model} ${selected ? "de" : "a"} la comparación`}
        aria-describedby={tooltip ? tooltipId : undefined}
        // aria-disabled rather than disabled: it still takes the click, so the shopper hears why
        // (seed 000 §5's refusal alert) instead of a button that silently does nothing.
        aria-disabled={disabled || undefined}
        onFocus={showLater}
        onBlur={hide}
        onClick={() => {
          hide();
          if (toggleCompare(state, item) === "added") flyToCompare(imageRef.current);
        }}
      >
        <Icon name={selected ? "check" : "plus"} size={16} />
      </button>
      {tooltip && (
        <span role="tooltip" id={tooltipId} className="compare-toggle__tooltip">
          Comparar Producto
        </span>
      )}
    </span>
  );
}
