/**
 * Reminders at the user's place (issue 22, decision 021), with the reminders job run by hand at a fixed clock, the
 * real Telegram provider and the local Bot API server, on PGlite and PostgreSQL: a Moscow user whose chart was
 * born in Novosibirsk gets the day at 08:00 Moscow time (not 04:00), and the day is Moscow's (the date, the lunar
 * day and the chart's rating the site shows there), even for a chart born where it is still yesterday; a user who
 * saved no place gets the time of the chart's birthplace, and the settings say so; a new connection starts on at
 * 08:00 for the paid chart (off, and saying why, without one); the settings show the place's name, never a zone id.
 */
import { natalOf } from "@bazi/almanac";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/providers/clock.ts";
import { DB_TARGETS, type DbTarget } from "./harness.ts";
import {
  type ChartForm,
  LOS_ANGELES_CHART,
  MOSCOW_PLACE,
  NOVOSIBIRSK_CHART,
  type TelegramApp,
  telegramApp,
} from "./support/telegram-app.ts";

const at = (iso: string) => Date.parse(iso);
const MOSCOW = {
  lat: MOSCOW_PLACE.latitude,
  lng: MOSCOW_PLACE.longitude,
  tz: MOSCOW_PLACE.timeZone,
  name: "",
};

/** A saved chart's natal basis (the chart's defaults: 23:00 changes the day, clock time). */
const natal = (c: ChartForm) =>
  natalOf({
    date: c.birthday,
    time: c.birthdayTime,
    place: { lat: c.latitude, lng: c.longitude, tz: c.timeZone },
    gender: c.gender as "female",
    options: { zi: "dayChangesAt23", timeBasis: "clock" },
  });

const reminders = (t: TelegramApp, chatId: number) =>
  t.sentTo(chatId).filter((m) => m.text.includes("Ваша оценка дня") || m.text.includes("Your rating"));

describe.each(DB_TARGETS)("reminders at the user's place on $name", (target: DbTarget) => {
  const clock = manualClock("2026-11-21T00:30:00Z"); // 03:30 in Moscow, 07:30 in Novosibirsk
  let t: TelegramApp;

  beforeAll(async () => {
    t = await telegramApp(target, clock);
  });
  afterAll(() => t.close());

  /** The chart's day at Moscow as the site's day page computes it: the lunar day and the chart's rating line. */
  function moscowDay(form: ChartForm, year: number, month: number, day: number) {
    const d = t.ctx.services.calendar.day({
      year,
      month,
      day,
      place: MOSCOW,
      lang: "ru",
      personal: { chartId: "", name: form.fio, paidUntil: "", natal: natal(form) },
    });
    return { lunar: d.description.lunarDay.number, rating: d.personal!.rating.value };
  }

  it("a Moscow user with a chart born in Novosibirsk: on at 08:00 from the connection, sent at 08:00 Moscow time, not 04:00", async () => {
    const u = await t.user("ru");
    const chart = await u.chart(NOVOSIBIRSK_CHART, 1);
    await u.savePlace(MOSCOW_PLACE);
    const hello = await u.connect();
    expect(hello).toContain(`Telegram подключён к аккаунту ${u.email}`);
    expect(hello).toContain("Напоминания включены: каждый день в 08:00 (Москва, Россия)");
    expect(hello).toContain("по карте «Вера»");

    const s = await u.settings();
    expect(s.messenger).toMatchObject({ active: true, timeReminder: "08:00", chart, blocked: false });
    expect(s.place).toEqual({ name: "Москва, Россия", source: "saved" });
    expect(JSON.stringify(s)).not.toMatch(/Asia\/|Europe\//);

    clock.advance(at("2026-11-21T01:00:00Z") - clock.now()); // 04:00 in Moscow, 08:00 in Novosibirsk
    await t.ctx.reminderJob.tick();
    expect(reminders(t, u.chatId)).toHaveLength(0);
    clock.advance(at("2026-11-21T04:59:00Z") - clock.now());
    await t.ctx.reminderJob.tick();
    expect(reminders(t, u.chatId)).toHaveLength(0);

    clock.advance(at("2026-11-21T05:00:00Z") - clock.now()); // 08:00 in Moscow
    await t.ctx.reminderJob.tick();
    const sent = reminders(t, u.chatId);
    expect(sent).toHaveLength(1);
    const text = sent[0]!.text;
    expect(text).toContain("21 ноября 2026 · Вера");
    expect(text).toContain("Место: Москва, Россия");
    const want = moscowDay(NOVOSIBIRSK_CHART, 2026, 11, 21);
    expect(text).toMatch(new RegExp(`Лунные сутки: ${want.lunar} `));
    expect(text).toMatch(new RegExp(`Ваша оценка дня: ${want.rating > 0 ? "\\+" : ""}${want.rating} `));
    expect(text).toContain('href="https://bazi.example/2026/11/21"');
    expect(text).toContain("Отключить напоминания");

    clock.advance(30 * 60_000);
    await t.ctx.reminderJob.tick();
    expect(reminders(t, u.chatId)).toHaveLength(1);
  });

  it("the day is the user's place's: 08:00 in Moscow is still the evening before in the chart's Los Angeles", async () => {
    const u = await t.user("ru");
    await u.chart(LOS_ANGELES_CHART, 1);
    await u.savePlace(MOSCOW_PLACE);
    await u.connect();
    clock.advance(at("2026-11-22T05:00:00Z") - clock.now()); // 08:00 on the 22nd in Moscow, 21:00 on the 21st in LA
    await t.ctx.reminderJob.tick();
    const sent = reminders(t, u.chatId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("22 ноября 2026 · Jane");
    const want = moscowDay(LOS_ANGELES_CHART, 2026, 11, 22);
    expect(sent[0]!.text).toMatch(new RegExp(`Лунные сутки: ${want.lunar} `));
    expect(sent[0]!.text).toContain('href="https://bazi.example/2026/11/22"');
  });

  it("without a saved place the chart's birthplace reckons, and the settings say so", async () => {
    const u = await t.user("ru");
    await u.chart(NOVOSIBIRSK_CHART, 1);
    const hello = await u.connect();
    expect(hello).toContain("каждый день в 08:00 (Новосибирск, Россия)");
    expect((await u.settings()).place).toEqual({ name: "Новосибирск, Россия", source: "chart" });

    clock.advance(at("2026-11-23T00:59:00Z") - clock.now());
    await t.ctx.reminderJob.tick();
    expect(reminders(t, u.chatId)).toHaveLength(0);
    clock.advance(at("2026-11-23T01:00:00Z") - clock.now()); // 08:00 in Novosibirsk
    await t.ctx.reminderJob.tick();
    const sent = reminders(t, u.chatId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("23 ноября 2026 · Вера");
    expect(sent[0]!.text).toContain("Место: Новосибирск, Россия");

    // once they save a place, it is theirs that counts
    await u.savePlace(MOSCOW_PLACE);
    expect((await u.settings()).place).toEqual({ name: "Москва, Россия", source: "saved" });
  });

  it("a connection without a paid chart stays off at 08:00 and says why; paying lets it be turned on", async () => {
    const u = await t.user("ru");
    const chart = await u.chart(NOVOSIBIRSK_CHART);
    const hello = await u.connect();
    expect(hello).toContain(`Telegram подключён к аккаунту ${u.email}`);
    expect(hello).toContain("только для карты с оплаченным Персональным календарём");
    const s = await u.settings();
    expect(s.messenger).toMatchObject({ active: false, timeReminder: "08:00", chart: null });
    expect(s.place).toBeNull();
    const refused = await u.call("POST", "/api/messenger", { active: true, timeReminder: "08:00", chart });
    expect(refused.status).toBe(400);
    const paid = await u.chart(NOVOSIBIRSK_CHART, 1);
    const ok = await u.call("POST", "/api/messenger", { active: true, timeReminder: "08:00", chart: paid });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      messenger: { active: true, timeReminder: "08:00", chart: paid },
      place: { name: "Новосибирск, Россия", source: "chart" },
    });
  });

  it("the English account: the bot and the settings name the saved place ('Moscow, Russia')", async () => {
    const u = await t.user("en");
    await u.chart(LOS_ANGELES_CHART, 1);
    await u.savePlace({ ...MOSCOW_PLACE, address: "Moscow, Russia" });
    const hello = await u.connect();
    expect(hello).toContain(`Telegram is connected to ${u.email}`);
    expect(hello).toContain("every day at 08:00 (Moscow, Russia)");
    const s = await u.settings();
    expect(s.place).toEqual({ name: "Moscow, Russia", source: "saved" });
    expect(JSON.stringify(s)).not.toMatch(/America\/|Europe\//);
  });

  it("connecting again keeps the chosen time and turns reminders back on", async () => {
    const u = await t.user("ru");
    const chart = await u.chart(NOVOSIBIRSK_CHART, 1);
    await u.connect();
    await u.call("POST", "/api/messenger", { active: false, timeReminder: "21:15", chart });
    await u.connect();
    expect((await u.settings()).messenger).toMatchObject({ active: true, timeReminder: "21:15", chart });
  });
});
