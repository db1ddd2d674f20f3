/**
 * Boot (the entry point is main.ts): env → logger → database (migrate, seed) → HTTP (API + SSR) ; graceful shutdown on SIGTERM/SIGINT:
 * stop accepting, answer in-flight requests (http/drain.ts), close the database, exit.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { DataFolderError } from "./db/folder-lock.ts";
import { seedDemo } from "./db/seed.ts";
import { type Env, parseEnv } from "./env.ts";
import { loadAuthKey } from "./features/accounts/tokens.ts";
import { OfflineGeocoder, QueryTooShortError } from "./features/location/gazetteer.ts";
import { paymentSetup } from "./features/payments/providers.ts";
import { drainable } from "./http/drain.ts";
import { staticFiles } from "./http/static.ts";
import { createLogger } from "./log.ts";
import { fixedClock, systemClock } from "./providers/clock.ts";
import { createMailer } from "./providers/mail.ts";
import { createPushOutbox, createWebPush, loadVapidKeys } from "./providers/push.ts";
import { createWebHandler, type WebHandlerResult } from "./web/ssr.ts";

export interface Running {
  port: number;
  server: Server;
  shutdown(signal?: string): Promise<void>;
}

export interface StartOptions {
  /** false: the API only, no pages (tests that need no web build). */
  withWeb?: boolean;
}

export async function start(env: Env, opts: StartOptions = {}): Promise<Running> {
  const log = createLogger(env.LOG_LEVEL);
  const clock = env.APP_CLOCK_NOW ? fixedClock(env.APP_CLOCK_NOW) : systemClock;
  if (clock.kind === "fixed")
    log.warn({ now: env.APP_CLOCK_NOW }, "clock is FIXED (APP_CLOCK_NOW): for demos and tests only");

  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onConnectionLost: (err) => log.warn({ err }, "an idle database connection was closed by the server"),
  });
  await database.migrate();
  if (database.kind === "pglite" && (await seedDemo(database.db, new Date(clock.now())))) {
    log.info({ dataDir: env.DATA_DIR }, "embedded database created and demo content seeded");
  }
  log.info({ database: database.kind }, "database ready");

  let ready = true;
  let web: WebHandlerResult | undefined;
  let assets: ((req: Request) => Promise<Response | null>) | undefined;
  const geocoder = new OfflineGeocoder();
  const authKey = loadAuthKey({ secret: env.AUTH_SECRET, dataDir: env.DATA_DIR });
  if (authKey.source === "generated-file")
    log.info({ dataDir: env.DATA_DIR }, "session key generated into the data directory");
  const outboxDir = env.DATA_DIR.startsWith("memory://") ? null : join(env.DATA_DIR, "outbox");
  const mailer = createMailer({
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    from: env.MAIL_FROM,
    outboxDir,
    log,
  });
  // Web Push (decision 025): the site's VAPID keys, and the push services (production) or the dev outbox
  const vapid = loadVapidKeys({
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
    dataDir: env.DATA_DIR,
  });
  if (vapid.source === "generated-file")
    log.info({ dataDir: env.DATA_DIR }, "Web Push (VAPID) keys generated into the data directory");
  const pushMode = env.WEB_PUSH ?? (env.NODE_ENV === "production" ? "on" : "outbox");
  const push = {
    vapid: vapid.keys,
    sender:
      pushMode === "on"
        ? createWebPush({ vapid: vapid.keys, hosts: env.PUSH_SERVICE_HOSTS })
        : createPushOutbox({ dir: outboxDir === null ? null : join(env.DATA_DIR, "push-outbox"), log }),
  };
  const payments = await paymentSetup(env);
  for (const currency of ["RUB", "USD"] as const) {
    const provider = payments.providers[currency]?.name ?? null;
    if (provider === "sandbox")
      log.warn(
        { currency },
        "payments in this currency go to the SANDBOX: no money moves (PAYMENTS_SANDBOX)",
      );
    else if (!provider)
      log.warn({ currency }, "no payment provider for this currency: payment shows as unavailable");
    else log.info({ currency, provider }, "payment provider");
  }
  // grammY is loaded only when the bot is configured (~8 MB of memory otherwise spent for nothing, issue 17)
  const messenger = env.TELEGRAM_BOT_TOKEN
    ? (await import("./providers/telegram.ts")).createTelegramMessenger({
        token: env.TELEGRAM_BOT_TOKEN,
        apiRoot: env.TELEGRAM_API_ROOT,
      })
    : null;
  if (!messenger) log.warn("TELEGRAM_BOT_TOKEN is not set: Telegram reminders show as unavailable");
  const {
    app,
    services,
    renewals,
    reminders,
    reminderJob,
    digestJob,
    pushJob,
    telegramSecret,
    content,
    mailQueue,
  } = buildApp({
    env,
    log,
    clock,
    database,
    geocoder,
    isQueryTooShort: (e) => e instanceof QueryTooShortError,
    web: {
      handle: (req, nonce, session) => web!.handle(req, nonce, session),
      // production only (the handler is made below)
      get anonymous() {
        return web?.anonymous;
      },
      stylesheet: async () => (web ? web.stylesheet() : null),
    },
    assets: (req) => (assets ? assets(req) : Promise.resolve(null)),
    ready: () => ready,
    mailer,
    authKey: authKey.key,
    payments,
    messenger,
    push,
    uploadsDir: env.DATA_DIR.startsWith("memory://")
      ? join(tmpdir(), `bazi-uploads-${process.pid}`)
      : join(env.DATA_DIR, "uploads"),
  });
  // the content files → the database, when they changed since the last import (first start included); the
  // pages are read from their files, and a missing or broken one stops the start here rather than a request later
  content.checkPages();
  const imported = await content.importContent();
  if (imported.imported) log.info(imported, "content imported from content/");
  if (env.RENEWAL_INTERVAL_MS > 0) renewals.start(env.RENEWAL_INTERVAL_MS);
  // the e-mail digest needs no bot: it runs on the reminders' interval whether Telegram is configured or not
  if (env.REMINDER_INTERVAL_MS > 0) digestJob.start(env.REMINDER_INTERVAL_MS);
  if (env.REMINDER_INTERVAL_MS > 0) pushJob.start(env.REMINDER_INTERVAL_MS);
  let stopPolling: (() => Promise<void>) | null = null;
  if (messenger) {
    if (env.TELEGRAM_WEBHOOK_URL) {
      await messenger.setWebhook(env.TELEGRAM_WEBHOOK_URL, telegramSecret).then(
        () => log.info({ url: env.TELEGRAM_WEBHOOK_URL }, "Telegram webhook set"),
        (e: unknown) => log.error({ err: (e as Error).message }, "could not set the Telegram webhook"),
      );
    } else {
      stopPolling = messenger.poll((u) => reminders.handle(u).then(() => undefined), {
        onError: (e) => log.warn({ err: (e as Error).message }, "Telegram polling failed; retrying"),
      });
      log.info("Telegram: long polling (set TELEGRAM_WEBHOOK_URL for a webhook)");
    }
    // the bot's menu: /today, /tomorrow, /week, /settings, /stop, /help in Russian, and in English for en users
    await reminders.registerCommands().then(
      () => log.info("Telegram: the bot's commands registered"),
      (e: unknown) => log.warn({ err: (e as Error).message }, "could not register the bot's commands"),
    );
    if (env.REMINDER_INTERVAL_MS > 0) reminderJob.start(env.REMINDER_INTERVAL_MS);
  }
  if (opts.withWeb !== false) {
    const handler = await createWebHandler({
      services,
      mode: env.NODE_ENV === "development" ? "development" : "production",
    });
    web = handler;
    if (handler.assetsDir) assets = staticFiles(handler.assetsDir);
  }

  const connections = drainable(getRequestListener(app.fetch, { hostname: env.HOST }));
  const server = await new Promise<Server>((resolve) => {
    const s = createServer(connections.listener);
    s.listen(env.PORT, env.HOST, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  log.info({ port, url: `http://localhost:${port}` }, "listening");

  let closing: Promise<void> | undefined;
  const shutdown = (signal = "shutdown") =>
    (closing ??= (async () => {
      log.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
      ready = false;
      await connections.drain(server, env.SHUTDOWN_TIMEOUT_MS, () =>
        log.warn("in-flight requests did not finish in time; closing connections"),
      );
      await renewals.stop();
      await stopPolling?.();
      await reminderJob.stop();
      await digestJob.stop();
      await pushJob.stop();
      await web?.close();
      await database.close();
      await mailQueue.idle();
      await mailer.close();
      log.info("stopped");
    })());
  return { port, server, shutdown };
}

/** Parses the environment (exits with the message on bad values), starts, and shuts down on SIGTERM/SIGINT. */
export async function runFromCommandLine(opts: StartOptions = {}): Promise<void> {
  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  let running: Running;
  try {
    running = await start(env, opts);
  } catch (e) {
    // a data folder in use or not writable: the message says which and what to do; anything else, the stack
    console.error(e instanceof DataFolderError ? e.message : e);
    process.exit(1);
  }
  for (const sig of ["SIGTERM", "SIGINT"] as const) {
    process.once(sig, () => {
      running.shutdown(sig).then(
        () => process.exit(0),
        (e) => {
          console.error(e);
          process.exit(1);
        },
      );
    });
  }
}
