/**
 * End-to-end tests in the system's Chromium against the production build, with playwright-core and no test
 * framework: `node e2e/run.ts [--build] [filter]`.
 *
 * 1. Checks /usr/bin/chromium (or $CHROMIUM_PATH) exists.
 * 2. Builds the web app when its build is missing, or always with --build.
 * 3. Starts the production server (`node apps/server/src/main.ts`) on a free port with a fresh DATA_DIR and a
 *    fixed clock (APP_CLOCK_NOW, default 2026-11-21T09:00:00Z) and a Yandex Metrica counter id (METRICA_ID, default
 *    12345678; the network is closed, so every browser context answers mc.yandex.ru with an empty script), and waits
 *    for its "listening" log line.
 *    With E2E_BASE_URL set it uses that server instead and starts none.
 * 4. Runs every exported function of e2e/specs/*.spec.ts (optionally only names containing `filter`), each in a
 *    fresh browser context; a test also fails on a page error or a console error (CSP violations and hydration
 *    mismatches show up there), unless the spec expects it (`allowConsoleErrors`).
 * 5. Keeps screenshots and the server log in e2e/artifacts/, stops the server, prints
 *    `e2e: N passed, N failed` and exits non-zero on any failure.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type FakeTelegram, startFakeTelegram } from "@bazi/test-support/telegram-fake";
import { chromium } from "playwright-core";
import { DESKTOP, type Spec } from "./lib.ts";

const E2E_DIR = fileURLToPath(new URL(".", import.meta.url));
const ROOT = join(E2E_DIR, "..");
const ARTIFACTS = join(E2E_DIR, "artifacts");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const NOW = process.env.APP_CLOCK_NOW ?? "2026-11-21T09:00:00Z";
const METRICA_ID = process.env.METRICA_ID ?? "12345678";
const TEST_TIMEOUT_MS = 60_000;

const args = process.argv.slice(2);
const forceBuild = args.includes("--build");
const filter = args.find((a) => !a.startsWith("--"));

function fail(message: string): never {
  console.error(message);
  console.log("e2e: 0 passed, 1 failed");
  process.exit(1);
}

if (!existsSync(CHROMIUM)) {
  fail("Chromium is missing: install it with `sudo apt-get install chromium` (Debian) and run again");
}

// Artifacts of the previous run go, so what is there always belongs to this one.
rmSync(ARTIFACTS, { recursive: true, force: true });
mkdirSync(ARTIFACTS, { recursive: true });

interface Server {
  baseUrl: string;
  now: string | null;
  /** Runs `apps/server/src/admin.ts` with the server stopped (PGlite: one process per data directory). */
  admin: ((args: string[]) => Promise<string>) | null;
  /** The server's DATA_DIR (the dev outbox is `<dataDir>/outbox`), or null with E2E_BASE_URL. */
  dataDir: string | null;
  /** The local Bot API server the app's bot polls. */
  telegram: FakeTelegram | null;
  stop(): Promise<void>;
}

/** A TCP port free on 127.0.0.1 right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<Server> {
  if (process.env.E2E_BASE_URL) {
    return {
      baseUrl: process.env.E2E_BASE_URL.replace(/\/$/, ""),
      stop: async () => {},
      now: null,
      admin: null,
      dataDir: null,
      telegram: null,
    };
  }
  if (forceBuild || !existsSync(join(ROOT, "apps/web/build/server/index.js"))) {
    console.log("e2e: building the web app (npm run build -w apps/web)");
    const r = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: ROOT, stdio: "inherit" });
    if (r.status !== 0) fail("e2e: the web build failed");
  }
  const dataDir = mkdtempSync(join(tmpdir(), "bazi-e2e-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    APP_CLOCK_NOW: NOW,
    METRICA_ID,
    LOG_LEVEL: "info",
    DATABASE_URL: "",
    // as `npm start`: glibc keeps fewer per-thread arenas, so image decoding (sharp) returns its memory
    MALLOC_ARENA_MAX: "2",
  };
  const logLines: string[] = [];
  const saveLog = () => writeFileSync(join(ARTIFACTS, "server.log"), `${logLines.join("\n")}\n`);

  /** Starts the server on `port` (0 = any free one) and resolves the port it listens on. */
  function launch(port: number): Promise<{ child: ChildProcess; port: number }> {
    const child: ChildProcess = spawn(process.execPath, [join(ROOT, "apps/server/src/main.ts")], {
      cwd: ROOT,
      env: { ...env, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stderr?.on("data", (b: Buffer) => logLines.push(b.toString().trimEnd()));
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the server did not log "listening" within 90 s')),
        90_000,
      );
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with code ${code} before listening`));
      });
      const lines = createInterface({ input: child.stdout! });
      lines.on("line", (line) => {
        logLines.push(line);
        try {
          const rec = JSON.parse(line) as { msg?: string; port?: number };
          if (rec.msg === "listening" && typeof rec.port === "number") {
            clearTimeout(timer);
            resolve(rec.port);
          }
        } catch {
          // not a JSON log line
        }
      });
    })
      .then((p) => ({ child, port: p }))
      .catch((e: Error) => {
        saveLog();
        child.kill("SIGKILL");
        fail(`e2e: could not start the server: ${e.message}\n${logLines.slice(-20).join("\n")}`);
      });
  }

  async function halt(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((r) => child.once("exit", () => r()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  }

  // The app's bot talks to a local Bot API server (long polling), which the specs drive as the user's side.
  const telegram = await startFakeTelegram({ username: "bazi_e2e_bot" });
  env.TELEGRAM_BOT_TOKEN = telegram.token;
  env.TELEGRAM_API_ROOT = telegram.url;
  env.REMINDER_INTERVAL_MS = "1000";
  // The port is chosen first: the site's public origin (return URLs from the payment pages) must name it.
  const port = await freePort();
  env.SITE_URL_RU = `http://127.0.0.1:${port}`;
  env.SITE_URL_EN = `http://127.0.0.1:${port}`;
  let running = await launch(port);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    now: NOW,
    dataDir,
    telegram,
    async admin(args) {
      await halt(running.child);
      const r = spawnSync(process.execPath, [join(ROOT, "apps/server/src/admin.ts"), ...args], {
        cwd: ROOT,
        env,
        encoding: "utf8",
      });
      logLines.push(`e2e: admin ${args.join(" ")} → ${r.status}: ${r.stdout.trim()} ${r.stderr.trim()}`);
      running = await launch(port);
      if (r.status !== 0) throw new Error(`admin ${args.join(" ")} failed: ${r.stderr.trim()}`);
      return r.stdout.trim();
    },
    async stop() {
      await halt(running.child);
      await telegram.close();
      saveLog();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function loadSpecs(): Promise<{ name: string; fn: Spec }[]> {
  const dir = join(E2E_DIR, "specs");
  const out: { name: string; fn: Spec }[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".spec.ts"))
    .sort()) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    for (const [name, fn] of Object.entries(mod)) {
      const full = `${file.replace(/\.spec\.ts$/, "")} › ${name}`;
      if (typeof fn === "function" && (!filter || full.includes(filter)))
        out.push({ name: full, fn: fn as Spec });
    }
  }
  return out;
}

const specs = await loadSpecs();
const server = await startServer();
// launch() gives Chromium a fresh temporary user-data dir of its own, removed on close.
const browser = await chromium.launch({
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
});

let passed = 0;
let failed = 0;
try {
  for (const spec of specs) {
    const context = await browser.newContext({ viewport: DESKTOP, locale: "ru-RU" });
    await context.route("https://mc.yandex.ru/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
    const page = await context.newPage();
    // A page's scripts start after its first paint (decision 011): goto to one of the site's pages waits until
    // React has hydrated it (`<html data-hydrated>`), as a visitor who reads before clicking would (at most 10 s:
    // a page whose scripts fail is the test's to notice). Tests of the plain HTML use pages without JavaScript.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      if (res?.headers()["content-type"]?.startsWith("text/html")) {
        await page
          .waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, {
            timeout: 10_000,
          })
          .catch(() => {});
      }
      return res;
    };
    const problems: string[] = [];
    const allowed: RegExp[] = [];
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("console", (m) => {
      if (m.type() === "error" && !allowed.some((re) => re.test(m.text())))
        problems.push(`console error: ${m.text()}`);
    });
    const started = Date.now();
    try {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        spec.fn({
          page,
          context,
          browser,
          baseUrl: server.baseUrl,
          artifactsDir: ARTIFACTS,
          now: server.now,
          metricaId: process.env.E2E_BASE_URL ? (process.env.METRICA_ID ?? null) : METRICA_ID,
          allowConsoleErrors: (pattern) => allowed.push(pattern),
          admin: server.admin,
          dataDir: server.dataDir,
          telegram: server.telegram,
        }),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`timed out after ${TEST_TIMEOUT_MS / 1000} s`)),
            TEST_TIMEOUT_MS,
          );
        }),
      ]).finally(() => clearTimeout(timer));
      if (problems.length > 0) throw new Error(problems.join("\n"));
      passed++;
      console.log(`  ✓ ${spec.name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      console.log(`  ✗ ${spec.name}\n    ${String((e as Error).stack ?? e).replaceAll("\n", "\n    ")}`);
      const shot = join(ARTIFACTS, `failed-${spec.name.replace(/[^\w-]+/g, "_")}.png`);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

if (specs.length === 0) {
  console.log("e2e: no specs matched");
  failed++;
}
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
