import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // each test runs the bin in a new Node process: a chart with its forecast takes seconds on a slow machine
    testTimeout: 60_000,
  },
});
