import { defineConfig } from "vitest/config";

/**
 * Slow stress and model tests: several server processes, nginx in front of two instances, a crash mid-run,
 * shutdown under load, fast-check command sequences. They run in their own step (`npm run test:slow`, which CI
 * runs after `npm test`); `TEST_SLOW=1` selects them.
 */
export const SLOW = [
  "test/topology.test.ts",
  "test/instances.test.ts",
  "test/reminders-instances.test.ts",
  "test/shutdown.test.ts",
  "test/payments-model.test.ts",
];

export default defineConfig({
  test: {
    include: process.env.TEST_SLOW === "1" ? SLOW : ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: process.env.TEST_SLOW === "1" ? [] : SLOW,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
