// Runs every workspace's Vitest suite. The almanac suite runs once per time zone below, because its
// results must not depend on the machine's zone (the engine never reads the clock or the environment).
import { spawnSync } from "node:child_process";

const zones = ["UTC", "Europe/Moscow", "Asia/Vladivostok", "America/Sao_Paulo"];

function run(label: string, cwd: string, env: Record<string, string>): void {
  console.log(`\n▶ ${label}`);
  const r = spawnSync("npx", ["vitest", "run"], { cwd, env: { ...process.env, ...env }, stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(r.status ?? 1);
  }
}

for (const tz of zones) run(`packages/almanac under TZ=${tz}`, "packages/almanac", { TZ: tz });
