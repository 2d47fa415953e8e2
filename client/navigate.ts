import type { AppState, NavigateOptions } from "./state/app-state-types";

/**
 * Goes to `href`: through the client-side router once the hydrated page started it (client/navigation.ts,
 * startNavigation), and with a plain page load until then, as the link would without script.
 */
export function navigate(state: AppState, href: string, options?: NavigateOptions): Promise<void> {
  if (state.router) return state.router.navigate(href, options);
  window.location.assign(href);
  return Promise.resolve();
}
