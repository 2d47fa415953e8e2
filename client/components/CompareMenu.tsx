import { lazy, useCallback, useEffect, useRef, useState } from "react";
import { COMPARE_MAX, comparePath } from "../../shared/routes";
import { navigate } from "../navigate";
import { useAppSnapshot, useAppState } from "../state/app-state";
import { afterHydration } from "../state/hydration";
import { CompareRefusal } from "./CompareRefusal";
import { Guarded } from "./Guarded";
import { Icon } from "./Icon";
import { currentUse } from "../state/shopper-use";

// Shown only when the button is pressed: its code is fetched once the page has hydrated, not with
// every page's first scripts (a chunk that cannot arrive hides the dropdown, Guarded.tsx).
const loadDropdown = () => import("./CompareDropdown");
const CompareDropdown = lazy(loadDropdown);

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

  useEffect(() => afterHydration(() => void loadDropdown()), []);
  const close = useCallback(() => setOpen(false), []);

  const openComparison = () => {
    setOpen(false);
    void navigate(
      state,
      comparePath(
        state.tray.items.map((item) => item.id),
        false,
        currentUse(state),
      ),
    );
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
        <Guarded name="lista de comparación">
          <CompareDropdown container={container} button={button} onClose={close} onCompare={openComparison} />
        </Guarded>
      )}
    </div>
  );
}
