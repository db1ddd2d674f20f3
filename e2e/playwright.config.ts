/**
 * End-to-end tests in the system's Chromium against the production build:
 * `npx playwright test -c e2e/playwright.config.ts [file filter] [-g title filter]` (`npm run test:e2e` builds
 * first). Two workers (E2E_WORKERS), each with its own server and data folder (fixtures.ts), whose `admin`
 * restarts it; a spec file's tests run in order in one worker. A failed test runs once more recording its trace,
 * and passing only then still fails the run; the trace and screenshot stay in e2e/artifacts/<test>/
 * (`npx playwright show-trace <trace.zip>`); the servers' log is e2e/artifacts/server.log. With E2E_SCREENSHOTS=1 the
 * specs also save screenshots of the pages there for review (lib.ts reviewShot). The last line printed is
 * `e2e: N passed, N failed` (summary-reporter.ts).
 */
import { defineConfig } from "@playwright/test";

/** The system's Chromium (Debian package); Playwright never downloads a browser here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "specs",
  testMatch: "*.spec.ts",
  outputDir: "artifacts",
  globalSetup: "./global-setup.ts",
  // two workers, each with its own server and data (fixtures.ts); a spec file's tests run in order in one worker
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // a failed test runs once more, recording its trace; passing only then still fails the run
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  // web-first assertions wait up to 10 s (Playwright's default is 5): the two workers' servers share a 2-core
  // machine with Chromium, and a job or a restart behind a page can take that long under load
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["./summary-reporter.ts"]],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    viewport: { width: 1280, height: 900 },
    locale: "ru-RU",
    // the site's service worker (decision 023) would answer the page's requests itself, out of reach of
    // `page.route`, which several specs use: it runs only where a spec allows it (specs/pwa.spec.ts)
    serviceWorkers: "block",
    // playwright-core's own defaults, as the specs were written for (Playwright Test's are "no limit")
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
});
