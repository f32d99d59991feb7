/**
 * A map that keeps the entries used most recently within a count and a size budget (the size of an
 * entry as `sizeOf` says, e.g. its serialised length): the oldest go first. What the hot cache keeps
 * for callers anyone can name (replays, matches by id) never grows beyond it.
 */
export class BoundedLru<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private total = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxSize = Number.POSITIVE_INFINITY,
    private readonly sizeOf: (value: V) => number = () => 0,
  ) {
    if (!(maxEntries >= 1)) throw new RangeError("maxEntries must be at least 1");
  }

  get size(): number {
    return this.entries.size;
  }

  /** The summed sizes of the entries kept. */
  get totalSize(): number {
    return this.total;
  }

  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Keeps it, unless it alone is larger than the budget; drops the oldest entries until both limits hold. */
  set(key: K, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.entries.set(key, { value, size });
    this.total += size;
    while (this.entries.size > this.maxEntries || this.total > this.maxSize) {
      this.delete(this.entries.keys().next().value as K);
    }
  }

  delete(key: K): void {
    const hit = this.entries.get(key);
    if (hit === undefined) return;
    this.entries.delete(key);
    this.total -= hit.size;
  }

  /** Drops every entry `drop` picks. */
  deleteWhere(drop: (value: V, key: K) => boolean): void {
    for (const [key, entry] of this.entries) if (drop(entry.value, key)) this.delete(key);
  }
}
