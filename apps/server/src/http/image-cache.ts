/**
 * Rendered images (the share card of a chart, the month as a picture) kept in memory by what they depend on,
 * within a byte budget (decision 030), so an image asked for again is rendered once; concurrent requests for one
 * key share its rendering.
 */
import { BoundedCache } from "@bazi/almanac";

export function createImageCache(maxBytes: number) {
  const cache = new BoundedCache<string, Buffer>({
    maxBytes,
    weigh: (png, key) => png.byteLength + key.length * 2,
  });
  const pending = new Map<string, Promise<Buffer>>();
  return {
    /** The image of `key`: from memory, or `render()` (which may throw: a bad query) rendered and kept. */
    async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      const hit = cache.get(key);
      if (hit) return hit;
      const waiting = pending.get(key);
      if (waiting) return waiting;
      const p = render()
        .then((png) => {
          cache.set(key, png);
          return png;
        })
        .finally(() => pending.delete(key));
      pending.set(key, p);
      return p;
    },
  };
}
