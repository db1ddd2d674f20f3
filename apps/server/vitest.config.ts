import { defineConfig } from "vitest/config";

/**
 * Slow stress, model and operations tests: several server processes, nginx in front of two instances, a crash
 * mid-run, shutdown under load, fast-check command sequences, and the drills that start real processes on a data
 * folder (its lock, backup and restore, the development mode) or through deploy/run.sh (the compile cache). They
 * run in their own step (`npm run test:slow`, which CI runs after `npm test`); `TEST_SLOW=1` selects them.
 */
export const SLOW = [
  "test/topology.test.ts",
  "test/instances.test.ts",
  "test/reminders-instances.test.ts",
  "test/shutdown.test.ts",
  "test/payments-model.test.ts",
  "test/data-folder.test.ts",
  "test/backup.test.ts",
  "test/dev-mode.test.ts",
  "test/compile-cache.test.ts",
  "test/body-limit-routes.test.ts",
];

export default defineConfig({
  test: {
    include: process.env.TEST_SLOW === "1" ? SLOW : ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: process.env.TEST_SLOW === "1" ? [] : SLOW,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // a migrated embedded database, dumped once: every test's database starts as a copy (harness.ts, newPglite)
    globalSetup: ["test/global-setup.ts"],
    // one test file per core (Vitest's default is one fewer): the files spend much of their time waiting on
    // PostgreSQL and on sockets, and each makes its own database (test/harness.ts). On the 2-core CI machine the
    // suite takes ~180 s instead of ~280 s. The slow tests keep the default: they start processes of their own.
    maxWorkers: process.env.TEST_SLOW === "1" ? undefined : "100%",
    // the files share a worker's modules (the app, the engine, the texts) instead of importing them again each:
    // about a quarter of the suite's time was those imports. No file mocks a module or changes the environment.
    isolate: process.env.TEST_SLOW === "1",
  },
});
