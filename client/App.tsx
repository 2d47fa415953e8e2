import { Suspense, lazy, useCallback, useEffect, useMemo } from "react";
import { CompareBar } from "./components/CompareBar";
import { Guarded } from "./components/Guarded";
import { TEXT } from "../shared/texts";
import { Header } from "./components/Header";
import { InPageLink } from "./components/InPageLink";
import { ViewSkeleton } from "./components/ViewSkeleton";
import { startNavigation, trackPageView } from "./navigation";
import { useAppSnapshot, useAppState, useViewData } from "./state/app-state";
import { useCompareTrayStorage } from "./state/compare";
import { useConsent } from "./state/consent";
import { analyticsEnabled } from "./analytics";
import { useViewportWidth } from "./state/viewport";
import { HydrationMarker, afterHydration } from "./state/hydration";
import { renderView, viewSkeleton } from "./routes";
import { lazySection } from "./lazy-section";

// The footer is the same on every page and below the first screen: its links work as plain links
// until its code, fetched with the page's other sections, has hydrated it.
const Footer = lazySection(() => import("./components/Footer").then((m) => m.Footer));

/** The consent banner exists only in production with analytics configured: its code loads then. */
const ConsentBanner = lazy(() => import("./components/ConsentBanner").then((m) => ({ default: m.ConsentBanner })));

/** When a whole view cannot render, header and footer stay and the visitor gets words, not a blank page. */
function ViewFailed() {
  return (
    <div className="notice notice--error" role="alert">
      <p>{TEXT.viewError}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {TEXT.retry}
      </button>
    </div>
  );
}

/** The Suspense fallback while a view's code arrives: the outline of the view being opened. */
function LoadingView() {
  const { view } = useViewData();
  return <ViewSkeleton view={view} shape={viewSkeleton(view)} />;
}

/** The current view, as its route module renders it (client/routes). */
function CurrentView() {
  const data = useViewData();
  const { error, loading } = useAppSnapshot();
  return renderView(data, { error, loading });
}

/**
 * The consent choice and its banner, apart from App: the choice is read after hydration, and only
 * what depends on it should re-render then, not the whole page.
 */
function Consent() {
  const state = useAppState();
  const { consent, config } = useAppSnapshot();
  // The first page view is sent once analytics may run (after consent); later ones by navigation.
  useConsent(
    state,
    consent,
    config,
    useCallback(() => trackPageView(state), [state]),
  );
  if (!analyticsEnabled(config) || consent !== "unknown") return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}

export function App() {
  const state = useAppState();
  const { loading } = useAppSnapshot();
  useCompareTrayStorage(state);
  useViewportWidth(state);
  useEffect(
    () =>
      afterHydration(() => {
        if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
        // Tests and scripts wait for this: the whole page, view included, now answers input.
        document.documentElement.dataset.hydrated = "true";
        // Needed only once someone moves focus: its code stays out of the first load.
        let stopFocus = () => {};
        let stopped = false;
        void import("./focus-in-view").then(({ keepFocusInView }) => {
          if (!stopped) stopFocus = keepFocusInView();
        });
        const stopNavigation = startNavigation(state);
        return () => {
          stopped = true;
          stopFocus();
          stopNavigation();
        };
      }),
    [state],
  );
  // One element for good: a new one before the footer's code is in would make React drop its server HTML.
  const footer = useMemo(
    () => (
      <Guarded name="pie de página">
        <Footer />
      </Guarded>
    ),
    [],
  );
  return (
    <>
      <InPageLink target="main" className="skip-link">
        Saltar al contenido
      </InPageLink>
      <Header />
      <main id="main" className="site-main" aria-busy={loading} tabIndex={-1}>
        <Suspense fallback={<LoadingView />}>
          <Guarded name="la vista" fallback={<ViewFailed />} loading={<LoadingView />}>
            <CurrentView />
          </Guarded>
          <HydrationMarker />
        </Suspense>
      </main>
      {footer}
      <CompareBar />
      <Consent />
    </>
  );
}
