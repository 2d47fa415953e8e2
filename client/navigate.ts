import type { AppState } from "./state/app-state-types";

type Navigate = (state: AppState, href: string, options?: { replace?: boolean; keepScroll?: boolean }) => Promise<void>;

let provided: Navigate | undefined;

/**
 * client/navigation.ts hands its navigate here when it loads. The stores navigate through this
 * holder because navigation.ts imports the stores: importing it back from them would tie both into
 * one import circle.
 */
export function provideNavigate(navigate: Navigate): void {
  provided = navigate;
}

/** Client-side navigation for the stores (client/navigation.ts, which App loads before any store runs). */
export function navigate(state: AppState, href: string, options?: { replace?: boolean; keepScroll?: boolean }): Promise<void> {
  if (!provided) throw new Error("client navigation is not loaded yet");
  return provided(state, href, options);
}
