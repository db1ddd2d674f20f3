/**
 * Telegram reminders over HTTP, in-process, on PGlite and PostgreSQL, with the real Telegram provider against a
 * local server that speaks the Bot API: connecting through a one-time link (forged secrets, replays, a victim's
 * uuid or an expired token bind nothing), the settings and their messages, the daily message at the chosen
 * minute exactly once (in the chart's zone: these users saved no place; reminders-place.test.ts has the user's
 * place), a block turning reminders off, 429 with retry_after, the disable link
 * (GET changes nothing; forged tokens change nothing), a crash mid-send reported and never repeated, and the
 * calendar feed (paid charts only; rotation retires the old address). Without a bot the feature says so.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ProblemSchema, REMINDER_TIMES, ReminderTimeSchema } from "@bazi/contracts";
import { type FakeTelegram, startFakeTelegram } from "@bazi/test-support/telegram-fake";
import { sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPaymentsRepo } from "../src/features/payments/payments.repo.ts";
import { manualClock } from "../src/providers/clock.ts";
import { createTelegramMessenger, type Messenger } from "../src/providers/telegram.ts";
import { DB_TARGETS, type DbTarget, sessionCall, testApp } from "./harness.ts";

type Ctx = Awaited<ReturnType<typeof testApp>>;

const CHART = {
  fio: "Ирина",
  gender: "female",
  birthday: "1987-04-12",
  birthdayTime: "07:40",
  city: "Москва, Россия",
  latitude: 55.7558,
  longitude: 37.6173,
  timeZone: "Europe/Moscow",
  email: "irina@example.com",
};
const MINUTE = 60_000;
let seq = 0;
let chatSeq = 5000;

async function newUser(ctx: Ctx) {
  const email = `rem.${Date.now().toString(36)}.${seq++}@example.com`;
  const res = await ctx.post(
    "/api/user/singup",
    { name: "Ирина", email, password: "Sunflower-42", consent: true },
    { "x-forwarded-for": `10.9.${seq % 250}.${(seq * 3) % 250}` },
  );
  expect(res.status).toBe(201);
  const { token, user } = (await res.json()) as { token: string; user: { uuid: string } };
  const call = sessionCall(ctx, token);
  const chart = async (paidMonths = 0) => {
    const r = await call("POST", "/api/charts", CHART);
    expect(r.status).toBe(201);
    const uuid = ((await r.json()) as { chart: { uuid: string } }).chart.uuid;
    if (paidMonths)
      await createPaymentsRepo(ctx.database.db).extendPaidUntil(uuid, paidMonths, new Date(ctx.clock.now()));
    return uuid;
  };
  return { id: user.uuid, email, call, chart, chatId: chatSeq++ };
}
type User = Awaited<ReturnType<typeof newUser>>;

describe.each(DB_TARGETS)("Telegram reminders on $name", (target: DbTarget) => {
  let ctx: Ctx;
  let drop: () => Promise<void>;
  let tg: FakeTelegram;
  let bridge: Server;
  let messenger: Messenger;
  const clock = manualClock("2026-11-21T06:00:00Z"); // 09:00 in Moscow

  beforeAll(async () => {
    tg = await startFakeTelegram({ username: "bazi_test_bot" });
    const opened = await target.open();
    drop = opened.drop;
    messenger = createTelegramMessenger({ token: tg.token, apiRoot: tg.url });
    ctx = await testApp(
      opened.database,
      { TRUST_PROXY: "127.0.0.1", SITE_URL_RU: "https://bazi.example" },
      {
        clock,
        messenger,
      },
    );
    // Telegram delivers webhooks over HTTP: a small server in front of the in-process app, set as the webhook
    bridge = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", async () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
        const r = await ctx.app.request(req.url ?? "/", {
          method: req.method,
          headers,
          body: Buffer.concat(chunks),
        });
        res.writeHead(r.status, { "content-type": "application/json" });
        res.end(await r.text());
      });
    });
    await new Promise<void>((resolve) => bridge.listen(0, "127.0.0.1", resolve));
    const { port } = bridge.address() as AddressInfo;
    await messenger.setWebhook(`http://127.0.0.1:${port}/telegram/webhook`, ctx.telegramSecret);
  });
  afterAll(async () => {
    await drop();
    await tg.close();
    await new Promise((r) => bridge.close(r));
  });

  /** The user opens the connect link in Telegram and presses Start. */
  async function connect(u: User): Promise<void> {
    const link = await u.call("POST", "/api/messenger/link");
    expect(link.status).toBe(201);
    const { url } = (await link.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/t\.me\/bazi_test_bot\?start=[A-Za-z0-9_-]{43}$/);
    const token = new URL(url).searchParams.get("start")!;
    const r = await tg.userSays(u.chatId, `/start ${token}`);
    expect(r.status).toBe(200);
  }

  async function settings(u: User) {
    return (await (await u.call("GET", "/api/messenger")).json()) as {
      messenger: { active: boolean; timeReminder: string; chart: string | null; blocked: boolean } | null;
      available: boolean;
      bot: string | null;
      place: { name: string; source: "saved" | "chart" } | null;
    };
  }

  const lastTo = (chatId: number) => tg.sent.filter((m) => m.chatId === chatId).at(-1);

  it("connects through a one-time link; the bot answers in Russian; without a paid chart the settings start off", async () => {
    const u = await newUser(ctx);
    expect(await settings(u)).toEqual({
      messenger: null,
      available: true,
      bot: "bazi_test_bot",
      place: null,
    });
    await connect(u);
    expect(lastTo(u.chatId)?.text).toContain(`Telegram подключён к аккаунту ${u.email}`);
    expect(lastTo(u.chatId)?.text).toContain("только для карты с оплаченным Персональным календарём");
    expect((await settings(u)).messenger).toMatchObject({
      active: false,
      timeReminder: "08:00",
      chart: null,
      blocked: false,
    });
  });

  it("binds nothing for a victim's uuid, a used or expired token, a forged secret or a replayed update", async () => {
    const victim = await newUser(ctx);
    const attackerChat = chatSeq++;
    await tg.userSays(attackerChat, `/start ${victim.id}`);
    expect(lastTo(attackerChat)?.text).toContain("ссылка устарела");
    expect((await settings(victim)).messenger).toBeNull();

    const link = (await (await victim.call("POST", "/api/messenger/link")).json()) as { url: string };
    const token = new URL(link.url).searchParams.get("start")!;
    // a forged webhook (wrong secret) with the real token: refused before anything is read
    const forged = await tg.deliverRaw(
      JSON.stringify({
        update_id: 990001,
        message: {
          message_id: 1,
          date: 1,
          chat: { id: attackerChat, type: "private" },
          from: { id: attackerChat, is_bot: false, first_name: "X" },
          text: `/start ${token}`,
        },
      }),
      "not-the-secret",
    );
    expect(forged).toBe(403);
    expect((await settings(victim)).messenger).toBeNull();
    // expired: an hour and a minute later
    clock.advance(61 * MINUTE);
    await tg.userSays(attackerChat, `/start ${token}`);
    expect((await settings(victim)).messenger).toBeNull();
    clock.advance(-61 * MINUTE);

    // a used token does not bind a second chat; a replayed update is handled once
    const fresh = (await (await victim.call("POST", "/api/messenger/link")).json()) as { url: string };
    const t2 = new URL(fresh.url).searchParams.get("start")!;
    const first = await tg.userSays(victim.chatId, `/start ${t2}`);
    expect(first.status).toBe(200);
    await tg.userSays(attackerChat, `/start ${t2}`);
    expect(lastTo(attackerChat)?.text).toContain("ссылка устарела");
    const replay = await tg.deliverRaw(JSON.stringify(first.update), ctx.telegramSecret);
    expect(replay).toBe(200);
    const s = await settings(victim);
    expect(s.messenger).not.toBeNull();
    const bound = tg.sent.filter((m) => m.chatId === victim.chatId && m.text.includes("Telegram подключён"));
    expect(bound).toHaveLength(1);
  });

  it("validates the settings with messages naming the field; 'Настройки сохранены'", async () => {
    const u = await newUser(ctx);
    const unpaid = await u.chart();
    const notYet = await u.call("POST", "/api/messenger", {
      active: false,
      timeReminder: "09:00",
      chart: null,
    });
    expect(notYet.status).toBe(409);
    expect(ProblemSchema.parse(await notYet.json()).title).toBe("Сначала подключите Telegram");
    await connect(u);
    const bad = await u.call("POST", "/api/messenger", {
      active: true,
      timeReminder: "09:10",
      chart: unpaid,
    });
    expect(bad.status).toBe(400);
    expect(ProblemSchema.parse(await bad.json()).errors).toEqual([
      { field: "timeReminder", message: "timeReminder: Выберите время из списка (шаг 15 минут)" },
    ]);
    const unpaidChart = await u.call("POST", "/api/messenger", {
      active: true,
      timeReminder: "09:15",
      chart: unpaid,
    });
    expect(unpaidChart.status).toBe(400);
    expect(ProblemSchema.parse(await unpaidChart.json()).errors).toEqual([
      { field: "chart", message: "chart: Выберите карту с оплаченным Персональным календарём" },
    ]);
    const paid = await u.chart(1);
    const ok = await u.call("POST", "/api/messenger", { active: true, timeReminder: "09:15", chart: paid });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      message: "Настройки сохранены",
      messenger: { active: true, timeReminder: "09:15", chart: paid },
    });
    const other = await newUser(ctx);
    const foreign = await other.chart(1);
    const theirs = await u.call("POST", "/api/messenger", {
      active: true,
      timeReminder: "09:15",
      chart: foreign,
    });
    expect(theirs.status).toBe(400);
  });

  it("sends the day at the chosen minute (no place saved: in the chart's zone), once; a block turns reminders off", async () => {
    const u = await newUser(ctx);
    const paid = await u.chart(1);
    await connect(u);
    await u.call("POST", "/api/messenger", { active: true, timeReminder: "09:30", chart: paid });
    clock.advance(Date.parse("2026-11-21T06:29:00Z") - clock.now()); // 09:29 in Moscow
    await ctx.reminderJob.tick();
    expect(tg.sent.filter((m) => m.chatId === u.chatId && m.text.includes("Ваша оценка дня"))).toHaveLength(
      0,
    );
    clock.advance(MINUTE); // 09:30
    const r = await ctx.reminderJob.tick();
    expect(r.sent).toBeGreaterThanOrEqual(1);
    const msg = lastTo(u.chatId)!;
    expect(msg.parseMode).toBe("HTML");
    expect(msg.text).toContain("21 ноября 2026 · Ирина");
    expect(msg.text).toMatch(/Ваша оценка дня: [+-]?\d/);
    expect(msg.text).toMatch(/Лунные сутки: \d+/);
    expect(msg.text).toContain("Открыть день в календаре");
    expect(msg.text).toContain("Отключить напоминания");
    // the same day is never sent twice, whatever number of ticks
    await ctx.reminderJob.tick();
    clock.advance(30 * MINUTE);
    await ctx.reminderJob.tick();
    const today = tg.sent.filter((m) => m.chatId === u.chatId && m.text.includes("21 ноября 2026 · Ирина"));
    expect(today).toHaveLength(1);
    // the next day, blocked: one try, then reminders are off and Profile shows it
    tg.blocked.add(u.chatId);
    clock.advance(Date.parse("2026-11-22T06:30:00Z") - clock.now());
    const blocked = await ctx.reminderJob.tick();
    expect(blocked.blocked).toBeGreaterThanOrEqual(1);
    expect((await settings(u)).messenger).toMatchObject({ active: false, blocked: true });
    clock.advance(Date.parse("2026-11-23T06:30:00Z") - clock.now());
    await ctx.reminderJob.tick();
    expect(tg.sent.filter((m) => m.chatId === u.chatId && m.text.includes("23 ноября 2026"))).toHaveLength(0);
    tg.blocked.delete(u.chatId);
    clock.advance(Date.parse("2026-11-21T06:00:00Z") - clock.now());
  });

  it("the disable link: GET changes nothing, POST turns the chart's reminders off, forged tokens change nothing", async () => {
    const u = await newUser(ctx);
    const paid = await u.chart(1);
    await connect(u);
    await u.call("POST", "/api/messenger", { active: true, timeReminder: "10:00", chart: paid });
    const link = ctx.reminders.disableUrl(paid, "ru");
    expect(link).toMatch(
      new RegExp(`^https://bazi\\.example/chart/notify/disable/${paid}\\.[A-Za-z0-9_-]{43}$`),
    );
    const token = link.split("/").at(-1)!;
    for (const forged of [
      `${paid}.${"A".repeat(43)}`,
      paid,
      `${paid}.${token.split(".")[1]!.slice(0, -1)}B`,
      `${crypto.randomUUID()}.${token.split(".")[1]}`,
    ]) {
      await ctx.reminders.disable(forged);
      expect((await settings(u)).messenger?.active).toBe(true);
    }
    await ctx.reminders.disable(token);
    expect((await settings(u)).messenger?.active).toBe(false);
    await ctx.reminders.disable(token); // idempotent
    expect((await settings(u)).messenger?.active).toBe(false);
  });

  it("a crash while sending is reported and never sent again; 429 waits retry_after and sends once", async () => {
    const u = await newUser(ctx);
    const paid = await u.chart(1);
    await connect(u);
    await u.call("POST", "/api/messenger", { active: true, timeReminder: "11:00", chart: paid });
    clock.advance(Date.parse("2026-11-21T08:00:00Z") - clock.now()); // 11:00 in Moscow
    // the claim is made, then "the process dies" right after marking it sending
    await ctx.reminderJob.tick({ sendLimit: 0 });
    const [d] = await ctx.remindersRepo
      .peek(new Date(clock.now()), 100)
      .then((rows) => rows.filter((r) => r.chartId === paid));
    expect(d).toBeDefined();
    expect(await ctx.remindersRepo.markSending(d!.id, new Date(clock.now()))).not.toBeNull();
    clock.advance(3 * MINUTE);
    const report = await ctx.reminderJob.tick();
    expect(report.lost).toBe(1);
    expect(tg.sent.filter((m) => m.chatId === u.chatId && m.text.includes("Ваша оценка дня"))).toHaveLength(
      0,
    );

    // the next day Telegram is busy once: the delivery waits retry_after, then goes, once
    tg.faults({ rate429: 1, retryAfter: 1, seed: 7 });
    clock.advance(Date.parse("2026-11-22T08:00:00Z") - clock.now());
    const busy = await ctx.reminderJob.tick();
    expect(busy.deferred).toBe(1);
    tg.faults({});
    clock.advance(2000);
    // the pause is in real time (the job paces Telegram's API by performance.now, not the app's clock): ticks
    // send nothing until it is over, then the delivery goes, once
    let sent = 0;
    await expect
      .poll(async () => (sent += (await ctx.reminderJob.tick()).sent), { timeout: 5_000, interval: 50 })
      .toBe(1);
    expect(tg.sent.filter((m) => m.chatId === u.chatId && m.text.includes("22 ноября 2026"))).toHaveLength(1);
    clock.advance(Date.parse("2026-11-21T06:00:00Z") - clock.now());
  });

  it("the data download includes the Telegram binding and reminders; deleting the account removes them", async () => {
    const u = await newUser(ctx);
    const paid = await u.chart(1);
    await connect(u);
    await u.call("POST", "/api/messenger", { active: true, timeReminder: "09:00", chart: paid });
    const data = (await (await u.call("GET", "/api/user/export")).json()) as {
      messenger: { chatId: number; active: boolean } | null;
    };
    expect(data.messenger).toMatchObject({ chatId: u.chatId, active: true });
    expect((await u.call("DELETE", "/api/user", { password: "Sunflower-42" })).status).toBe(200);
    for (const table of ["messenger_users", "messenger_tokens", "reminder_deliveries", "feed_tokens"]) {
      const r = (await ctx.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table} where user_id = '${u.id}'`),
      )) as unknown as { rows: { n: number }[] };
      expect(r.rows[0]!.n, table).toBe(0);
    }
  });

  it("the calendar feed: paid charts only, parses as iCalendar, rotation retires the old address", async () => {
    const u = await newUser(ctx);
    const unpaid = await u.chart();
    expect((await u.call("POST", `/api/charts/${unpaid}/feed`)).status).toBe(400);
    const paid = await u.chart(3);
    const r1 = await u.call("POST", `/api/charts/${paid}/feed`);
    expect(r1.status).toBe(201);
    const { url } = (await r1.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/bazi\.example\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(url).pathname;
    const feed = await ctx.app.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const cal = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(cal.getFirstPropertyValue("x-wr-calname")).toContain("Ирина");
    expect(cal.getAllSubcomponents("vevent").length).toBeGreaterThan(0);
    const other = await newUser(ctx);
    expect((await other.call("POST", `/api/charts/${paid}/feed`)).status).toBe(400);
    const r2 = await u.call("POST", `/api/charts/${paid}/feed`);
    const rotated = new URL(((await r2.json()) as { url: string }).url).pathname;
    expect((await ctx.app.request(path)).status).toBe(404);
    expect((await ctx.app.request(rotated)).status).toBe(200);
    expect((await ctx.app.request("/feed/not-a-token.ics")).status).toBe(404);
  });
});

describe("reminder times", () => {
  it("00:00 to 23:45 in 15-minute steps are accepted, nothing else", () => {
    expect(REMINDER_TIMES).toHaveLength(96);
    expect(REMINDER_TIMES[0]).toBe("00:00");
    expect(REMINDER_TIMES.at(-1)).toBe("23:45");
    for (let m = 0; m < 24 * 60; m++) {
      const t = `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
      expect(ReminderTimeSchema.safeParse(t).success, t).toBe(REMINDER_TIMES.includes(t));
    }
    for (const bad of ["24:00", "9:00", "09:00:00", "", "12:60"])
      expect(ReminderTimeSchema.safeParse(bad).success).toBe(false);
  });
});

describe("without a bot", () => {
  it("reminders show as unavailable and nothing is sent", async () => {
    const opened = await DB_TARGETS[0]!.open();
    const ctx = await testApp(opened.database);
    try {
      const u = await newUser(ctx);
      expect(await (await u.call("GET", "/api/messenger")).json()).toEqual({
        messenger: null,
        available: false,
        bot: null,
        place: null,
      });
      const link = await u.call("POST", "/api/messenger/link");
      expect(link.status).toBe(503);
      expect(ProblemSchema.parse(await link.json()).title).toBe("Напоминания в Telegram сейчас недоступны");
      expect((await ctx.app.request("/telegram/webhook", { method: "POST", body: "{}" })).status).toBe(404);
      expect(await ctx.reminderJob.tick()).toMatchObject({ claimed: 0, sent: 0 });
    } finally {
      await opened.drop();
    }
  });
});
