/**
 * In-process test apps on PGlite (always) and on PostgreSQL (when TEST_DATABASE_URL is set: each run makes
 * a fresh database there and drops it afterwards).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import { seedDemo } from "../src/db/seed.ts";
import { type Env, parseEnv } from "../src/env.ts";
import { OfflineGeocoder, QueryTooShortError } from "../src/features/location/gazetteer.ts";
import { openApiDocument } from "../src/features/meta/openapi.ts";
import { type PaymentSetup, paymentSetup } from "../src/features/payments/providers.ts";
import { createRemindersRepo } from "../src/features/reminders/reminders.repo.ts";
import { createLogger, type Logger } from "../src/log.ts";
import { fixedClock, type ManualClock } from "../src/providers/clock.ts";
import { createOutboxMailer, type Mailer } from "../src/providers/mail.ts";
import type { Messenger } from "../src/providers/telegram.ts";
import type { WebHandler } from "../src/web/page-routes.ts";
import { openApiValidator } from "./support/openapi.ts";

export const NOW = "2026-11-21T09:00:00Z";

/** A seller's details, which a configuration with a real payment provider must have (env.ts). */
export const SELLER_ENV = {
  SELLER_NAME: "ООО «Календарь Бацзы»",
  SELLER_INN: "7701234567",
  SELLER_OGRN: "1027700000000",
  SELLER_ADDRESS: "125009, Москва, ул. Тестовая, д. 1",
  SUPPORT_EMAIL: "support@bazi.example",
};

export interface DbTarget {
  name: "pglite" | "postgres";
  open(): Promise<{ database: Database; drop(): Promise<void> }>;
}

export const DB_TARGETS: DbTarget[] = [
  {
    name: "pglite",
    async open() {
      const database = await openDatabase({ dataDir: "memory://" });
      return { database, drop: () => database.close() };
    },
  },
];

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  DB_TARGETS.push({
    name: "postgres",
    async open() {
      const name = `bazi_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString(), dataDir: "unused" });
      return {
        database,
        async drop() {
          await database.close();
          const a = new pg.Client({ connectionString: pgUrl });
          await a.connect();
          await a.query(`DROP DATABASE IF EXISTS ${name}`);
          await a.end();
        },
      };
    },
  });
}

export async function testApp(
  database: Database,
  envOverrides: Record<string, string> = {},
  opts: {
    clock?: ManualClock;
    payments?: PaymentSetup;
    messenger?: Messenger;
    uploadsDir?: string;
    contentDir?: string;
    /** The pages' handler (none: pages answer 404). */
    web?: WebHandler;
    /** Another mailer than the in-memory outbox (whose messages() then lists nothing). */
    mailer?: Mailer;
    /** The database is migrated and seeded already (by another app on it): nothing is written at start. */
    prepared?: boolean;
    /** The logger (default: one at LOG_LEVEL, "silent" unless overridden, on stdout). */
    log?: Logger;
  } = {},
) {
  const env: Env = parseEnv({
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    APP_CLOCK_NOW: NOW,
    RATE_LIMIT_BURST: "100000",
    ...envOverrides,
  });
  if (!opts.prepared) {
    await database.migrate();
    await seedDemo(database.db, new Date(NOW));
  }
  const log = opts.log ?? createLogger(env.LOG_LEVEL);
  const clock = opts.clock ?? fixedClock(env.APP_CLOCK_NOW!);
  const outbox = createOutboxMailer({ from: "Bazi test <test@localhost>", outboxDir: null, log });
  const payments = opts.payments ?? paymentSetup(env);
  const built = buildApp({
    env,
    log,
    clock,
    database,
    geocoder: new OfflineGeocoder(),
    isQueryTooShort: (e) => e instanceof QueryTooShortError,
    mailer: opts.mailer ?? outbox,
    authKey: new Uint8Array(randomBytes(32)),
    payments,
    messenger: opts.messenger ?? null,
    uploadsDir: opts.uploadsDir ?? mkdtempSync(join(tmpdir(), "bazi-test-uploads-")),
    ...(opts.contentDir ? { contentDir: opts.contentDir } : {}),
    ...(opts.web ? { web: opts.web } : {}),
  });
  const { app, services } = built;
  checkAnswers(app);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  return {
    app,
    services,
    env,
    post,
    outbox,
    clock,
    payments: built.payments,
    renewals: built.renewals,
    sandbox: payments.sandbox,
    database,
    reminders: built.reminders,
    reminderJob: built.reminderJob,
    telegramSecret: built.telegramSecret,
    remindersRepo: createRemindersRepo(database.db),
    content: built.content,
    answers: built.answers,
    mailQueue: built.mailQueue,
  };
}

type TestApp = Awaited<ReturnType<typeof testApp>>;

let contract: ReturnType<typeof openApiValidator> | undefined;

/**
 * Every answer a test receives through `app.request` is checked against the OpenAPI document: a documented
 * operation that answers with an undocumented status, content type or body fails the test that saw it.
 */
function checkAnswers(app: { request: (...args: never[]) => Response | Promise<Response> }): void {
  contract ??= openApiValidator(openApiDocument("http://localhost"));
  const request = app.request.bind(app) as (
    input: string | URL | Request,
    init?: RequestInit,
    ...rest: unknown[]
  ) => Response | Promise<Response>;
  const checked = async (input: string | URL | Request, init?: RequestInit, ...rest: unknown[]) => {
    const res = await request(input, init, ...rest);
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (method === "HEAD") return res;
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const errors = await contract!.answerErrors(method, url.pathname, res.clone());
    if (errors?.length)
      throw new Error(
        `${method} ${url.pathname} answered ${res.status} outside the OpenAPI document:\n${errors.join("\n")}`,
      );
    return res;
  };
  (app as { request: typeof checked }).request = checked;
}

/** A chart as the Bazi form sends it (a birth in Saint Petersburg, with the hour). */
export const CHART_FORM = {
  fio: "Мария Ивановна",
  gender: "female",
  birthday: "1985-03-08",
  birthdayTime: "14:20",
  city: "Санкт-Петербург, Россия",
  latitude: 59.9386,
  longitude: 30.3141,
  timeZone: "Europe/Moscow",
  email: "maria@example.com",
};

let signUps = 0;

/**
 * A new user signed up over the API (each from an address of its own, so the sign-up limit never joins them):
 * its uuid, bearer header and a call helper that sends it.
 */
export async function signUp(ctx: TestApp, label: string) {
  const n = signUps++;
  const email = `${label}.${Date.now().toString(36)}.${n}@example.com`;
  const res = await ctx.post(
    "/api/user/singup",
    { name: "Owner", email, password: "Sunflower-42", consent: true },
    { "x-forwarded-for": `10.${(n >> 16) % 250}.${(n >> 8) % 250}.${n % 250}` },
  );
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: { uuid: string } };
  const auth = { authorization: `Bearer ${token}` };
  const call = (method: string, path: string, body?: unknown) =>
    ctx.app.request(path, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { id: user.uuid, email, auth, call };
}
