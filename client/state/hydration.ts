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

/** The view's boundary has hydrated (HydrationMarker ran). */
let viewHydrated = false;
let pageHydrated = false;
/**
 * Guarded sections (components/Guarded.tsx) are Suspense boundaries of their own, and React
 * hydrates each one after the boundary around it: the page has hydrated only when none is waiting.
 */
const waitingBoundaries = new Set<object>();

function settle(): void {
  if (pageHydrated || !viewHydrated || waitingBoundaries.size > 0) return;
  pageHydrated = true;
  if (!performance.getEntriesByName(HYDRATED_MARK).length) performance.mark(HYDRATED_MARK);
  resolveHydrated();
}

/** Rendered last inside the view's Suspense boundary: its effect runs once that boundary has hydrated. */
export function HydrationMarker(): null {
  useEffect(() => {
    viewHydrated = true;
    settle();
  }, []);
  return null;
}

/**
 * A boundary that hydrates on its own tells when it has. `waiting` is called when the boundary
 * mounts with its content not yet hydrated, `ready` once its content has (or has failed).
 */
export const boundaryHydration = {
  waiting(boundary: object): void {
    if (!pageHydrated) waitingBoundaries.add(boundary);
  },
  ready(boundary: object): void {
    if (waitingBoundaries.delete(boundary)) settle();
  },
  /**
   * The boundary unmounted before its content was ready. Settled a moment later: React's
   * StrictMode unmounts and mounts every component again at once (in development), and that
   * remount must not count as the page having hydrated.
   */
  unmounted(boundary: object): void {
    if (waitingBoundaries.delete(boundary)) queueMicrotask(settle);
  },
};

/** Whether the whole page has hydrated: false while the server's HTML is still being taken over. */
export const hasHydrated = (): boolean => pageHydrated;

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
