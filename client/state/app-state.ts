import { createContext, useContext } from "react";
import { proxy, useSnapshot } from "valtio";
import type { Route } from "../../shared/routes";
import type { PublicConfig } from "../config";
import type { ViewData } from "../view-data";

/** What the server embeds in the page for hydration: JSON only, never request objects. */
export interface PagePayload {
  /** Path plus query of the page, as the address bar shows it. */
  url: string;
  route: Route;
  data: ViewData;
  config: PublicConfig;
  /** Error text to show instead of the view's content (seed 000 §8), if loading failed. */
  error: string | null;
}

export interface AppState extends PagePayload {
  /** A client-side navigation is loading the next view. */
  navigating: boolean;
}

/** One proxy per render: per request on the server, once per page load in the browser. */
export function createAppState(payload: PagePayload): AppState {
  return proxy<AppState>({ ...payload, navigating: false });
}

export const AppStateContext = createContext<AppState | null>(null);

/** The mutable state, for actions and callbacks. */
export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error("AppStateContext is missing");
  return state;
}

/** A render snapshot of the state. */
export function useAppSnapshot() {
  return useSnapshot(useAppState());
}
