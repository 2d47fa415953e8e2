/** First index of `sorted` (ascending by price) whose price is ≥ `price`; its length when none is. */
export function firstAtOrAbovePrice(sorted: readonly { price: number }[], price: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid].price < price) low = mid + 1;
    else high = mid;
  }
  return low;
}
