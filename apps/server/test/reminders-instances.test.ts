/**
 * Exactly once across instances (issue 7 §5), on PostgreSQL (needs TEST_DATABASE_URL): two server processes on the
 * same database with 1,000 reminders due in the same minute; one is killed with SIGKILL mid-run and restarted.
 * Every chat gets its reminder at most once (0 duplicates); a chat without one is only ever a delivery the crash
 * interrupted in flight, which is reported (`unknown`) and not repeated. Then the Bot API answering 10 % 429
 * (retry_after) and 5 % 403: every unblocked chat served once, blocked ones switched off after one try.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { type FakeTelegram, startFakeTelegram } from "@bazi/test-support/telegram-fake";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { type Database, openDatabase } from "../src/db/client.ts";
import { seedReminderChats } from "./harness.ts";

const PG = process.env.TEST_DATABASE_URL;
/** Instances on one database share the Web Push keys (env.ts). */
const VAPID = webpush.generateVAPIDKeys();
const WORKER = fileURLToPath(new URL("./support/reminder-worker.ts", import.meta.url));
const NOW = "2026-11-21T06:00:30Z"; // 09:00:30 in Moscow
const N = 1000;

interface Worker {
  done: Promise<number | null>;
  kill(): void;
}

function startWorker(url: string, tg: FakeTelegram, extra: Record<string, string> = {}): Worker {
  const child = spawn(process.execPath, [WORKER], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      AUTH_SECRET: "reminders-instances-test-secret-0123456789abcdef",
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      TG_API: tg.url,
      TG_TOKEN: tg.token,
      APP_CLOCK_NOW: NOW,
      TELEGRAM_RATE_PER_SECOND: "400",
      ...extra,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const done = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { done, kill: () => child.kill("SIGKILL") };
}

describe.skipIf(!PG)("reminders across server instances on PostgreSQL", () => {
  let database: Database;
  let url: string;
  let name: string;

  /** `count` reminders due now, to the chats chatBase, chatBase + 1, …: their chat ids. */
  async function seed(count: number, chatBase: number): Promise<number[]> {
    const chats = Array.from({ length: count }, (_, i) => chatBase + i);
    await seedReminderChats(database, chats, NOW);
    return chats;
  }

  async function statuses(): Promise<Record<string, number>> {
    const r = (await database.db.execute(
      sql`select status, count(*)::int as n from reminder_deliveries group by status`,
    )) as unknown as { rows: { status: string; n: number }[] };
    return Object.fromEntries(r.rows.map((x) => [x.status, x.n]));
  }

  beforeAll(async () => {
    name = `bazi_rem_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(PG!);
    u.pathname = `/${name}`;
    url = u.toString();
    database = await openDatabase({ url, dataDir: "unused" });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  });

  it("1,000 due at once, two instances, one killed mid-run and restarted: 0 duplicates, none silently missed", async () => {
    const tg = await startFakeTelegram();
    try {
      const chats = await seed(N, 100_000);
      const a = startWorker(url, tg);
      const b = startWorker(url, tg);
      await expect
        .poll(() => tg.sent.length, { timeout: 60_000, interval: 10 })
        .toBeGreaterThanOrEqual(N / 4);
      a.kill();
      expect(await a.done).toBeNull(); // killed by a signal
      const a2 = startWorker(url, tg);
      expect(await b.done).toBe(0);
      expect(await a2.done).toBe(0);

      const perChat = new Map<number, number>();
      for (const m of tg.sent) perChat.set(m.chatId, (perChat.get(m.chatId) ?? 0) + 1);
      const duplicates = [...perChat.values()].filter((n) => n > 1).length;
      const missed = chats.filter((c) => !perChat.has(c)).length;
      const s = await statuses();
      console.log(
        `reminders: ${tg.sent.length} sent to ${perChat.size} chats; statuses ${JSON.stringify(s)}`,
      );
      expect(duplicates).toBe(0);
      // what the kill interrupted stays `sending` (then `unknown`): never repeated, never silently lost
      expect(missed).toBeLessThanOrEqual(s.sending ?? 0);
      expect((s.sent ?? 0) + (s.sending ?? 0)).toBe(N);
      expect(s.sending ?? 0).toBeLessThanOrEqual(1);
    } finally {
      await tg.close();
    }
  }, 180_000);

  it("with 10 % 429 and 5 % 403: every unblocked chat once, blocked chats off after one try", async () => {
    await database.db.execute(sql`truncate reminder_deliveries, messenger_users, charts, users cascade`);
    const tg = await startFakeTelegram();
    try {
      tg.faults({ rate429: 0.1, retryAfter: 1, rate403: 0.05, seed: 42 });
      const chats = await seed(300, 200_000);
      const a = startWorker(url, tg);
      const b = startWorker(url, tg);
      expect(await a.done).toBe(0);
      expect(await b.done).toBe(0);
      const perChat = new Map<number, number>();
      for (const m of tg.sent) perChat.set(m.chatId, (perChat.get(m.chatId) ?? 0) + 1);
      const blocked = chats.filter((c) => tg.blocked.has(c));
      expect(blocked.length).toBeGreaterThan(0);
      expect([...perChat.values()].every((n) => n === 1)).toBe(true);
      for (const c of chats) expect(perChat.has(c), `chat ${c}`).toBe(!tg.blocked.has(c));
      const off = (await database.db.execute(
        sql`select count(*)::int as n from messenger_users where blocked and not active`,
      )) as unknown as { rows: { n: number }[] };
      expect(off.rows[0]!.n).toBe(blocked.length);
      const s = await statuses();
      expect(s).toEqual({ sent: chats.length - blocked.length, blocked: blocked.length });
    } finally {
      await tg.close();
    }
  }, 180_000);
});
