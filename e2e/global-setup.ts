/**
 * Runs once before the suite (Playwright's globalSetup): stops the run when Chromium is missing, and builds the web
 * app when its build is missing (`npm run test:e2e` always builds first), unless the tests run against an outside
 * server (E2E_BASE_URL).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM } from "./playwright.config.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

export default function globalSetup(): void {
  if (!existsSync(CHROMIUM)) {
    const message =
      "Chromium is missing: install it with `sudo apt-get install chromium` (Debian) and run again";
    console.error(message);
    throw new Error(message);
  }
  if (!process.env.E2E_BASE_URL && !existsSync(join(ROOT, "apps/web/build/server/index.js"))) {
    console.log("e2e: building the web app (npm run build -w apps/web)");
    const r = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: ROOT, stdio: "inherit" });
    if (r.status !== 0) throw new Error("e2e: the web build failed");
  }
}
