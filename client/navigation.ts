import { matchRoute } from "../shared/routes";
import { apiReader } from "./api-reader";
import { viewMeta } from "./meta";
import type { AppState } from "./state/app-state";
import { loadErrorText } from "../shared/texts";
import { failedViewData, loadViewData } from "./view-data";

let navigationCounter = 0;

/**
 * Client-side navigation (seed 000 §2): read the route from the shared table, load its data from
 * the JSON API, swap the view and scroll to the top, without a full page load. A newer navigation
 * supersedes an older one that is still loading.
 */
export async function navigate(state: AppState, href: string, options: { replace?: boolean; fromHistory?: boolean } = {}): Promise<void> {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const route = matchRoute(url.pathname, url.search);
  if (route.view === "redirect") return navigate(state, route.to, { replace: true });
  const target = url.pathname + url.search;
  if (!options.fromHistory) {
    if (options.replace) window.history.replaceState(null, "", target);
    else window.history.pushState(null, "", target);
  }
  const ticket = ++navigationCounter;
  state.navigating = true;
  try {
    const data = await loadViewData(route, apiReader);
    if (ticket !== navigationCounter) return;
    Object.assign(state, { url: target, route, data, error: null });
  } catch (error) {
    if (ticket !== navigationCounter) return;
    console.error("[navigation] load failed", error);
    Object.assign(state, { url: target, route, data: failedViewData(route), error: loadErrorText(error) });
  } finally {
    if (ticket === navigationCounter) state.navigating = false;
  }
  document.title = viewMeta(state.data, state.config).title;
  if (!options.fromHistory) window.scrollTo(0, 0);
}

/** Back and forward reload the view for the address the browser moved to. */
export function listenToHistory(state: AppState): () => void {
  const onPopState = () => {
    void navigate(state, window.location.pathname + window.location.search, { fromHistory: true }).then(() =>
      window.scrollTo(0, 0),
    );
  };
  window.addEventListener("popstate", onPopState);
  return () => window.removeEventListener("popstate", onPopState);
}
