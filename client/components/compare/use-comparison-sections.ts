import { use, useEffect, useMemo, useState } from "react";
import type { CompareSection } from "../../../shared/compare-rows";
import type { ProductDetail } from "../../../shared/product";
import { afterHydration } from "../../state/hydration";

type Rules = typeof import("../../../shared/compare");

const NO_SECTIONS: readonly CompareSection[] = [];

let rules: Rules | null = null;
let loading: Promise<Rules> | null = null;

/** The rules that build and judge the rows (shared/compare.ts, shared/verdict), in a chunk of their own. */
function loadRules(): Promise<Rules> {
  loading ??= import("../../../shared/compare").then(
    (module) => (rules = module),
    (error: unknown) => {
      // Offline: a later call tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The comparison's rows. A page the worker rendered carries them, built at its render time: the
 * table hydrates and answers ('Solo diferencias', 'Quitar') without the rules, which load once the
 * page has hydrated and then judge the prices again at the browser's time (a cached page may be
 * older than its rows say). A view the browser loads itself waits for the rules (the view's
 * skeleton shows meanwhile).
 */
export function useComparisonSections(
  products: readonly ProductDetail[],
  built: readonly CompareSection[] | undefined,
  now: number,
  freshHours: number,
): readonly CompareSection[] {
  const [, setLoaded] = useState(rules !== null);
  useEffect(
    () =>
      afterHydration(() => {
        let live = true;
        loadRules().then(
          () => live && setLoaded(true),
          (error: unknown) => console.error("[comparación] reglas no cargadas; se muestran las filas de la página", error),
        );
        return () => {
          live = false;
        };
      }),
    [],
  );
  // No products, no rows: nothing to wait for.
  const given = built ?? (products.length === 0 ? NO_SECTIONS : undefined);
  const ready = rules ?? (given ? null : use(loadRules()));
  return useMemo(() => (ready ? ready.buildComparison(products, now, freshHours) : given!), [ready, products, now, freshHours, given]);
}
