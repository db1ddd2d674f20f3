/**
 * Decision 030: `deploy/run.sh` fills Node's compile cache before it starts the server, so the server process
 * never loads Node's TypeScript type stripper (about 11 MB that would stay for the process's life). A probe loaded
 * into each process (support/type-stripper-probe.mjs) says at exit whether the stripper was loaded; the control
 * runs the server without the warm-up and must see it loaded, so the probe is known to see it.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { serverModules } from "../src/compile-cache.ts";

const ROOT = join(import.meta.dirname, "../../..");
const PROBE = join(import.meta.dirname, "support/type-stripper-probe.mjs");

interface Probe {
  probe: string;
  typeStripper: boolean;
}

/**
 * Runs `command` (deploy/run.sh, or the server alone) with an empty compile cache, asks for two pages, the API's
 * document and the month's image (the image renderer loads on use), stops it with SIGTERM and returns what the
 * probe said about each Node process. The pages need the web build (`npm run build`, run before the tests).
 */
async function probeStart(command: string, args: string[]): Promise<Probe[]> {
  const cache = mkdtempSync(join(tmpdir(), "bazi-compile-cache-"));
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_COMPILE_CACHE: cache,
      NODE_OPTIONS: `--import=${PROBE}`,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_LEVEL: "info",
      APP_CLOCK_NOW: "2026-11-21T09:00:00Z",
      RATE_LIMIT_BURST: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    const probes: Probe[] = [];
    const stderr = createInterface({ input: child.stderr! }).on("line", (line) => {
      if (line.startsWith('{"probe"')) probes.push(JSON.parse(line) as Probe);
    });
    const stderrRead = new Promise<void>((resolve) => stderr.once("close", () => resolve()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const port = await new Promise<number>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on("line", (line) => {
        const entry = JSON.parse(line) as { msg: string; port?: number };
        if (entry.msg === "listening") resolve(entry.port!);
      });
      child.on("exit", (code) => reject(new Error(`the server exited (${code}) before listening`)));
    });
    const base = `http://127.0.0.1:${port}`;
    for (const path of ["/", "/en/bazi", "/api/openapi.json", "/calendar/month.png?year=2026&month=11"]) {
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
    }
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    // the probe writes at exit, the line may still be in the pipe: read it to its end
    await stderrRead;
    return probes;
  } finally {
    // a failed request leaves the server running: it is stopped here, not when the test worker ends
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(cache, { recursive: true, force: true });
  }
}

describe("the compile cache (decision 030)", () => {
  it("warms every module of the server and its packages, and no test", () => {
    const modules = serverModules(ROOT);
    expect(modules).toContain("apps/server/src/main.ts");
    expect(modules).toContain("apps/server/src/providers/payments-stripe.ts");
    expect(modules).toContain("apps/server/src/providers/telegram.ts");
    expect(modules).toContain("packages/almanac/src/index.ts");
    expect(modules).toContain("packages/i18n/src/paths.ts");
    expect(modules.filter((m) => m.endsWith(".test.ts"))).toEqual([]);
    expect(modules).not.toContain("apps/server/src/content-import.ts");
  });

  it("deploy/run.sh starts a server that never loads the TypeScript stripper; without the warm-up it does", async () => {
    const warmed = await probeStart("sh", ["deploy/run.sh"]);
    const server = warmed.find((p) => p.probe.endsWith("apps/server/src/main.ts"));
    const warmUp = warmed.find((p) => p.probe.endsWith("apps/server/src/compile-cache.ts"));
    // the warm-up found the cache empty, so it stripped the files itself
    expect(warmUp?.typeStripper).toBe(true);
    expect(server?.typeStripper).toBe(false);

    const cold = await probeStart(process.execPath, ["apps/server/src/main.ts"]);
    expect(cold).toEqual([
      { probe: expect.stringMatching(/apps\/server\/src\/main\.ts$/), typeStripper: true },
    ]);
  }, 60_000);
});
