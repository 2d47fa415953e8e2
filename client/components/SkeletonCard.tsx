/** A placeholder card while products load. */
export function SkeletonCard() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <span className="skeleton skeleton--media" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}
