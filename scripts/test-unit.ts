// Runs every workspace's Vitest suite. The almanac suite runs once per time zone below, because its
// results must not depend on the machine's zone (the engine never reads the clock or the environment).
// The server's integration tests run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
// Ends with one plain line "unit: N passed, N failed" over all runs.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const zones = ["UTC", "Europe/Moscow", "Asia/Vladivostok", "America/Sao_Paulo"];
const dir = mkdtempSync(join(tmpdir(), "bazi-unit-"));
let passed = 0;
let failed = 0;
let failedRuns = 0;

function run(label: string, cwd: string, env: Record<string, string>): void {
  console.log(`\n▶ ${label}`);
  const out = join(dir, `${passed + failed}-${Date.now()}.json`);
  const r = spawnSync(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
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

for (const tz of zones) run(`packages/almanac under TZ=${tz}`, "packages/almanac", { TZ: tz });
if (!process.env.TEST_DATABASE_URL)
  console.log("\n(TEST_DATABASE_URL is not set: server tests run on PGlite only)");
run("apps/server", "apps/server", {});
run("apps/web", "apps/web", {});
rmSync(dir, { recursive: true, force: true });
console.log(`\nunit: ${passed} passed, ${failed} failed`);
process.exit(failedRuns > 0 || failed > 0 || passed === 0 ? 1 : 0);
