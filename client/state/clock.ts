import { useEffect, useState } from "react";
import { useAppSnapshot } from "./app-state";
import { afterHydration } from "./hydration";

/** How often an open page re-reads the clock: its relative times are in minutes at the finest. */
const TICK_MS = 30_000;

/**
 * "Now", for what a page says about time ("Precio comprobado hace 3 días", the footer's year).
 * The first render uses the page's render time, as the server did, so hydration matches text for
 * text. Once hydrated it is the browser's clock, ticking while the page stays open: the page may be
 * older than its render time suggests (a browser shows its own copy after a 304, and the worker
 * serves rendered pages from its cache for a minute) while the data it shows has not changed.
 */
export function useNow(): Date {
  const { renderedAt } = useAppSnapshot();
  const [now, setNow] = useState<number | null>(null);
  useEffect(
    () =>
      afterHydration(() => {
        setNow(Date.now());
        const timer = setInterval(() => setNow(Date.now()), TICK_MS);
        return () => clearInterval(timer);
      }),
    [],
  );
  return new Date(now ?? Date.parse(renderedAt));
}
