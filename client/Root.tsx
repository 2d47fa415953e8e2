import { StrictMode } from "react";
import { App } from "./App";
import { AppStateContext, type AppState } from "./state/app-state";

/** The whole tree, rendered by the worker and hydrated by the browser with the same state. */
export function Root({ state }: { state: AppState }) {
  return (
    <StrictMode>
      <AppStateContext.Provider value={state}>
        <App />
      </AppStateContext.Provider>
    </StrictMode>
  );
}
