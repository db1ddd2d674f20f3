/**
 * A memo for hot paths bounded by bytes: two generations of Maps. Lookups try the current generation, then the
 * previous one (promoting the hit); when the current one has taken half the budget it becomes the previous one
 * and the old previous one is dropped whole. Holds at most `maxBytes` (by the entries' weights) plus one entry;
 * costs no per-entry bookkeeping, unlike deleting the oldest key on every insertion, which makes V8 Maps slow.
 *
 * What an entry weighs is the caller's to say: exactly for bytes (`byteLength`); for objects of one kind, a
 * ceiling of what one costs on the heap, measured in a test (walking each object to weigh it would cost a fifth
 * of computing it).
 */
export interface CacheBudget<K, V> {
  /** The most the entries may weigh together. */
  maxBytes: number;
  /** An entry's weight in bytes (its key included). */
  weigh(value: V, key: K): number;
}

export class BoundedCache<K, V> {
  private current = new Map<K, V>();
  private previous = new Map<K, V>();
  private currentBytes = 0;
  private previousBytes = 0;
  private readonly budget: CacheBudget<K, V>;

  constructor(budget: CacheBudget<K, V>) {
    if (!(budget.maxBytes > 0)) throw new RangeError("BoundedCache: maxBytes must be positive");
    this.budget = budget;
  }

  /** The weight held now (both generations). */
  get bytes(): number {
    return this.currentBytes + this.previousBytes;
  }

  get(key: K): V | undefined {
    const v = this.current.get(key);
    if (v !== undefined) return v;
    const old = this.previous.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: K, value: V): void {
    const weight = this.budget.weigh(value, key);
    if (this.currentBytes + weight > this.budget.maxBytes / 2 && this.current.size > 0) {
      this.previous = this.current;
      this.previousBytes = this.currentBytes;
      this.current = new Map();
      this.currentBytes = 0;
    }
    const before = this.current.get(key);
    if (before !== undefined) this.currentBytes -= this.budget.weigh(before, key);
    this.current.set(key, value);
    this.currentBytes += weight;
  }
}

/** A map that keeps at most `limit` entries, dropping the least recently used (the engine's small caches of
 * instants: new moons, ingresses, ephemerides). */
export class Lru<K, V> {
  readonly limit: number;
  readonly map = new Map<K, V>();
  constructor(limit: number) {
    this.limit = limit;
  }
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value as K);
  }
}
