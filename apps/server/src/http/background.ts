/**
 * Work done in the background one job at a time: compression at brotli's best quality (web/ssr.ts: a page asked
 * for again) costs 0.1–0.2 s of a core per page, and many pages may be asked for again at once; run side by side in
 * the thread pool, they would take both cores from the requests being answered.
 */
export interface SerialQueue {
  /** Queues `job`; false (not queued) when `maxWaiting` jobs are already waiting. */
  add(job: () => Promise<unknown>): boolean;
  /** Resolves once every job queued so far has finished (tests). */
  settled(): Promise<void>;
}

export function createSerialQueue(maxWaiting: number): SerialQueue {
  let waiting = 0;
  let chain: Promise<void> = Promise.resolve();
  return {
    add(job) {
      if (waiting >= maxWaiting) return false;
      waiting++;
      chain = chain
        .then(job)
        .then(
          () => {},
          () => {},
        )
        .finally(() => {
          waiting--;
        });
      return true;
    },
    settled: () => chain,
  };
}

/** The server's compression queue. */
export const compressions = createSerialQueue(64);
