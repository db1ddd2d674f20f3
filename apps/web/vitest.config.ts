import { defineConfig } from "vitest/config";

// The web app's unit tests (server-side helpers of the pages, the build's scripts); vite.config.ts (React Router's
// plugin) is not used.
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts"],
  },
});
