import { useEffect, useRef, useState } from "react";
import { formatPrice } from "../../shared/format";
import { COMPARE_MAX, comparePath } from "../../shared/routes";
import { navigate } from "../navigation";
import { useAppSnapshot, useAppState } from "../state/app-state";
import { removeFromCompare } from "../state/compare";
import { CompareRefusal } from "./CompareRefusal";
import { Icon } from "./Icon";

/**
 * The header's Comparar button with its count badge, and the dropdown of chosen products
 * (PRODUCT-RULES.md, Screens and routes): n/3, a remove button per item, 'Comparar N productos' only with more than one;
 * it closes on an outside click or touch and on Escape.
 */
export function CompareMenu() {
  const state = useAppState();
  const compare = useAppSnapshot().tray.items;
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (container.current && !container.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
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
  }, [open]);

  const openComparison = () => {
    setOpen(false);
    void navigate(state, comparePath(state.tray.items.map((item) => item.id)));
  };

  return (
    <div className="compare-menu" ref={container}>
      {/* The tray's refusal of a fourth product (fixed at the bottom of the window). */}
      <CompareRefusal />
      <button
        ref={button}
        type="button"
        className="compare-menu__button"
        id="compare-button"
        aria-expanded={open}
        aria-controls="compare-dropdown"
        onClick={() => setOpen((value) => !value)}
      >
        {/* Named by its text, "Comparar 2 de 3 productos elegidos", of which the word and the count
            show: the name contains what is seen (WCAG 2.5.3). */}
        <Icon name="compare" />
        <span className="compare-menu__label">Comparar</span>
        <span className="compare-menu__badge">{compare.length}</span>
        <span className="visually-hidden">{`de ${COMPARE_MAX} productos elegidos`}</span>
      </button>
      {open && (
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
                    {`${item.brand} ${item.model}`}
                    <small>{formatPrice(item.price)}</small>
                  </span>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Quitar ${item.brand} ${item.model} de la comparación`}
                    onClick={() => removeFromCompare(state, item.id)}
                  >
                    <Icon name="close" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {compare.length > 1 && (
            <button type="button" className="button button--primary compare-menu__go" onClick={openComparison}>
              Comparar {compare.length} productos
            </button>
          )}
        </div>
      )}
    </div>
  );
}
