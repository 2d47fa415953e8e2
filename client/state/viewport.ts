import { useEffect } from "react";
import type { AppState } from "./app-state";
import { afterHydration } from "./hydration";

/** Measures the window after hydration and on resize: grid columns and page sizes follow the width. */
export function useViewportWidth(state: AppState): void {
  useEffect(
    () =>
      afterHydration(() => {
        let frame = 0;
        const measure = () => {
          cancelAnimationFrame(frame);
          frame = requestAnimationFrame(() => {
            state.viewportWidth = window.innerWidth;
          });
        };
        state.viewportWidth = window.innerWidth;
        window.addEventListener("resize", measure);
        return () => {
          cancelAnimationFrame(frame);
          window.removeEventListener("resize", measure);
        };
      }),
    [state],
  );
}
