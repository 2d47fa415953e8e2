import { useEffect, useRef, useState } from "react";
import { comparePath } from "../../shared/routes";
import { useAppSnapshot, useAppState } from "../state/app-state";
import { isInTray, isTrayFull, toggleCompare, type CompareItem } from "../state/compare";
import { afterHydration } from "../state/hydration";
import { EARLY_ACTION_ATTR, EARLY_PRESSED_ATTR } from "../early-actions";
import { ActionLink } from "./ActionLink";
import { iconClass } from "./Icon";
import { productName } from "../../shared/product-name";

/** The fly-to-compare animation runs only after a tap: its code is fetched once the page has hydrated. */
const flyModule = () => import("./fly-to-compare");

/** PRODUCT-RULES.md (Limits): the 'Comparar Producto' tooltip appears after one second of hover. */
export const TOOLTIP_DELAY_MS = 1000;

/**
 * A card's compare button: says what it does ('Comparar', 'En comparación' once chosen), adds or
 * removes the product, disabled when the tray is full and this product is not in it. It is a link to
 * the comparison of this product, so it works before and without the script; once hydrated it toggles
 * the tray in place. The 'Comparar Producto' tooltip waits for a mouse resting on it (or keyboard
 * focus), never for a finger: a tap's emulated mouse events would leave it showing over the card.
 */
export function CompareToggle({ item, imageRef }: { item: CompareItem; imageRef: React.RefObject<HTMLElement | null> }) {
  const state = useAppState();
  const snap = useAppSnapshot();
  const selected = isInTray(snap.tray, item.id);
  const disabled = !selected && isTrayFull(snap.tray);
  const [tooltip, setTooltip] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A press (finger or mouse) focuses the control too; only focus without one is the keyboard's.
  const pressed = useRef(false);
  const tooltipId = `compare-tip-${item.categoryId}-${item.id}`;
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => afterHydration(() => void flyModule()), []);
  const showLater = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTooltip(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setTooltip(false);
  };
  const act = () => {
    hide();
    if (toggleCompare(state, item) !== "added") return;
    const picture = imageRef.current;
    void flyModule().then(({ flyToCompare }) => flyToCompare(picture));
  };
  // A press before the stored tray is in (before the page hydrated: early-actions.ts; or replayed by
  // React while it hydrates) waits for it: added to an empty tray now, it would be lost when the stored
  // one replaces it. It asked for "+ Comparar", so it adds, never removes.
  const loaded = snap.tray.loaded;
  useEffect(() => {
    const button = link.current;
    if (!loaded || !button?.hasAttribute(EARLY_PRESSED_ATTR)) return;
    button.removeAttribute(EARLY_PRESSED_ATTR);
    if (!isInTray(state.tray, item.id)) act();
  }, [loaded]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <span
      className="compare-toggle"
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") showLater();
      }}
      onPointerLeave={hide}
    >
      <ActionLink
        ref={link}
        {...{ [EARLY_ACTION_ATTR]: "compare" }}
        href={comparePath([item.id])}
        className={`compare-toggle__button ${iconClass(selected ? "check" : "plus")}`}
        aria-pressed={selected}
        aria-describedby={tooltip ? tooltipId : undefined}
        // aria-disabled rather than disabled: it still takes the click, so the shopper hears why
        // (PRODUCT-RULES.md (Filters and search)'s refusal alert) instead of a button that silently does nothing.
        aria-disabled={disabled || undefined}
        onPointerDown={() => (pressed.current = true)}
        onFocus={() => {
          if (!pressed.current) showLater();
        }}
        onBlur={() => {
          pressed.current = false;
          hide();
        }}
        onAction={() => {
          hide();
          if (state.tray.loaded) act();
          else link.current?.setAttribute(EARLY_PRESSED_ATTR, "");
        }}
      >
        {/* The visible words start the name (WCAG 2.5.3); the product completes it for a screen reader. */}
        <span className="compare-toggle__text">{selected ? "En comparación" : "Comparar"}</span>
        <span className="visually-hidden">{` ${productName(item)}`}</span>
      </ActionLink>
      {tooltip && (
        <span role="tooltip" id={tooltipId} className="compare-toggle__tooltip">
          Comparar Producto
        </span>
      )}
    </span>
  );
}
