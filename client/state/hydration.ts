import { useEffect } from "react";

/**
 * When the whole page has hydrated. The view hydrates after the shell (it sits in a Suspense
 * boundary), and a state change before it has would make React hydrate it at once, in one long
 * blocking task: valtio notifies React through useSyncExternalStore, whose updates are never
 * time-sliced. So what the browser learns at start-up (the stored compare tray, the consent
 * choice, the window width) is applied only once this resolves; until then the page shows exactly
 * what the server rendered, which is what it is hydrating against anyway.
 */
let resolveHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** The User Timing mark set when the whole page has hydrated (visible in the browser's performance tools). */
export const HYDRATED_MARK = "comparador:hydrated";

/** Rendered last inside the view's Suspense boundary: its effect runs once that boundary has hydrated. */
export function HydrationMarker(): null {
  useEffect(() => {
    if (!performance.getEntriesByName(HYDRATED_MARK).length) performance.mark(HYDRATED_MARK);
    resolveHydrated();
  }, []);
  return null;
}

/** For an effect: runs `start` once the page has hydrated, and returns the cleanup of both. */
export function afterHydration(start: () => (() => void) | void): () => void {
  let cancelled = false;
  let cleanup: (() => void) | void;
  void hydrated.then(() => {
    if (!cancelled) cleanup = start();
  });
  return () => {
    cancelled = true;
    cleanup?.();
  };
}
