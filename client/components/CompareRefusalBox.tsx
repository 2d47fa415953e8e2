import { useEffect } from "react";
import { TEXT } from "../../shared/texts";
import { useAppState } from "../state/app-state";
import { Icon } from "./Icon";

/** The refusal's text and its close button (CompareRefusal.tsx); Escape dismisses it too. */
export function CompareRefusalBox() {
  const state = useAppState();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") state.tray.refusal = null;
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [state]);
  return (
    <div className="compare-refusal__box">
      <p>{TEXT.compareFull}</p>
      <button type="button" className="icon-button compare-refusal__close" aria-label="Cerrar aviso" onClick={() => (state.tray.refusal = null)}>
        <Icon name="close" />
      </button>
    </div>
  );
}
