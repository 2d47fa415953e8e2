import { act, cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { AppStateContext, type AppState } from "../../client/state/app-state";
import { testAppState } from "../support/app-state";

/**
 * Fake timers for every test of the file; after each, the rendered tree unmounted, stubbed globals
 * restored and real timers back (the ui project's files share one module graph).
 */
export function useFakeClock(): void {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/** Moves the fake clock on by `ms`, inside React's act() so what comes due renders. */
export const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

/** Renders `element` inside the app's state, as the page's root does. */
export function renderInApp(element: ReactElement, state: AppState = testAppState()): AppState {
  render(<AppStateContext.Provider value={state}>{element}</AppStateContext.Provider>);
  return state;
}
