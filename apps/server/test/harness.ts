/**
 * In-process test apps on PGlite (always) and on PostgreSQL (when TEST_DATABASE_URL is set: each run makes
 * a fresh database there and drops it afterwards), and what the server's tests share: `appOn` (the app of a
 * `describe.each(DB_TARGETS)` block), users signed up over the API (`signUp`, `userWithChart`), the places, dates
 * and forms the calendar calls take, `problem` (an error answer's body) and rows written straight into the database.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { natalOf } from "@bazi/almanac";
import { ProblemSchema } from "@bazi/contracts";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import { charts, messengerUsers, users } from "../src/db/schema.ts";
import { seedDemo } from "../src/db/seed.ts";
import { type Env, parseEnv } from "../src/env.ts";
import { OfflineGeocoder, QueryTooShortError } from "../src/features/location/gazetteer.ts";
import { createPaymentsRepo } from "../src/features/payments/payments.repo.ts";
import { type PaymentSetup, paymentSetup } from "../src/features/payments/providers.ts";
import { createRemindersRepo } from "../src/features/reminders/reminders.repo.ts";
import { createLogger, type Logger } from "../src/log.ts";
import { fixedClock, type ManualClock } from "../src/providers/clock.ts";
import { createOutboxMailer, type Mailer } from "../src/providers/mail.ts";
import type { PushSender, VapidKeys } from "../src/providers/push.ts";
import type { Messenger } from "../src/providers/telegram.ts";
import type { WebHandler } from "../src/web/page-routes.ts";
import { onServer } from "./global-setup.ts";
import { openApiValidator } from "./support/openapi.ts";

export const NOW = "2026-11-21T09:00:00Z";
/** NOW's date in Moscow, as the calendar calls take it. */
export const TODAY = { year: 2026, month: 11, day: 21 };
/** Moscow as the calendar calls take a place. */
export const MOSCOW = { lat: 55.7558, lng: 37.6173 };
/** The parts of a day that POST /calendar/dayinfo/{part} answers. */
export const DAYINFO = ["season", "descr", "tags", "moon", "28su", "day-hieroglyph", "stars"];

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

let template: Promise<Blob> | undefined;
/**
 * An empty embedded database with every migration applied, made once per run by test/global-setup.ts and kept as
 * its dump: each test's database starts as a copy of it (~0.5 s, where a new cluster and its migrations take
 * ~1.5 s). The migrations still run from nothing there, and in every e2e server and drill that opens a new folder.
 */
function migratedTemplate(file: string): Promise<Blob> {
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}

/** A new in-memory embedded database, migrated (a copy of `migratedTemplate`). */
export async function newPglite(): Promise<Database> {
  // outside Vitest (the benches) there is no template: a new database, which testApp migrates
  const file = process.env.VITEST ? inject("pgliteTemplate") : undefined;
  if (!file) return openDatabase({ dataDir: "memory://" });
  return openDatabase({ dataDir: "memory://", restoreFrom: await migratedTemplate(file) });
}

export const DB_TARGETS: DbTarget[] = [
  {
    name: "pglite",
    async open() {
      const database = await newPglite();
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
      // a copy of the run's migrated database (test/global-setup.ts); outside Vitest (the benches) a new one
      const template = process.env.VITEST ? inject("postgresTemplate") : "";
      await onServer(pgUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString(), dataDir: "unused" });
      return {
        database,
        async drop() {
          await database.close();
          await onServer(pgUrl, `DROP DATABASE IF EXISTS ${name}`);
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
    /** The signing key (default: a random one; instances of one site share theirs). */
    authKey?: Uint8Array;
    /** Web Push's sender and VAPID keys (default: an in-memory outbox). */
    push?: { sender: PushSender; vapid: VapidKeys };
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
  const payments = opts.payments ?? (await paymentSetup(env));
  const built = buildApp({
    env,
    log,
    clock,
    database,
    geocoder: new OfflineGeocoder(),
    isQueryTooShort: (e) => e instanceof QueryTooShortError,
    mailer: opts.mailer ?? outbox,
    authKey: opts.authKey ?? new Uint8Array(randomBytes(32)),
    payments,
    messenger: opts.messenger ?? null,
    ...(opts.push ? { push: opts.push } : {}),
    uploadsDir: opts.uploadsDir ?? mkdtempSync(join(tmpdir(), "bazi-test-uploads-")),
    ...(opts.contentDir ? { contentDir: opts.contentDir } : {}),
    ...(opts.web ? { web: opts.web } : {}),
  });
  const { app, services } = built;
  checkAnswers(app, built.openApi);
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
    digest: built.digest,
    push: built.push,
    telegramSecret: built.telegramSecret,
    remindersRepo: createRemindersRepo(database.db),
    content: built.content,
    mailQueue: built.mailQueue,
  };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>;
type TestAppOptions = NonNullable<Parameters<typeof testApp>[2]>;

/**
 * The app of a `describe.each(DB_TARGETS)` block: a fresh database of the target, migrated and seeded before the
 * block's tests, dropped after them. The object returned is filled in by the block's `beforeAll`, so read it inside
 * tests and hooks, not where the block is declared:
 *
 *   describe.each(DB_TARGETS)("charts on $name", (target) => {
 *     const ctx = appOn(target, { TRUST_PROXY: "127.0.0.1" });
 *     it("…", async () => expect((await ctx.app.request("/healthz")).status).toBe(200));
 *   });
 */
export function appOn(
  target: DbTarget,
  envOverrides: Record<string, string> = {},
  opts: TestAppOptions = {},
) {
  const ctx = {} as TestApp;
  let drop = async () => {};
  beforeAll(async () => {
    const opened = await target.open();
    drop = opened.drop;
    Object.assign(ctx, await testApp(opened.database, envOverrides, opts));
  });
  afterAll(() => drop());
  return ctx;
}

/** An error answer's problem+json body (its content type checked). */
export async function problem(res: Response) {
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  return ProblemSchema.parse(await res.json());
}

let contract: ReturnType<typeof openApiValidator> | undefined;

/**
 * The peer of an in-process request (`app.request`): the address @hono/node-server's socket would give. A test's
 * requests come from 127.0.0.1, as from nginx on the same host: with TRUST_PROXY "127.0.0.1" that is our proxy and
 * the X-Forwarded-For a test sends is believed (the real server over TCP: trusted-proxies.test.ts); without it the
 * client is 127.0.0.1 whatever the headers say. `peer(address)` as app.request's third argument comes from elsewhere.
 */
export const TEST_PEER = "127.0.0.1";
export const peer = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

/**
 * Every answer a test receives through `app.request` is checked against the OpenAPI document: a documented
 * operation that answers with an undocumented status, content type or body fails the test that saw it. A request
 * without bindings of its own comes from TEST_PEER.
 */
function checkAnswers(
  app: { request: (...args: never[]) => Response | Promise<Response> },
  document: () => object,
): void {
  // the document the app serves, generated from its declared operations
  contract ??= openApiValidator(document());
  const request = app.request.bind(app) as (
    input: string | URL | Request,
    init?: RequestInit,
    ...rest: unknown[]
  ) => Response | Promise<Response>;
  const checked = async (input: string | URL | Request, init?: RequestInit, ...rest: unknown[]) => {
    const res = await request(input, init, ...(rest.length > 0 ? rest : [peer(TEST_PEER)]));
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

/** The engine's natal basis of CHART_FORM, with a saved chart's defaults (23:00 changes the day, clock time). */
export const CHART_FORM_NATAL = natalOf({
  date: CHART_FORM.birthday,
  time: CHART_FORM.birthdayTime,
  place: { lat: CHART_FORM.latitude, lng: CHART_FORM.longitude, tz: CHART_FORM.timeZone },
  gender: "female",
  options: { zi: "dayChangesAt23", timeBasis: "clock" },
});

let signUps = 0;

/** A signed-in session's call helper: sends its bearer token, and `body` as JSON. */
export function sessionCall(ctx: TestApp, token: string) {
  return (method: string, path: string, body?: unknown) =>
    ctx.app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

/**
 * A new user signed up over the API (each from an address of its own, so the sign-up limit never joins them), in
 * `lang` (their e-mails' and reminders' language): its uuid, e-mail, bearer header and a call helper that sends it.
 */
export async function signUp(ctx: TestApp, label: string, { lang = "ru" }: { lang?: "ru" | "en" } = {}) {
  const n = signUps++;
  const email = `${label}.${Date.now().toString(36)}.${n}@example.com`;
  const res = await ctx.post(
    `/api/user/singup?lang=${lang}`,
    { name: "Owner", email, password: "Sunflower-42", consent: true },
    { "x-forwarded-for": `10.${(n >> 16) % 250}.${(n >> 8) % 250}.${n % 250}` },
  );
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: { uuid: string } };
  return { id: user.uuid, email, auth: { authorization: `Bearer ${token}` }, call: sessionCall(ctx, token) };
}

/**
 * A new user (signUp) with one saved chart of `form`: its uuid as `chart`, paid for `months` (6) from `paidFrom`
 * (NOW) when `paid`, and `place` saved as their own (POST /api/location) when given.
 */
export async function userWithChart(
  ctx: TestApp,
  label: string,
  {
    paid,
    form = CHART_FORM,
    lang = "ru",
    months = 6,
    paidFrom = new Date(NOW),
    place,
  }: {
    paid: boolean;
    form?: Record<string, unknown>;
    lang?: "ru" | "en";
    months?: number;
    paidFrom?: Date;
    place?: Record<string, unknown>;
  },
) {
  const u = await signUp(ctx, label, { lang });
  const created = await u.call("POST", "/api/charts", form);
  expect(created.status).toBe(201);
  const chart = ((await created.json()) as { chart: { uuid: string } }).chart.uuid;
  if (paid) await createPaymentsRepo(ctx.database.db).extendPaidUntil(chart, months, paidFrom);
  if (place) expect((await u.call("POST", "/api/location", place)).status).toBe(200);
  return { ...u, chart };
}

/**
 * Telegram subscribers written straight into the database, one a chat: a user with a chart paid for 30 days from
 * `now` and a reminder at 09:00 Moscow time, so that a reminder job running at `now` (09:00 in Moscow) owes each
 * chat one message. Rows go in 250 at a time.
 */
export async function seedReminderChats(database: Database, chats: number[], now: string): Promise<void> {
  const at = new Date(now);
  const paid = new Date(Date.parse(now) + 30 * 86_400_000);
  for (let start = 0; start < chats.length; start += 250) {
    const rows = chats
      .slice(start, start + 250)
      .map((chat) => ({ id: randomUUID(), chart: randomUUID(), chat }));
    await database.db
      .insert(users)
      .values(rows.map((r) => ({ id: r.id, email: `${r.id}@example.com`, name: "U", passwordHash: "x" })));
    await database.db.insert(charts).values(
      rows.map((r) => ({
        id: r.chart,
        userId: r.id,
        fio: "Карта",
        gender: "female",
        birthday: "1990-01-01",
        birthdayTime: "12:00",
        city: "Москва",
        latitude: 55.75,
        longitude: 37.62,
        timeZone: "Europe/Moscow",
        email: "c@example.com",
        paidUntil: paid,
      })),
    );
    await database.db.insert(messengerUsers).values(
      rows.map((r) => ({
        userId: r.id,
        chatId: r.chat,
        active: true,
        timeReminder: "09:00",
        chartId: r.chart,
        connectedAt: at,
        updatedAt: at,
      })),
    );
  }
}
