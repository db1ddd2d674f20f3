/**
 * A bounded memo for hot paths: two generations of Maps. Lookups try the current generation, then the
 * previous one (promoting the hit); when the current one is full it becomes the previous one and the old
 * previous one is dropped whole. Holds at most 2 × limit entries; costs no per-entry bookkeeping, unlike
 * deleting the oldest key on every insertion, which makes V8 Maps slow.
 */
export class BoundedCache<K, V> {
  private current = new Map<K, V>();
  private previous = new Map<K, V>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  get(key: K): V | undefined {
    const v = this.current.get(key);
    if (v !== undefined) return v;
    const old = this.previous.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: K, value: V): void {
    if (this.current.size >= this.limit) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(key, value);
  }
}
