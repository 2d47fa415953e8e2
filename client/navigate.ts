import type { AppState } from "./state/app-state-types";

type Navigate = (state: AppState, href: string, options?: { replace?: boolean; keepScroll?: boolean }) => Promise<void>;

let provided: Navigate | undefined;

/**
 * client/navigation.ts hands its navigate here when it loads. The stores, components and views
 * navigate through this holder because navigation.ts imports the stores and the page types' route
 * modules (client/routes), which import the views: importing it back from them would make circles.
 */
export function provideNavigate(navigate: Navigate): void {
  provided = navigate;
}

/** Client-side navigation (client/navigation.ts, which App loads before anything can navigate). */
export function navigate(state: AppState, href: string, options?: { replace?: boolean; keepScroll?: boolean }): Promise<void> {
  if (!provided) throw new Error("client navigation is not loaded yet");
  return provided(state, href, options);
}
