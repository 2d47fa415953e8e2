import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useAppState } from "./app-state";
import { afterHydration } from "./hydration";

/** How often an open page re-reads the clock: its relative times are in minutes at the finest. */
const TICK_MS = 30_000;

/** The page's "now" in ms, from ClockProvider; null outside one. */
const ClockContext = createContext<number | null>(null);

/**
 * "Now", for what a page says about time ("Precio comprobado hace 3 días", the footer's year).
 * The first render uses the page's render time, as the server did, so hydration matches text for
 * text. Once hydrated it is the browser's clock, ticking while the page stays open: the page may be
 * older than its render time suggests (a browser shows its own copy after a 304, and the worker
 * serves rendered pages from its cache for a minute) while the data it shows has not changed.
 *
 * One clock for the whole page (Root.tsx): every card of a grid reads it, and a clock of their own
 * would be a store subscription, an effect and a timer per card.
 */
export function ClockProvider({ children }: { children: ReactNode }) {
  const { renderedAt } = useAppState();
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
  return <ClockContext.Provider value={now ?? Date.parse(renderedAt)}>{children}</ClockContext.Provider>;
}

/** The page's "now" (ClockProvider); outside a provider (a part rendered on its own), the page's render time. */
export function useNow(): Date {
  const now = useContext(ClockContext);
  const state = useAppState();
  return new Date(now ?? Date.parse(state.renderedAt));
}
