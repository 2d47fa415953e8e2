import { Suspense, lazy, useEffect } from "react";
import { Footer } from "./components/Footer";
import { Header } from "./components/Header";
import { listenToHistory } from "./navigation";
import { useAppSnapshot, useAppState } from "./state/app-state";
import type { ViewData } from "./view-data";
import { CategoryView } from "./views/CategoryView";
import { HomeView } from "./views/HomeView";
import { NotFoundView } from "./views/NotFoundView";
import { ProductView } from "./views/ProductView";

const CompareView = lazy(() => import("./views/CompareView"));
const StaticPageView = lazy(() => import("./views/StaticPageView"));

function Loading() {
  return (
    <div className="spinner" role="status" aria-live="polite">
      Cargando…
    </div>
  );
}

function CurrentView() {
  const snap = useAppSnapshot();
  // Snapshots are deeply readonly; views only read them, so they take the plain data types.
  const data = snap.data as ViewData;
  const { error } = snap;
  switch (data.view) {
    case "home":
      return <HomeView latest={data.latest} />;
    case "category":
      return <CategoryView categoryId={data.categoryId} snapshot={data.snapshot} error={error} />;
    case "product":
      return data.product ? <ProductView product={data.product} related={data.related} /> : <NotFoundView error={null} />;
    case "compare":
      return <CompareView products={data.products} missing={data.missing} problem={data.problem} />;
    case "static":
      return <StaticPageView page={data.page} />;
    case "notFound":
      return <NotFoundView error={error} />;
  }
}

export function App() {
  const state = useAppState();
  const { navigating } = useAppSnapshot();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    return listenToHistory(state);
  }, [state]);
  return (
    <>
      <Header />
      <main id="main" className="site-main" aria-busy={navigating}>
        <Suspense fallback={<Loading />}>
          <CurrentView />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
