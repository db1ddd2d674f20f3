import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    // one test file per core (Vitest's default is one fewer, which is one worker on the 2-core CI machine)
    maxWorkers: "100%",
    // the files share a worker's modules instead of importing the engine again each (no file mocks a module)
    isolate: false,
  },
});
