import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    // one test file per core (Vitest's default is one fewer, which is one worker on the 2-core CI machine)
    maxWorkers: "100%",
  },
});
