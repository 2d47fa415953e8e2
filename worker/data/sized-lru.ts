/**
 * Values kept per key within a budget of size units (the memos count characters of JSON), the
 * least recently used dropped first beyond it; a value larger than the whole budget is not kept.
 * The isolate's memos of parsed snapshots and of product documents are built on it.
 */
export class SizedLru<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private total = 0;

  constructor(private readonly maxSize: number) {}

  /** The value for `key`, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Keeps `value` under `key` in place of what it held, unless it alone is over the budget. Returns whether it was kept. */
  set(key: K, value: V, size: number): boolean {
    this.delete(key);
    if (size > this.maxSize) return false;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldKey, old] of this.entries) {
      if (this.total <= this.maxSize) break;
      this.entries.delete(oldKey);
      this.total -= old.size;
    }
    return true;
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }

  get count(): number {
    return this.entries.size;
  }
}
