// Runs every workspace's Vitest suite. The almanac's results must not depend on the machine's zone: a lint rule
// keeps its source from reading the process's zone, locale or clock (lint/engine-reads-no-zone.grit), the suite
// runs once in UTC, and a short smoke of the tests that turn instants into local dates runs under three zones
// far from it. The server's integration tests run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
// Ends with one plain line "unit: N passed, N failed" over all runs. With --slow it runs the server's slow stress and
// model tests instead (apps/server/vitest.config.ts, SLOW) and ends with "slow: N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SMOKE_ZONES = ["Europe/Moscow", "Asia/Vladivostok", "America/Sao_Paulo"];
/** Local dates and times from instants: zone offsets, pillars of a birth, lunar days, the CLI's output. */
const SMOKE_FILES = ["test/time.test.ts", "test/chart.test.ts", "test/moon.test.ts", "test/cli.test.ts"];
const dir = mkdtempSync(join(tmpdir(), "bazi-unit-"));
let passed = 0;
let failed = 0;
let failedRuns = 0;

function run(label: string, cwd: string, env: Record<string, string>, files: string[] = []): void {
  console.log(`\n▶ ${label}`);
  const out = join(dir, `${passed + failed}-${Date.now()}.json`);
  const r = spawnSync(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...files],
    {
      cwd,
      env: { ...process.env, ...env },
      stdio: "inherit",
    },
  );
  try {
    const report = JSON.parse(readFileSync(out, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } catch {
    failed += 1;
  }
  if (r.status !== 0) {
    failedRuns += 1;
    console.error(`✖ ${label} failed`);
  }
}

const slow = process.argv.includes("--slow");
if (!process.env.TEST_DATABASE_URL)
  console.log("\n(TEST_DATABASE_URL is not set: server tests run on PGlite only)");
if (slow) {
  run("apps/server: slow stress and model tests", "apps/server", { TEST_SLOW: "1" });
} else {
  run("packages/almanac under TZ=UTC", "packages/almanac", { TZ: "UTC" });
  for (const tz of SMOKE_ZONES)
    run(`packages/almanac smoke under TZ=${tz}`, "packages/almanac", { TZ: tz }, SMOKE_FILES);
  run("apps/server", "apps/server", {});
  run("apps/web", "apps/web", {});
  run("packages/test-support", "packages/test-support", {});
  run("packages/i18n", "packages/i18n", {});
  run("packages/cli", "packages/cli", {});
}
rmSync(dir, { recursive: true, force: true });
console.log(`\n${slow ? "slow" : "unit"}: ${passed} passed, ${failed} failed`);
process.exit(failedRuns > 0 || failed > 0 || passed === 0 ? 1 : 0);
