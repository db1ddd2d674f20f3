/**
 * The bot answers on demand (issue 22), over the webhook, with the real Telegram provider against the local Bot API
 * server, on PGlite and PostgreSQL: /today, /tomorrow and /week for the chart (the rating, the best activities and
 * hours, the lunar day, at the user's place), /settings (the time, the place by name, a link to the settings),
 * /stop (reminders off in the database, and how to turn them back on), a short help for anything else, each in the
 * account's language (ru and en) and to the chat that asked; a chat that is not linked is told how to link it, and
 * a linked user without a paid chart why there is nothing to tell. The command list is registered in both languages
 * with setMyCommands.
 */
import { parseTelegramHtml } from "@bazi/test-support/telegram-fake";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/providers/clock.ts";
import { DB_TARGETS, type DbTarget } from "./harness.ts";
import {
  type BotUser,
  LOS_ANGELES_CHART,
  MOSCOW_PLACE,
  NOVOSIBIRSK_CHART,
  type TelegramApp,
  telegramApp,
} from "./support/telegram-app.ts";

/** The text a Telegram user reads (the HTML parsed as Telegram parses it). */
function plain(html: string): string {
  const parsed = parseTelegramHtml(html);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.plain;
}
const links = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe.each(DB_TARGETS)("the bot's commands on $name", (target: DbTarget) => {
  const clock = manualClock("2026-11-21T06:00:00Z"); // 09:00 in Moscow
  let t: TelegramApp;
  /** A Russian account: a chart born in Novosibirsk, its place Moscow. */
  let ru: BotUser;
  /** An English account: a chart born in Los Angeles, its place "Moscow, Russia". */
  let en: BotUser;

  beforeAll(async () => {
    t = await telegramApp(target, clock);
    ru = await t.user("ru");
    await ru.chart(NOVOSIBIRSK_CHART, 1);
    await ru.savePlace(MOSCOW_PLACE);
    await ru.connect();
    en = await t.user("en");
    await en.chart(LOS_ANGELES_CHART, 1);
    await en.savePlace({ ...MOSCOW_PLACE, address: "Moscow, Russia" });
    await en.connect();
  });
  afterAll(() => t.close());

  it("/today: the chart's day at the user's place, in the account's language", async () => {
    const html = await ru.says("/today");
    const text = plain(html);
    expect(text).toContain("21 ноября 2026 · Вера");
    expect(text).toContain("Место: Москва, Россия");
    expect(text).toMatch(/Ваша оценка дня: [+-]?\d \p{L}+/u);
    expect(text).toMatch(/Благоприятно: \S|Особо благоприятных дел в этот день нет/);
    expect(text).toMatch(/Лучшие часы: \d\d:\d\d–\d\d:\d\d|Особо удачных часов в этот день нет/);
    expect(text).toMatch(/Лунные сутки: \d+/);
    expect(links(html)).toEqual(["https://bazi.example/2026/11/21"]); // no disable link: /stop does that

    const english = plain(await en.says("/today"));
    expect(english).toContain("21 November 2026 · Jane");
    expect(english).toContain("Place: Moscow, Russia");
    expect(english).toMatch(/Your rating of the day: [+-]?\d [a-z]+/);
    expect(english).toMatch(/Best hours: \d\d:\d\d–\d\d:\d\d|No especially good hours on this day/);
    expect(english).toMatch(/Lunar day: \d+/);
    expect(links(await en.says("/today"))).toEqual(["https://bazi.example.com/en/2026/11/21"]);
  });

  it("/today answers the same day as the daily reminder composes", async () => {
    const composed = await t.ctx.reminders.reminder(
      ru.id,
      (await ru.settings()).messenger!.chart!,
      "2026-11-21",
    );
    const asked = await ru.says("/today");
    // the same composer: the reminder only adds its disable link
    expect(composed!.startsWith(asked)).toBe(true);
    expect(composed!.slice(asked.length)).toMatch(/^\n<a href="[^"]+\/chart\/notify\/disable\/[^"]+">/);
  });

  it("names best hours only inside the hours the user keeps: 07:00–22:00 by default, theirs when set", async () => {
    const chart = (await ru.settings()).messenger!.chart!;
    const hoursOf = async (date: string) => {
      const line = plain((await t.ctx.reminders.reminder(ru.id, chart, date))!)
        .split("\n")
        .find((l) => l.includes("Лучшие часы:"));
      return line ? [...line.matchAll(/(\d\d:\d\d)–\d\d:\d\d/g)].map((m) => m[1]!) : [];
    };
    const dates = Array.from({ length: 20 }, (_, i) => `2026-11-${String(i + 1).padStart(2, "0")}`);
    const named = async () => (await Promise.all(dates.map(hoursOf))).flat();
    const byDefault = await named();
    expect(byDefault.length).toBeGreaterThan(0);
    expect(byDefault.every((h) => h >= "07:00" && h < "22:00")).toBe(true);
    // every hour: night hours are named too
    expect((await ru.call("POST", "/api/user/hours", { allHours: true })).status).toBe(200);
    const all = await named();
    expect(all.some((h) => h < "07:00" || h >= "22:00")).toBe(true);
    // an afternoon window: only hours that begin in it
    expect((await ru.call("POST", "/api/user/hours", { hours: "13:00-17:00" })).status).toBe(200);
    const afternoon = await named();
    expect(afternoon.length).toBeGreaterThan(0);
    expect(afternoon.every((h) => h === "13:00" || h === "15:00")).toBe(true);
    // the bot answers by the same window
    const today = plain(await ru.says("/today"));
    expect(today).toMatch(/Лучшие часы: (13|15):00–(15|17):00|Особо удачных часов в этот день нет/);
    expect((await ru.call("POST", "/api/user/hours", {})).status).toBe(200);
    expect(await named()).toEqual(byDefault);
  });

  it("/tomorrow, and a command addressed to the bot by name", async () => {
    expect(plain(await ru.says("/tomorrow"))).toContain("22 ноября 2026 · Вера");
    expect(plain(await en.says("/tomorrow"))).toContain("22 November 2026 · Jane");
    expect(plain(await ru.says("/today@bazi_test_bot"))).toContain("21 ноября 2026 · Вера");
  });

  it("/week: seven days from today, a line each with the date and the rating", async () => {
    const text = plain(await ru.says("/week"));
    expect(text).toContain("Неделя с 21 ноября 2026 · Вера");
    expect(text).toContain("Место: Москва, Россия");
    const days = text.split("\n").filter((l) => /^[а-я]{2}, \d{1,2} [а-я]+\.? · [+-]?\d /.test(l));
    expect(days).toHaveLength(7);
    expect(days[0]).toMatch(/^сб, 21 нояб\. · /);
    expect(days[6]).toMatch(/^пт, 27 нояб\. · /);
    expect(links(await ru.says("/week"))).toEqual(["https://bazi.example/2026/11"]);

    const english = plain(await en.says("/week"));
    expect(english).toContain("The week from 21 November 2026 · Jane");
    const lines = english
      .split("\n")
      .filter((l) => /^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} · [+-]?\d /.test(l));
    expect(lines).toHaveLength(7);
    expect(lines[0]).toMatch(/^Sat 21 Nov · /);
    expect(lines[6]).toMatch(/^Fri 27 Nov · /);
  });

  it("/settings: the time, the place by name and the chart, with a link to the settings page", async () => {
    const html = await ru.says("/settings");
    const text = plain(html);
    expect(text).toContain("Напоминания включены: каждый день в 08:00.");
    expect(text).toContain("Место: Москва, Россия.");
    expect(text).toContain("Карта: Вера.");
    expect(text).not.toMatch(/Europe\/|Asia\//);
    expect(links(html)).toEqual(["https://bazi.example/client?tab=profile"]);

    const english = plain(await en.says("/settings"));
    expect(english).toContain("Reminders are on: every day at 08:00.");
    expect(english).toContain("Place: Moscow, Russia.");
    expect(english).toContain("Chart: Jane.");

    // no saved place: the chart's birthplace, and why
    const u = await t.user("ru");
    await u.chart(NOVOSIBIRSK_CHART, 1);
    await u.connect();
    expect(plain(await u.says("/settings"))).toContain(
      "Место: Новосибирск, Россия. Это место рождения карты: своё место на сайте вы ещё не выбрали.",
    );
  });

  it("/stop turns reminders off in the database and says how to turn them on; the job then sends nothing", async () => {
    const u = await t.user("ru");
    await u.chart(NOVOSIBIRSK_CHART, 1);
    await u.savePlace(MOSCOW_PLACE);
    await u.connect();
    expect((await t.ctx.remindersRepo.messenger(u.id))?.active).toBe(true);
    const html = await u.says("/stop");
    expect(plain(html)).toContain("Напоминания выключены. Включить их снова: «Личный кабинет» → «Профиль»");
    expect(links(html)).toEqual(["https://bazi.example/client?tab=profile"]);
    expect((await t.ctx.remindersRepo.messenger(u.id))?.active).toBe(false);
    expect((await u.settings()).messenger?.active).toBe(false);
    expect(plain(await u.says("/settings"))).toContain("Напоминания выключены.");

    const e = await t.user("en");
    await e.chart(LOS_ANGELES_CHART, 1);
    await e.connect();
    expect(plain(await e.says("/stop"))).toContain(
      "Reminders are off. To turn them on again: My account → Profile",
    );
    expect((await t.ctx.remindersRepo.messenger(e.id))?.active).toBe(false);

    clock.advance(Date.parse("2026-11-22T05:00:00Z") - clock.now()); // 08:00 in Moscow the next day
    await t.ctx.reminderJob.tick();
    expect(t.sentTo(u.chatId).filter((m) => m.text.includes("22 ноября 2026"))).toHaveLength(0);
    clock.advance(Date.parse("2026-11-21T06:00:00Z") - clock.now());
  });

  it("forgets the bot's update ids after two days, so their table does not grow for ever", async () => {
    const repo = t.ctx.remindersRepo;
    const at = clock.now();
    expect(await repo.firstTime(990_001, new Date(at - 49 * 3600_000))).toBe(true);
    expect(await repo.firstTime(990_002, new Date(at - 47 * 3600_000))).toBe(true);
    await t.ctx.reminderJob.tick();
    // the older one is gone (a replay of it would be new again), the newer one still drops its replay
    expect(await repo.firstTime(990_001, new Date(at))).toBe(true);
    expect(await repo.firstTime(990_002, new Date(at))).toBe(false);
  });

  it("anything else gets a short help listing the commands", async () => {
    for (const said of ["привет", "/unknown", "/start", "/help"]) {
      const text = plain(await ru.says(said));
      expect(text, said).toContain("Команды:");
      for (const c of ["/today", "/tomorrow", "/week", "/settings", "/stop"]) expect(text, said).toContain(c);
    }
    const english = plain(await en.says("hello"));
    expect(english).toContain("Commands:");
    expect(english).toContain("/week — the next seven days");
    // the account's language, whatever the Telegram app's
    expect(plain(await ru.says("hello", "en"))).toContain("Команды:");
  });

  it("a chat that is not linked is told how to link it, in its Telegram language", async () => {
    const chat = 970_001;
    for (const said of ["/today", "/week", "/settings", "/stop", "что это?"]) {
      const before = t.tg.sent.length;
      await t.tg.userSays(chat, said);
      const answers = t.tg.sent.slice(before);
      expect(answers.map((m) => m.chatId)).toEqual([chat]);
      expect(plain(answers[0]!.text)).toContain("Этот чат ещё не подключён");
      expect(plain(answers[0]!.text)).toContain("«Подключить Telegram»");
    }
    const before = t.tg.sent.length;
    await t.tg.userSays(chat, "/today", { languageCode: "en" });
    expect(plain(t.tg.sent[before]!.text)).toContain("This chat is not connected");
    await t.tg.userSays(chat, "/start");
    expect(plain(t.tg.sent.at(-1)!.text)).toContain("Здравствуйте! Это бот Календаря Бацзы");
  });

  it("a linked user without a paid chart hears why there is no day to tell", async () => {
    const u = await t.user("ru");
    await u.chart(NOVOSIBIRSK_CHART);
    await u.connect();
    for (const c of ["/today", "/tomorrow", "/week"]) {
      expect(plain(await u.says(c)), c).toContain("по карте с оплаченным Персональным календарём");
    }
    expect(plain(await u.says("/settings"))).toContain("Напоминания выключены.");
  });

  it("registers the command list with setMyCommands: Russian by default, English for en", async () => {
    await t.ctx.reminders.registerCommands();
    const names = ["today", "tomorrow", "week", "settings", "stop", "help"];
    const ruList = t.tg.commands.get("default")!;
    expect(ruList.map((c) => c.command)).toEqual(names);
    expect(ruList[0]).toEqual({ command: "today", description: "Мой день сегодня" });
    const enList = t.tg.commands.get("default|en")!;
    expect(enList.map((c) => c.command)).toEqual(names);
    expect(enList[2]).toEqual({ command: "week", description: "The next seven days" });
    // read back through the documented method
    const r = await fetch(`${t.tg.url}/bot${t.tg.token}/getMyCommands`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ language_code: "en" }),
    });
    expect(((await r.json()) as { result: unknown }).result).toEqual(enList);
  });
});
