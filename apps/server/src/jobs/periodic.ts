/**
 * A job that runs every `everyMs` in the background: never two runs at once (a slow run makes the next tick
 * wait), errors logged, the timer does not keep the process alive, and `stop` waits for a run in flight
 * (graceful shutdown). Correctness never depends on the timer: the jobs' uniqueness is in the database.
 */
import type { Logger } from "../log.ts";

export interface Periodic {
  start(everyMs: number): void;
  stop(): Promise<void>;
}

export function periodic(name: string, run: () => Promise<unknown>, log: Logger): Periodic {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  return {
    start(everyMs) {
      if (timer) return;
      timer = setInterval(() => {
        running ??= run()
          .catch((e: unknown) => log.error({ err: e, job: name }, "job failed"))
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
