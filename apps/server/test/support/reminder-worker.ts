/**
 * One "server instance" for the multi-instance reminders test: the real app (buildApp) on a PostgreSQL database,
 * with the real Telegram provider pointed at a local Bot API server, running the reminders job until nothing is
 * left to send. The test kills one of these with SIGKILL mid-run.
 *
 *   DATABASE_URL=… TG_API=http://127.0.0.1:PORT TG_TOKEN=… APP_CLOCK_NOW=… node test/support/reminder-worker.ts
 */
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../../src/app.ts";
import { openDatabase } from "../../src/db/client.ts";
import { parseEnv } from "../../src/env.ts";
import { OfflineGeocoder, QueryTooShortError } from "../../src/features/location/gazetteer.ts";
import { createLogger } from "../../src/log.ts";
import { createOutboxMailer } from "../../src/providers/mail.ts";
import { createTelegramMessenger } from "../../src/providers/telegram.ts";

const env = parseEnv({
  ...process.env,
  LOG_LEVEL: "silent",
  NODE_ENV: "test",
  TELEGRAM_BOT_TOKEN: process.env.TG_TOKEN,
  TELEGRAM_API_ROOT: process.env.TG_API,
});
const log = createLogger(env.LOG_LEVEL);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: "unused" });
// the app's clock starts at APP_CLOCK_NOW and moves in real time (retry_after waits must pass)
const start = Date.now();
const from = Date.parse(env.APP_CLOCK_NOW!);
const built = buildApp({
  env,
  log,
  clock: { now: () => from + (Date.now() - start), kind: "fixed" },
  database,
  geocoder: new OfflineGeocoder(),
  isQueryTooShort: (e) => e instanceof QueryTooShortError,
  mailer: createOutboxMailer({ from: "test <t@localhost>", outboxDir: null, log }),
  authKey: new Uint8Array(randomBytes(32)),
  messenger: createTelegramMessenger({ token: env.TELEGRAM_BOT_TOKEN!, apiRoot: env.TELEGRAM_API_ROOT }),
  uploadsDir: join(tmpdir(), "bazi-worker-uploads"),
});
let idle = 0;
let sent = 0;
/** Deliveries some instance still has to send. */
async function open(): Promise<number> {
  const r = (await database.db.execute(
    sql`select count(*)::int as n from reminder_deliveries where status = 'claimed'`,
  )) as unknown as { rows: { n: number }[] };
  return r.rows[0]!.n;
}
while (idle < 3) {
  const r = await built.reminderJob.tick();
  sent += r.sent;
  idle = r.claimed + r.sent + r.deferred === 0 && (await open()) === 0 ? idle + 1 : 0;
  // the job's interval, as REMINDER_INTERVAL_MS is in a server: three idle rounds this far apart mean the other
  // instance has nothing left in flight either
  await new Promise((res) => setTimeout(res, 50));
}
process.stdout.write(`${JSON.stringify({ sent })}\n`);
await database.close();
