/**
 * The production topology, for real: nginx (the Debian package) terminating TLS with a throwaway certificate in
 * front of two app instances started by deploy/run.sh (the image's command) on one fresh PostgreSQL database,
 * with nginx configured by deploy/nginx/bazi.conf.template itself. Through nginx: sign up and sign in; the sign-in
 * throttle holds across both instances; X-Forwarded-For is nginx's own (a forged start is not believed); one
 * payment notified twice in parallel (one to each instance) extends the chart once; the reminder job runs on both
 * and each chat gets its message once; then both instances restart one after the other under load (autocannon,
 * bounded, loopback only) with 0 failed requests. The instances' logs carry no e-mail, password or birth date.
 *
 * Needs TEST_DATABASE_URL and nginx (CI installs it; under CI=true a missing one fails instead of skipping). The
 * instances serve the pages too, so the web app is built first when its build is missing.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { gunzipSync } from "node:zlib";
import { throwawayCertificate } from "@bazi/test-support/certificate";
import { type FakeStripe, startFakeStripe } from "@bazi/test-support/stripe-fake";
import { type FakeTelegram, startFakeTelegram } from "@bazi/test-support/telegram-fake";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import webpush from "web-push";
import { type Database, openDatabase } from "../src/db/client.ts";
import { CHART_FORM, SELLER_ENV, seedReminderChats } from "./harness.ts";

const PG = process.env.TEST_DATABASE_URL;
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
const ROOT = join(import.meta.dirname, "../../..");
if (process.env.CI && (!PG || !NGINX))
  throw new Error(
    "CI must run the topology test: TEST_DATABASE_URL and nginx (apt-get install nginx) are needed",
  );

/** 09:00:30 in Moscow: the seeded reminders are due. */
const NOW = "2026-11-21T06:00:30Z";
const STRIPE_KEY = "sk_test_topology_0123456789";
const STRIPE_HOOK = "whsec_topology_0123456789";
const PASSWORD = "Sunflower-42";
const METRICS_TOKEN = randomBytes(24).toString("base64url");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Instance {
  child: ChildProcess;
  exited: Promise<number | null>;
  log: string[];
}

describe.skipIf(!PG || !NGINX)("production topology: nginx, two instances, PostgreSQL", () => {
  const dir = mkdtempSync(join(tmpdir(), "bazi-topology-"));
  let dbName: string;
  let dbUrl: string;
  let database: Database;
  let stripe: FakeStripe;
  let telegram: FakeTelegram;
  let nginx: ChildProcess;
  let ca: Buffer;
  let https = 0;
  let plain = 0;
  const ports: number[] = [];
  const instances: Instance[] = [];
  /** Every line any instance wrote, restarted ones included. */
  const allLogs: string[] = [];
  const authSecret = randomBytes(32).toString("base64url");
  const vapid = webpush.generateVAPIDKeys();

  function startInstance(i: number): Promise<Instance> {
    const dataDir = join(dir, `data-${i}`);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn("sh", [join(ROOT, "deploy/run.sh")], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: dbUrl,
        AUTH_SECRET: authSecret,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        HOST: "127.0.0.1",
        PORT: String(ports[i]),
        DATA_DIR: dataDir,
        TRUST_PROXY: "127.0.0.1",
        LOG_LEVEL: "info",
        APP_CLOCK_NOW: NOW,
        SITE_URL_RU: `https://127.0.0.1:${https}`,
        SITE_URL_EN: `https://127.0.0.1:${https}`,
        RATE_LIMIT_BURST: "100000",
        ...SELLER_ENV,
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_WEBHOOK_SECRET: STRIPE_HOOK,
        STRIPE_API_ROOT: stripe.url,
        TELEGRAM_BOT_TOKEN: telegram.token,
        TELEGRAM_API_ROOT: telegram.url,
        TELEGRAM_RATE_PER_SECOND: "100",
        REMINDER_INTERVAL_MS: "250",
        RENEWAL_INTERVAL_MS: "0",
        SHUTDOWN_TIMEOUT_MS: "10000",
        METRICS_TOKEN,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const log: string[] = [];
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    createInterface({ input: child.stderr! }).on("line", (line) => {
      log.push(line);
      allLogs.push(line);
    });
    return new Promise<Instance>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on("line", (line) => {
        log.push(line);
        allLogs.push(line);
        if (line.includes('"msg":"listening"')) resolve({ child, exited, log });
      });
      void exited.then(() => reject(new Error(`instance ${i} exited before listening:\n${log.join("\n")}`)));
    });
  }

  /** One request through nginx over TLS (the throwaway certificate is the only one trusted). */
  function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: Record<string, unknown>; headers: Record<string, unknown> }> {
    const text = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port: https,
          method,
          path,
          ca,
          servername: "localhost",
          agent: false,
          headers: {
            ...(text === undefined ? {} : { "content-type": "application/json" }),
            ...headers,
          },
        },
        (res) => {
          let data = "";
          res.setEncoding("utf8");
          res.on("data", (d) => (data += d));
          res.on("end", () => {
            let json: Record<string, unknown> = {};
            try {
              json = JSON.parse(data) as Record<string, unknown>;
            } catch {}
            resolve({ status: res.statusCode ?? 0, json, headers: res.headers });
          });
        },
      );
      req.on("error", reject);
      req.end(text);
    });
  }

  /** A page's HTML through nginx. */
  async function text(path: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port: https, path, ca, servername: "localhost", agent: false },
        (res) => {
          let data = "";
          res.setEncoding("utf8");
          res.on("data", (d) => (data += d));
          res.on("end", () => resolve(data));
        },
      );
      req.on("error", reject);
      req.end();
    });
  }

  beforeAll(async () => {
    if (!existsSync(join(ROOT, "apps/web/build/server/index.js"))) {
      const r = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: ROOT, stdio: "inherit" });
      if (r.status !== 0) throw new Error("the web build failed");
    }
    dbName = `bazi_topology_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(PG!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    database = await openDatabase({ url: dbUrl, dataDir: "unused" });

    stripe = await startFakeStripe({ secretKey: STRIPE_KEY, webhookSecret: STRIPE_HOOK });
    telegram = await startFakeTelegram();

    // a throwaway certificate for localhost and 127.0.0.1 (key.pem, cert.pem)
    ca = Buffer.from((await throwawayCertificate(dir)).cert);

    ports.push(await freePort(), await freePort());
    https = await freePort();
    plain = await freePort();
    // deploy's site configuration, filled in as the nginx image's envsubst would
    const vars: Record<string, string> = {
      APP_UPSTREAM_1: `127.0.0.1:${ports[0]}`,
      APP_UPSTREAM_2: `127.0.0.1:${ports[1]}`,
      TLS_CERT: join(dir, "cert.pem"),
      TLS_KEY: join(dir, "key.pem"),
      HTTPS_PORT: String(https),
      HTTP_PORT: String(plain),
    };
    const site = readFileSync(join(ROOT, "deploy/nginx/bazi.conf.template"), "utf8").replace(
      /\$\{([A-Z0-9_]+)\}/g,
      (whole, name: string) => vars[name] ?? whole,
    );
    writeFileSync(join(dir, "bazi.conf"), site);
    // the main configuration is the test's own: files in the test's folder, in the foreground
    writeFileSync(
      join(dir, "nginx.conf"),
      `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/bazi.conf;
}
`,
    );
    const check = spawnSync(NGINX!, ["-t", "-p", dir, "-c", join(dir, "nginx.conf")], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);

    // both instances at once on the empty database: they take turns to migrate
    instances.push(...(await Promise.all([startInstance(0), startInstance(1)])));
    nginx = spawn(NGINX!, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
      stdio: "ignore",
    });
    await vi.waitFor(async () => expect((await call("GET", "/healthz")).status).toBe(200), {
      timeout: 10_000,
      interval: 100,
    });
  }, 180_000);

  afterAll(async () => {
    nginx?.kill("SIGQUIT");
    for (const inst of instances) inst.child.kill("SIGTERM");
    await Promise.all(instances.map((inst) => inst.exited));
    await stripe?.close();
    await telegram?.close();
    await database?.close();
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    if (process.env.TOPOLOGY_KEEP) execFileSync("cp", ["-r", dir, process.env.TOPOLOGY_KEEP]);
    rmSync(dir, { recursive: true, force: true });
  });

  let email: string;
  let token: string;

  it("serves over TLS through nginx and redirects plain http; both instances answer", async () => {
    const redirect = await fetch(`http://127.0.0.1:${plain}/en/2026/11/21`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("https://127.0.0.1/en/2026/11/21");
    const health = await call("GET", "/healthz");
    expect(health.status).toBe(200);
    expect(health.json.database).toBe("postgres");
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) seen.add(String((await call("GET", "/healthz")).headers["x-request-id"]));
    expect(seen.size).toBe(6);
    // the page itself, rendered by an instance behind the proxy
    const page = await call("GET", "/en");
    expect(page.status).toBe(200);
    // a shop with a real provider names its seller on the offer
    const offer = await text("/offer");
    for (const detail of [SELLER_ENV.SELLER_INN, SELLER_ENV.SELLER_OGRN, SELLER_ENV.SUPPORT_EMAIL])
      expect(offer).toContain(detail);
    expect(offer).not.toContain("seller-placeholder");
  });

  it("nginx compresses the app's answers (decision 035): a page and the day's JSON, with a 304 for the ETag", async () => {
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(
          { host: "127.0.0.1", port: https, path, ca, servername: "localhost", agent: false, headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        req.on("error", reject);
        req.end();
      });
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const path = "/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173";
    const day = await get(path, browser);
    expect(day.status).toBe(200);
    expect(day.headers["content-encoding"]).toBe("gzip");
    expect(String(day.headers.vary)).toContain("Accept-Encoding");
    expect(JSON.parse(gunzipSync(day.body).toString("utf8")).date).toBe("2026-11-21");
    // what nginx compressed it marks weak; the app still knows the tag
    const etag = String(day.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(path, { ...browser, "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const page = await get("/en/2026/11/21", browser);
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(page.body).toString("utf8")).toContain("</html>");
  });

  it("signs up on one instance and signs in on either (one shared key)", async () => {
    email = `topology.${Date.now().toString(36)}@example.com`;
    const up = await call("POST", "/api/user/singup", {
      name: "Анна",
      email,
      password: PASSWORD,
      consent: true,
    });
    expect(up.status).toBe(201);
    for (let i = 0; i < 4; i++) {
      const res = await call("POST", "/api/token/auth", { username: email, password: PASSWORD });
      expect(res.status).toBe(200);
      token = String(res.json.token);
      // each token works on whichever instance nginx picks next
      expect((await call("GET", "/api/user", undefined, { authorization: `Bearer ${token}` })).status).toBe(
        200,
      );
    }
  });

  it("the sign-in throttle holds across both instances: of 40 parallel guesses 5 are checked", async () => {
    const victim = `victim.${Date.now().toString(36)}@example.com`;
    expect(
      (
        await call("POST", "/api/user/singup", {
          name: "B",
          email: victim,
          password: PASSWORD,
          consent: true,
        })
      ).status,
    ).toBe(201);
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(
          "POST",
          "/api/token/auth",
          { username: victim, password: `Wrong-guess-${i}` },
          // forged addresses: nginx appends the real one, and the app believes only that
          { "x-forwarded-for": `203.0.113.${i}` },
        ),
      ),
    );
    const statuses = all.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it("one payment notified twice in parallel, once to each instance: the chart is paid once", async () => {
    const auth = { authorization: `Bearer ${token}`, "accept-language": "en" };
    const chart = await call("POST", "/api/charts", CHART_FORM, auth);
    expect(chart.status).toBe(201);
    const uuid = String((chart.json.chart as { uuid: string }).uuid);
    const checkout = await call(
      "POST",
      "/api/payments",
      { uuid, product: "site-1m-usd", confirm: true, consent: true },
      auth,
    );
    expect(checkout.status).toBe(201);
    const sessionId = String(checkout.json.confirmationUrl).split("/").at(-1)!;
    stripe.complete(sessionId);
    const { body, signature } = stripe.event("checkout.session.completed", sessionId);
    const both = await Promise.all(
      [0, 1].map(() => call("POST", "/payments/notify/stripe", body, { "stripe-signature": signature })),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const list = await call("GET", "/api/charts", undefined, auth);
    const paid = (list.json.list as { uuid: string; disableDate: string | null }[]).find(
      (c) => c.uuid === uuid,
    )!;
    // one month from the fixed clock, not two
    const days = (Date.parse(paid.disableDate!) - Date.parse(NOW)) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const r = (await database.db.execute(
      sql`select count(*)::int as n from payments where status = 'succeeded'`,
    )) as unknown as { rows: { n: number }[] };
    expect(r.rows[0]!.n).toBe(1);
  });

  /** The sum of an instance's /metrics samples whose line starts with `prefix` and contains `labels`. */
  async function metric(port: number, prefix: string, labels = "") {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return (await res.text())
      .split("\n")
      .filter((l) => l.startsWith(prefix) && l.includes(labels))
      .reduce((a, l) => a + Number(l.slice(l.lastIndexOf(" ") + 1)), 0);
  }

  /** Runs of the reminder job an instance has finished, whatever their outcome. */
  const reminderRuns = (port: number) =>
    metric(port, "bazi_job_run_duration_seconds_count{", 'job="reminders"');

  it("the reminder job runs on both instances: each chat gets its message once", async () => {
    const chats = [910_001, 910_002, 910_003];
    await seedReminderChats(database, chats, NOW);
    await expect
      .poll(() => chats.filter((c) => telegram.sent.some((m) => m.chatId === c)), {
        timeout: 20_000,
        interval: 100,
      })
      .toEqual(chats);
    // a few more rounds of both jobs, seen in each instance's own count of its runs: nothing is sent again
    const before = await Promise.all(ports.map(reminderRuns));
    for (const [i, port] of ports.entries())
      await expect
        .poll(() => reminderRuns(port), { timeout: 20_000, interval: 100 })
        .toBeGreaterThanOrEqual(before[i]! + 3);
    for (const chat of chats) expect(telegram.sent.filter((m) => m.chatId === chat)).toHaveLength(1);
  });

  it("each instance's /metrics (scraped directly, never through nginx) counts what it did", async () => {
    expect(
      (await call("GET", "/metrics", undefined, { authorization: `Bearer ${METRICS_TOKEN}` })).status,
    ).toBe(404);
    const texts = await Promise.all(
      ports.map(async (port) => {
        const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        expect(res.status).toBe(200);
        return res.text();
      }),
    );
    const sum = (name: string, labels: string) =>
      texts
        .flatMap((t) => t.split("\n"))
        .filter((l) => l.startsWith(`${name}{`) && l.includes(labels))
        .reduce((a, l) => a + Number(l.slice(l.lastIndexOf(" ") + 1)), 0);
    expect(sum("bazi_payment_settlements_total", 'provider="stripe",outcome="activated"')).toBe(1);
    expect(sum("bazi_payment_settlements_total", 'provider="stripe",outcome="already"')).toBe(1);
    expect(sum("bazi_reminder_deliveries_total", 'channel="telegram",outcome="sent"')).toBe(3);
    expect(sum("bazi_http_requests_total", 'route="/api/user/singup",status="201"')).toBeGreaterThanOrEqual(
      2,
    );
    expect(sum("bazi_job_run_duration_seconds_count", 'job="reminders",outcome="ok"')).toBeGreaterThan(0);
  });

  /** Requests an instance has answered since it started, from its /metrics. */
  async function servedBy(port: number) {
    return metric(port, "bazi_http_requests_total{");
  }

  it("restarts both instances one after the other under load with 0 failed requests", async () => {
    let load!: autocannon.Instance;
    const finished = new Promise<autocannon.Result>((resolve, reject) => {
      load = autocannon(
        {
          url: `https://127.0.0.1:${https}/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173`,
          connections: 10,
          // stopped below once both have restarted and served again
          duration: 300,
          tlsOptions: { servername: "localhost" },
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
    });
    // the load is on before the first restart
    let answered = 0;
    load.on("response", () => answered++);
    await expect.poll(() => answered, { timeout: 20_000, interval: 50 }).toBeGreaterThanOrEqual(100);
    for (const i of [0, 1]) {
      const old = instances[i]!;
      old.child.kill("SIGTERM");
      expect(await old.exited).toBe(0);
      instances[i] = await startInstance(i);
      // as an operator's rolling restart does: the next one goes only once nginx sends traffic to this one
      // (after its fail_timeout, 2 s), seen in the instance's own request count
      await expect
        .poll(() => servedBy(ports[i]!), { timeout: 20_000, interval: 200 })
        .toBeGreaterThanOrEqual(50);
    }
    load.stop();
    const result = await finished;
    expect(result.requests.total).toBeGreaterThan(200);
    expect({
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statuses: Object.keys((result as { statusCodeStats?: object }).statusCodeStats ?? {}),
    }).toEqual({
      statuses: ["200"],
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
  }, 120_000);

  it("no instance logged an e-mail address, a password or a birth date", () => {
    const logs = allLogs.join("\n");
    expect(logs).toContain('"msg":"listening"');
    for (const secret of [email, PASSWORD, CHART_FORM.birthday, CHART_FORM.email, token])
      expect(logs).not.toContain(secret);
  });
});
