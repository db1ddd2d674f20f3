// Runs every workspace's Vitest suite. The almanac suite runs once per time zone below, because its
// results must not depend on the machine's zone (the engine never reads the clock or the environment).
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
rmSync(dir, { recursive: true, force: true });
console.log(`\nunit: ${passed} passed, ${failed} failed`);
process.exit(failedRuns > 0 || failed > 0 || passed === 0 ? 1 : 0);
