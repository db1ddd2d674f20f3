/**
 * The README's test command on a machine without Chromium: the e2e step fails (it never passes by running no
 * test) and says how to install it.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, it } from "vitest";

it("the e2e runner without Chromium fails with the command that installs it", () => {
  const r = spawnSync(process.execPath, [join(import.meta.dirname, "../../../e2e/run.ts")], {
    env: { ...process.env, CHROMIUM_PATH: "/nonexistent/chromium" },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(r.status).toBe(1);
  expect(r.stderr).toContain("Chromium is missing: install it with `sudo apt-get install chromium` (Debian)");
  expect(r.stdout).toContain("e2e: 0 passed, 1 failed");
});
