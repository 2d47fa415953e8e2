import { useSyncExternalStore } from "react";

const neverChanges = () => () => undefined;

/**
 * False in the server's render and in the browser's hydration of it, true as soon as this component
 * has hydrated (and at once in a view the client renders itself). A control that is plain HTML first
 * renders its HTML form while false, so the page works before and without JavaScript, and hydrates
 * without a mismatch; the enhanced form replaces it right after.
 */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
