/**
 * The e-mail digest at the turn of a solar month (issue 38 item 2, on PGlite and PostgreSQL): the digest whose days
 * hold the first day of a solar month (its jie's local date at the user's place) carries, after the day's or the
 * week's text, that month of the chart's forecast: the verdict the engine gives in a sentence, its reasons, its
 * areas that are not neutral and the link to the chart's page; the day before and the day after carry none. The
 * daily digest in Russian at a saved place (Moscow) and in English at the chart's birthplace (Los Angeles, where
 * 大雪 2026 falls a day earlier); the weekly one when the month (小寒 2027) begins on its date or within its seven
 * days, and not when it begins the day after them. Sent mail is read from the app's in-memory outbox; the clock
 * only moves forward.
 */
import { type ChartJson, chartJson } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import { localClock } from "../src/features/reminders/message.ts";
import { manualClock } from "../src/providers/clock.ts";
import { appOn, DB_TARGETS, type DbTarget, userWithChart } from "./harness.ts";
import {
  type ChartForm,
  LOS_ANGELES_CHART,
  MOSCOW_PLACE,
  NOVOSIBIRSK_CHART,
} from "./support/telegram-app.ts";

/** 大雪 2026, the jie of the 子 month: 7 December 05:52 in Moscow, 6 December 18:52 in Los Angeles. */
const DAXUE_2026 = "2026-12-07T02:52:30Z";

/**
 * The engine's own forecast month of a saved chart (23:00 changes the day, clock time), as of `asOf`, that begins
 * on `date` in `tz`.
 */
function engineMonth(form: ChartForm, lang: "ru" | "en", tz: string, date: string, asOf: number) {
  const chart: ChartJson = chartJson(
    {
      date: form.birthday,
      time: form.birthdayTime,
      place: { lat: form.latitude, lng: form.longitude, tz: form.timeZone },
      gender: form.gender as "female",
      options: { zi: "dayChangesAt23", timeBasis: "clock" },
    },
    lang,
    { asOf },
  );
  const month = chart.forecast.months.find((m) => localClock(Date.parse(m.startsAt), tz).date === date);
  if (!month) throw new Error(`no forecast month begins on ${date} in ${tz}`);
  return month;
}

describe.each(DB_TARGETS)("the digest's new solar month on $name", (target: DbTarget) => {
  const clock = manualClock("2026-11-29T00:00:00Z");
  const ctx = appOn(
    target,
    {
      TRUST_PROXY: "127.0.0.1",
      SITE_URL_RU: "https://bazi.example",
      SITE_URL_EN: "https://bazi.example.com",
    },
    { clock },
  );
  const moveTo = (iso: string) => clock.advance(Date.parse(iso) - clock.now());
  const mailTo = (email: string) => ctx.outbox.messages().filter((m) => m.to === email);

  /** A user in `lang` with a paid chart of `form`, Moscow saved as their place unless `place` is false. */
  async function user(lang: "ru" | "en", form: ChartForm, digest: Record<string, unknown>, place = true) {
    const u = await userWithChart(ctx, `digest-month-${lang}`, {
      paid: true,
      form,
      lang,
      months: 2,
      paidFrom: new Date(clock.now()),
      ...(place ? { place: MOSCOW_PLACE } : {}),
    });
    const saved = await u.call("POST", "/api/email-digest", { ...digest, chart: u.chart });
    expect(saved.status).toBe(200);
    return u;
  }

  it("daily: the month's verdict, reasons and areas on the day it begins at the user's place, in Russian and English", async () => {
    const vera = await user("ru", NOVOSIBIRSK_CHART, { mode: "daily", time: "08:00" });
    // no saved place: the chart's birthplace reckons, where 大雪 falls on 6 December
    const jane = await user("en", LOS_ANGELES_CHART, { mode: "daily", time: "08:00" }, false);
    expect(localClock(Date.parse(DAXUE_2026), "Europe/Moscow").date).toBe("2026-12-07");
    expect(localClock(Date.parse(DAXUE_2026), "America/Los_Angeles").date).toBe("2026-12-06");

    for (const at of [
      "2026-12-06T05:00:00Z", // 08:00 6 December in Moscow: Vera, the day before
      "2026-12-06T16:00:00Z", // 08:00 6 December in Los Angeles: Jane, the month's first day there
      "2026-12-07T05:00:00Z", // Vera, the month's first day in Moscow
      "2026-12-07T16:00:00Z", // Jane, the day after
      "2026-12-08T05:00:00Z", // Vera, the day after
    ]) {
      moveTo(at);
      await ctx.digest.tick();
    }
    const veras = mailTo(vera.email);
    const janes = mailTo(jane.email);
    expect(veras.map((m) => m.subject)).toEqual([
      "Ваш день 6 декабря 2026 · Вера",
      "Ваш день 7 декабря 2026 · Вера",
      "Ваш день 8 декабря 2026 · Вера",
    ]);
    expect(janes.map((m) => m.subject)).toEqual([
      "Your day, 6 December 2026 · Jane",
      "Your day, 7 December 2026 · Jane",
    ]);

    // Russian, on 7 December: the engine's verdict first, then why and what it means, then the link
    const ru = engineMonth(NOVOSIBIRSK_CHART, "ru", "Europe/Moscow", "2026-12-07", clock.now());
    expect(ru.startsAt).toBe(DAXUE_2026);
    const [before, on, after] = veras;
    const text = on!.text;
    const verdict = `Месяц ${ru.zh} (7 декабря – 4 января) для вас ${ru.verdict.name.toLowerCase()}`;
    expect(text).toContain(`🗓 ${verdict}`);
    // after the day's text, before the footer
    expect(text.indexOf("Открыть день в календаре")).toBeLessThan(text.indexOf(verdict));
    expect(text.indexOf(verdict)).toBeLessThan(text.indexOf("\n--\n"));
    for (const r of ru.reasons) expect(text).toContain(`• ${r.text}`);
    for (const a of ru.areas) {
      if (a.tone === "neutral") expect(text).not.toContain(a.text);
      else expect(text).toContain(`• ${a.text}`);
    }
    if (ru.reasons.length) expect(text).toContain("Почему:");
    if (ru.areas.some((a) => a.tone !== "neutral")) expect(text).toContain("Что это значит:");
    const chartUrl = `https://bazi.example/bazi/${vera.chart}#forecast-months-title`;
    expect(text).toContain(`Все месяцы — на странице карты: ${chartUrl}`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(on!.html).toContain(`<b>${verdict}`);
    expect(on!.html).toContain(`<a href="${chartUrl}">Все месяцы — на странице карты</a>`);
    for (const m of [before!, after!]) {
      expect(m.text).not.toContain("на странице карты");
      expect(m.text).not.toContain("🗓");
    }

    // English, on 6 December at the birthplace: the same month, its days in Los Angeles
    const en = engineMonth(LOS_ANGELES_CHART, "en", "America/Los_Angeles", "2026-12-06", clock.now());
    expect(en.startsAt).toBe(DAXUE_2026);
    const enText = janes[0]!.text;
    expect(enText).toContain(
      `🗓 The month ${en.zh} (6 December – 4 January) is ${en.verdict.name.toLowerCase()} for you`,
    );
    for (const r of en.reasons) expect(enText).toContain(`• ${r.text}`);
    for (const a of en.areas.filter((x) => x.tone !== "neutral")) expect(enText).toContain(`• ${a.text}`);
    expect(enText).toContain(
      `All the months on the chart's page: https://bazi.example.com/en/bazi/${jane.chart}#forecast-months-title`,
    );
    expect(janes[1]!.text).not.toContain("All the months");
  });

  it("weekly: when the month begins on the digest's date or within its seven days, not the day after them", async () => {
    // 小寒 2027 falls on Tuesday 5 January in Moscow (the saved place of both)
    const tuesday = await user("en", NOVOSIBIRSK_CHART, { mode: "weekly", weekday: 2, time: "09:15" });
    const wednesday = await user("ru", LOS_ANGELES_CHART, { mode: "weekly", weekday: 3, time: "09:15" });
    for (const at of [
      "2026-12-29T06:15:00Z", // Tuesday 09:15 in Moscow: 29 December – 4 January, the month begins the day after
      "2026-12-30T06:15:00Z", // Wednesday: 30 December – 5 January, the month begins on the seventh day
      "2027-01-05T06:15:00Z", // Tuesday: the month begins on the digest's date
    ]) {
      moveTo(at);
      await ctx.digest.tick();
    }
    const tuesdays = mailTo(tuesday.email);
    expect(tuesdays.map((m) => m.subject)).toEqual([
      "Your week from 29 December 2026 · Вера",
      "Your week from 5 January 2027 · Вера",
    ]);
    expect(tuesdays[0]!.text).not.toContain("All the months");
    expect(tuesdays[0]!.text).not.toContain("🗓");
    const en = engineMonth(NOVOSIBIRSK_CHART, "en", "Europe/Moscow", "2027-01-05", clock.now());
    const enText = tuesdays[1]!.text;
    const enVerdict = `🗓 The month ${en.zh} (5 January – 3 February) is ${en.verdict.name.toLowerCase()} for you`;
    expect(enText).toContain(enVerdict);
    // after the seven days
    expect(enText.indexOf("Mon 11 Jan")).toBeGreaterThan(0);
    expect(enText.indexOf("Mon 11 Jan")).toBeLessThan(enText.indexOf(enVerdict));
    for (const r of en.reasons) expect(enText).toContain(`• ${r.text}`);
    for (const a of en.areas.filter((x) => x.tone !== "neutral")) expect(enText).toContain(`• ${a.text}`);

    const wednesdays = mailTo(wednesday.email);
    expect(wednesdays.map((m) => m.subject)).toEqual(["Ваша неделя с 30 декабря 2026 · Jane"]);
    const ru = engineMonth(LOS_ANGELES_CHART, "ru", "Europe/Moscow", "2027-01-05", clock.now());
    // the place is Moscow (saved): the month's days there, not at the birthplace
    expect(wednesdays[0]!.text).toContain(
      `🗓 Месяц ${ru.zh} (5 января – 3 февраля) для вас ${ru.verdict.name.toLowerCase()}`,
    );
    expect(wednesdays[0]!.text).toContain(
      `https://bazi.example/bazi/${wednesday.chart}#forecast-months-title`,
    );
  });
});
