/**
 * The e2e suite's entry point (Playwright with e2e/playwright.config.ts, as in `npm test`): on a machine without
 * Chromium it fails (it never passes by running no test) and says how to install it; a filter that matches no
 * test fails too; either way the last line is the summary CI reads (e2e/summary-reporter.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FullResult, Suite, TestCase } from "@playwright/test/reporter";
import { afterAll, expect, it, vi } from "vitest";
import SummaryReporter from "../../../e2e/summary-reporter.ts";

const ROOT = join(import.meta.dirname, "../../..");
// not e2e/artifacts: Playwright empties its output directory, and an e2e run may be using that one
const OUTPUT = mkdtempSync(join(tmpdir(), "bazi-e2e-runner-"));
afterAll(() => rmSync(OUTPUT, { recursive: true, force: true }));

function playwright(args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(
    process.execPath,
    [
      join(ROOT, "node_modules/@playwright/test/cli.js"),
      "test",
      "-c",
      "e2e/playwright.config.ts",
      `--output=${OUTPUT}`,
      ...args,
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8", timeout: 60_000 },
  );
}

function lastLine(out: string): string {
  return out.trimEnd().split("\n").at(-1) ?? "";
}

it("the e2e runner without Chromium fails with the command that installs it", () => {
  const r = playwright([], { CHROMIUM_PATH: "/nonexistent/chromium" });
  expect(r.status).toBe(1);
  expect(r.stderr).toContain("Chromium is missing: install it with `sudo apt-get install chromium` (Debian)");
  expect(lastLine(r.stdout)).toBe("e2e: 0 passed, 1 failed");
});

it("a filter that matches no test fails", () => {
  const r = playwright(["-g", "no test has this name"]);
  expect(r.status).toBe(1);
  expect(r.stdout).toContain("No tests found");
  expect(lastLine(r.stdout)).toBe("e2e: 0 passed, 1 failed");
});

it("the summary counts the tests by their outcome", () => {
  const summary = (outcomes: ReturnType<TestCase["outcome"]>[], status: FullResult["status"]) => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const reporter = new SummaryReporter();
      const tests = outcomes.map((o) => ({ outcome: () => o }) as TestCase);
      reporter.onBegin({}, { allTests: () => tests } as Suite);
      reporter.onEnd({ status } as FullResult);
      return log.mock.calls.map((c) => c.join(" "));
    } finally {
      log.mockRestore();
    }
  };
  expect(summary(["expected", "expected", "unexpected", "flaky"], "failed")).toEqual([
    "e2e: 2 passed, 2 failed",
  ]);
  expect(summary(["expected", "expected"], "passed")).toEqual(["e2e: 2 passed, 0 failed"]);
  // stopped early (Ctrl-C, the global timeout): what did not run is no pass
  expect(summary(["expected", "skipped"], "interrupted")).toEqual(["e2e: 1 passed, 1 failed"]);
  expect(summary([], "failed")).toEqual(["e2e: 0 passed, 1 failed"]);
});
