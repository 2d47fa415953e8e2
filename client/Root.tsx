import { StrictMode } from "react";
import { App } from "./App";
import { AppStateContext, type AppState } from "./state/app-state";
import { ClockProvider } from "./state/clock";

/** The whole tree, rendered by the worker and hydrated by the browser with the same state. */
export function Root({ state }: { state: AppState }) {
  return (
    <StrictMode>
      <AppStateContext.Provider value={state}>
        <ClockProvider>
          <App />
        </ClockProvider>
      </AppStateContext.Provider>
    </StrictMode>
  );
}
