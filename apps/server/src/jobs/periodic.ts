/**
 * A job that runs every `everyMs` in the background: never two runs at once (a slow run makes the next tick
 * wait), errors logged, the timer does not keep the process alive, and `stop` waits for a run in flight
 * (graceful shutdown). Correctness never depends on the timer: the jobs' uniqueness is in the database.
 */
import type { Logger } from "../log.ts";
import { type AppMetrics, noMetrics } from "../metrics.ts";

export interface Periodic {
  start(everyMs: number): void;
  stop(): Promise<void>;
}

export function periodic(
  name: string,
  run: () => Promise<unknown>,
  log: Logger,
  metrics: AppMetrics = noMetrics,
): Periodic {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  return {
    start(everyMs) {
      if (timer) return;
      timer = setInterval(() => {
        const started = performance.now();
        const took = () => (performance.now() - started) / 1000;
        running ??= run()
          .then(
            () => metrics.job(name, "ok", took()),
            (e: unknown) => {
              metrics.job(name, "failed", took());
              log.error({ err: e, job: name }, "job failed");
            },
          )
          .finally(() => {
            running = null;
          });
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
