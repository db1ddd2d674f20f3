/**
 * The suite's fixtures on top of Playwright's own (`page`, `context`, `browser`, `request`…). Specs import `test`
 * and `expect` from here.
 *
 * - `_server` (worker): the production server (`node apps/server/src/main.ts`) on a free port with a fresh
 *   DATA_DIR, a fixed clock (APP_CLOCK_NOW, default 2026-11-21T09:00:00Z), a Yandex Metrica counter id
 *   (METRICA_ID, default 12345678), its bot polling a local Telegram Bot API server
 *   (@bazi/test-support/telegram-fake) and its Web Push going to a local push service over https
 *   (@bazi/test-support/push-service); ready once it logs "listening". Its log is appended to
 *   e2e/artifacts/server.log. With E2E_BASE_URL set, that server is used and none is started. Playwright starts a
 *   new worker (so a new server) after a failed test.
 * - per test: `baseUrl`, `now`, `metricaId`, `dataDir`, `admin`, `telegram`, `pushService`, `allowConsoleErrors`,
 *   `artifactsDir`.
 * - `_guard` (automatic): answers mc.yandex.ru with an empty script (the network is closed), makes `page.goto` to
 *   one of the site's pages wait until React has hydrated it, and fails the test on a page error or a console error
 *   of `page` (CSP violations and hydration mismatches show up there) unless `allowConsoleErrors` matches it.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { type LocalPushService, startLocalPushService } from "@bazi/test-support/push-service";
import { type FakeTelegram, startFakeTelegram } from "@bazi/test-support/telegram-fake";
import { test as base, type PlaywrightTestArgs, type PlaywrightWorkerArgs } from "@playwright/test";

export { expect } from "@playwright/test";

const E2E_DIR = fileURLToPath(new URL(".", import.meta.url));
const ROOT = join(E2E_DIR, "..");
/** Playwright's outputDir (emptied at the start of every run): traces, failure screenshots, server.log. */
export const ARTIFACTS = join(E2E_DIR, "artifacts");
const NOW = process.env.APP_CLOCK_NOW ?? "2026-11-21T09:00:00Z";
const METRICA_ID = process.env.METRICA_ID ?? "12345678";
/** Written when the server could not start, so the workers Playwright starts after that fail at once. */
const START_FAILED = join(ARTIFACTS, "server-start-failed.txt");

export interface SpecFixtures {
  /** "http://127.0.0.1:PORT", no trailing slash. */
  baseUrl: string;
  /** Where specs write their own screenshots (e2e/artifacts), taken with E2E_SCREENSHOTS=1 (lib.ts reviewShot). */
  artifactsDir: string;
  /** The server's fixed clock (APP_CLOCK_NOW) as an ISO instant, or null when the server runs on real time. */
  now: string | null;
  /** The server's Yandex Metrica counter id (METRICA_ID), or null when it has none. */
  metricaId: string | null;
  /** The server's DATA_DIR (the dev outbox's mails are `<dataDir>/outbox/*.eml`), or null with E2E_BASE_URL. */
  dataDir: string | null;
  /** Console errors matching `pattern` no longer fail the test (a test that makes requests fail on purpose). */
  allowConsoleErrors(pattern: RegExp): void;
  /**
   * Runs an operator command (`npm run admin -- …`) on the server's database and answers what it printed. The
   * fixture stops the server, runs the command and starts the server again on the same port (the embedded
   * database allows one process at a time); sessions survive (the key is in the data directory). Null when the
   * tests run against an outside server (E2E_BASE_URL).
   */
  admin: ((args: string[]) => Promise<string>) | null;
  /**
   * The local Telegram Bot API server the app's bot talks to (long polling): what the bot sent, and the user's
   * side (`userSays`, `userBlocks`). Null when the tests run against an outside server (E2E_BASE_URL).
   */
  telegram: FakeTelegram | null;
  /**
   * The local Web Push service the app posts notifications to (RFC 8030/8291/8292 over https): its `subscribe`
   * gives what a browser's PushManager would, its `messages` what arrived, decrypted. Null with E2E_BASE_URL.
   */
  pushService: LocalPushService | null;
  /** The automatic checks of every test (see the top of this file); `allowed` holds allowConsoleErrors' patterns. */
  _guard: { allowed: RegExp[] };
}

interface Server {
  baseUrl: string;
  now: string | null;
  metricaId: string | null;
  admin: ((args: string[]) => Promise<string>) | null;
  dataDir: string | null;
  telegram: FakeTelegram | null;
  pushService: LocalPushService | null;
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
      now: null,
      metricaId: process.env.METRICA_ID ?? null,
      admin: null,
      dataDir: null,
      telegram: null,
      pushService: null,
      stop: async () => {},
    };
  }
  if (existsSync(START_FAILED)) {
    throw new Error(`e2e: the server could not start earlier in this run (see ${START_FAILED})`);
  }
  // global-setup.ts built the web app when its build was missing
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
    // every spec of a worker calls from 127.0.0.1, some setting up accounts, charts and payments in a second or
    // two: a visitor's burst of 20 would refuse them (the limits themselves: apps/server/test/rate-limit.test.ts)
    RATE_LIMIT_BURST: "200",
    // as behind the production proxy, which connects from 127.0.0.1: the client's address is X-Forwarded-For's
    // right-most entry (lib.ts signUpVia sends one per account; the browser's own requests carry none and count
    // as 127.0.0.1)
    TRUST_PROXY: "127.0.0.1",
  };
  const logLines: string[] = [`e2e: server with DATA_DIR ${dataDir}, started ${new Date().toISOString()}`];
  const saveLog = () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    appendFileSync(join(ARTIFACTS, "server.log"), `${logLines.join("\n")}\n`);
    logLines.length = 0;
  };

  /** Starts the server on `port` and resolves once it listens; rejects with its last log lines. */
  function launch(port: number): Promise<ChildProcess> {
    const child: ChildProcess = spawn(process.execPath, [join(ROOT, "apps/server/src/main.ts")], {
      cwd: ROOT,
      env: { ...env, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stderr?.on("data", (b: Buffer) => logLines.push(b.toString().trimEnd()));
    return new Promise<void>((resolve, reject) => {
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
            resolve();
          }
        } catch {
          // not a JSON log line
        }
      });
    }).then(
      () => child,
      (e: Error) => {
        const message = `e2e: could not start the server: ${e.message}\n${logLines.slice(-20).join("\n")}`;
        saveLog();
        child.kill("SIGKILL");
        throw new Error(message);
      },
    );
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
  // Web Push goes to a local push service over https: the server trusts its throwaway certificate and only it
  const pushService = await startLocalPushService();
  env.WEB_PUSH = "on";
  env.PUSH_SERVICE_HOSTS = pushService.host;
  env.NODE_EXTRA_CA_CERTS = pushService.caFile;
  // The port is chosen first: the site's public origin (return URLs from the payment pages) must name it.
  const port = await freePort();
  env.SITE_URL_RU = `http://127.0.0.1:${port}`;
  env.SITE_URL_EN = `http://127.0.0.1:${port}`;
  let running: ChildProcess;
  try {
    running = await launch(port);
  } catch (e) {
    await telegram.close();
    await pushService.close();
    rmSync(dataDir, { recursive: true, force: true });
    writeFileSync(START_FAILED, `${(e as Error).message}\n`);
    throw e;
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    now: NOW,
    metricaId: METRICA_ID,
    dataDir,
    telegram,
    pushService,
    async admin(args) {
      await halt(running);
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
      await halt(running);
      await telegram.close();
      await pushService.close();
      saveLog();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<SpecFixtures, { _server: Server }>({
  _server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: 120_000, title: "production server" },
  ],
  baseUrl: async ({ _server }, use) => use(_server.baseUrl),
  now: async ({ _server }, use) => use(_server.now),
  metricaId: async ({ _server }, use) => use(_server.metricaId),
  dataDir: async ({ _server }, use) => use(_server.dataDir),
  admin: async ({ _server }, use) => use(_server.admin),
  telegram: async ({ _server }, use) => use(_server.telegram),
  pushService: async ({ _server }, use) => use(_server.pushService),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  artifactsDir: async ({}, use) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await use(ARTIFACTS);
  },
  allowConsoleErrors: async ({ _guard }, use) => use((pattern) => void _guard.allowed.push(pattern)),
  _guard: [
    async ({ context, page }, use) => {
      await context.route("https://mc.yandex.ru/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
      );
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
      const guard = { allowed: [] as RegExp[] };
      page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
      page.on("console", (m) => {
        if (m.type() === "error" && !guard.allowed.some((re) => re.test(m.text())))
          problems.push(`console error: ${m.text()}`);
      });
      await use(guard);
      if (problems.length > 0) throw new Error(problems.join("\n"));
    },
    { auto: true, title: "mc.yandex.ru stub, hydration wait, page and console errors" },
  ],
});

/** What a test's function can take: Playwright's fixtures and the suite's. */
export type Fixtures = PlaywrightTestArgs & PlaywrightWorkerArgs & Omit<SpecFixtures, "_guard">;
