import { useEffect } from "react";
import { COMPARE_MAX } from "../../shared/routes";
import { TEXT } from "../../shared/texts";
import { useAppSnapshot, useAppState } from "../state/app-state";
import { Icon } from "./Icon";

/**
 * PRODUCT-RULES.md (Filters and search)'s refusal of a fourth product, in the page instead of the browser's alert(): the
 * region is always there (role="alert"), so each refusal put into it is announced; it goes when
 * dismissed (its button or Escape) or once the tray has room again.
 */
export function CompareRefusal() {
  const state = useAppState();
  const { refusal: compareRefusal, items: compare } = useAppSnapshot().tray;
  const shown = compareRefusal !== null && compare.length >= COMPARE_MAX;

  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") state.tray.refusal = null;
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [shown, state]);

  return (
    <div className="compare-refusal" role="alert">
      {shown && (
        // A new key per refusal: the text is inserted again, and announced again.
        <div key={compareRefusal} className="compare-refusal__box">
          <p>{TEXT.compareFull}</p>
          <button type="button" className="icon-button compare-refusal__close" aria-label="Cerrar aviso" onClick={() => (state.tray.refusal = null)}>
            <Icon name="close" />
          </button>
        </div>
      )}
    </div>
  );
}
