/**
 * What values cost on the heap: the heap's growth per value kept, after full collections. For checking the
 * weights that caches are bounded by (cache.ts); the figure is stable to a few bytes between runs.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** The mean heap cost of the values `make(0..n-1)` returns, kept alive together. */
export function heapCostEach(n: number, make: (i: number) => unknown): number {
  make(n); // whatever is built once (tables, zones) is not the values' cost
  const kept: unknown[] = new Array(n);
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < n; i++) kept[i] = make(i);
  gc();
  const after = process.memoryUsage().heapUsed;
  if (kept.length !== n) throw new Error("unreachable");
  return (after - before) / n;
}
