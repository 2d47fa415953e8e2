/** The value at `fraction` (0.5 for the median, 0.99 for p99) of values sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] : Number.NaN;
}
