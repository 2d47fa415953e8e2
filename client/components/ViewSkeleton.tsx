import type { ViewData } from "../view-data";
import { SkeletonCard } from "./SkeletonCard";

/** Which outline a view shows (its route module says): product, comparison, a page of cards or of text. */
export type SkeletonShape = "product" | "compare" | "grid" | "text";

const Line = ({ className = "" }: { className?: string }) => <span className={`skeleton skeleton--line ${className}`} />;

/** The product page's outline: breadcrumb, title, then picture, purchase box and summary as the page lays them out. */
function ProductSkeleton() {
  return (
    <div className="product">
      <Line className="skeleton--short view-skeleton__crumb" />
      <span className="skeleton view-skeleton__title" />
      <Line className="skeleton--short" />
      <div className="product__top view-skeleton__top">
        <span className="skeleton skeleton--media product__media" />
        <span className="skeleton view-skeleton__panel purchase" />
        <span className="skeleton view-skeleton__panel view-skeleton__panel--tall summary" />
      </div>
      <span className="skeleton view-skeleton__panel view-skeleton__panel--tall" />
    </div>
  );
}

/** The comparison's outline: a title, then three columns of name, picture and rows. */
function CompareSkeleton() {
  return (
    <>
      <span className="skeleton view-skeleton__title" />
      <div className="view-skeleton__columns">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="view-skeleton__column">
            <Line />
            <span className="skeleton skeleton--media" />
            {Array.from({ length: 6 }, (_, k) => (
              <Line key={k} className={k % 2 ? "skeleton--short" : ""} />
            ))}
          </div>
        ))}
      </div>
    </>
  );
}

/** A page of cards (home, search results): a title and a few cards. */
function GridSkeleton() {
  return (
    <>
      <span className="skeleton view-skeleton__title" />
      <div className="view-skeleton__grid">
        {Array.from({ length: 8 }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    </>
  );
}

/** A page of text (static pages, not found): a title and paragraphs. */
function TextSkeleton() {
  return (
    <>
      <span className="skeleton view-skeleton__title" />
      {Array.from({ length: 9 }, (_, i) => (
        <Line key={i} className={i % 3 === 2 ? "skeleton--short" : ""} />
      ))}
    </>
  );
}

/**
 * What a client navigation shows until the next view can render (its code or its data is on the
 * way): the outline of that view, at least a screen tall, so the page keeps its shape and the footer
 * stays below instead of jumping up under a lone "Cargando…". Screen readers hear that it loads.
 */
export function ViewSkeleton({ view, shape }: { view: ViewData["view"]; shape: SkeletonShape }) {
  return (
    <div className="view-skeleton" data-view={view} role="status" aria-live="polite">
      <span className="visually-hidden">Cargando…</span>
      <div aria-hidden="true">
        {shape === "product" ? <ProductSkeleton /> : shape === "compare" ? <CompareSkeleton /> : shape === "grid" ? <GridSkeleton /> : <TextSkeleton />}
      </div>
    </div>
  );
}
