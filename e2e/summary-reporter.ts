/**
 * Prints the run's last line, `e2e: N passed, N failed`, which CI tooling reads. A run that ran no test (none
 * matched the filter, or global setup stopped it) counts as one failure.
 */
import type { FullResult, Reporter, Suite } from "@playwright/test/reporter";

export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(result: FullResult): void {
    if (process.argv.includes("--list")) return;
    let passed = 0;
    let failed = 0;
    for (const t of this.suite?.allTests() ?? []) {
      const outcome = t.outcome();
      if (outcome === "expected") passed++;
      else if (outcome === "unexpected" || outcome === "flaky") failed++;
    }
    // no test ran (Playwright says why: "No tests found", a global setup error), or the run stopped early
    if (passed + failed === 0 || (result.status !== "passed" && failed === 0)) failed = 1;
    console.log(`e2e: ${passed} passed, ${failed} failed`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
