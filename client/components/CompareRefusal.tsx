import { useEffect } from "react";
import { COMPARE_MAX } from "../../shared/routes";
import { lazyView } from "../lazy-view";
import { useAppSnapshot } from "../state/app-state";
import { afterHydration } from "../state/hydration";
import { Guarded } from "./Guarded";

// A refusal needs a full tray, so never a page's first paint: the box's code is fetched once the
// page has hydrated, before a fourth product can be tapped.
export const CompareRefusalBox = lazyView<object>(() => import("./CompareRefusalBox").then((m) => ({ default: m.CompareRefusalBox })));

/**
 * PRODUCT-RULES.md (Filters and search)'s refusal of a fourth product, in the page instead of the browser's alert(): the
 * region is always there (role="alert"), so each refusal put into it is announced; it goes when
 * dismissed (its button or Escape) or once the tray has room again.
 */
export function CompareRefusal() {
  const { refusal: compareRefusal, items: compare } = useAppSnapshot().tray;
  const shown = compareRefusal !== null && compare.length >= COMPARE_MAX;
  useEffect(() => afterHydration(() => void CompareRefusalBox.preload()), []);

  return (
    <div className="compare-refusal" role="alert">
      {shown && (
        // A new key per refusal: the text is inserted again, and announced again.
        <Guarded key={compareRefusal} name="aviso del comparador">
          <CompareRefusalBox />
        </Guarded>
      )}
    </div>
  );
}
