/**
 * The day's verdict first (issue 39: the day page's sentence, @bazi/i18n/day-verdict), the everyday activities
 * before the rites, and the best hours the reminders name (Telegram, e-mail digest, Web Push: features/reminders/message.ts): the double
 * hours rated +2 or better that begin between 07:00 and 22:00 at the place, the hours people keep (issue 37,
 * item 3). Over two months in Moscow and Vladivostok some +2 hours begin at night; none of them is ever named.
 */
import { civilFromJdn, dayJson, jdn } from "@bazi/almanac";
import { dayVerdict, RITE_THEMES } from "@bazi/i18n/day-verdict";
import { describe, expect, it } from "vitest";
import { bestHoursText, dayText, escapeHtml, pushDayText } from "../src/features/reminders/message.ts";

const PLACES = [
  { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" },
  { lat: 43.1155, lng: 131.8855, tz: "Asia/Vladivostok" },
];

describe("the reminders' best hours", () => {
  it("are the +2 hours that begin between 07:00 and 22:00, never a night hour", () => {
    let nightGood = 0;
    let named = 0;
    for (const place of PLACES) {
      for (let n = jdn(2026, 11, 1); n <= jdn(2026, 12, 31); n++) {
        const day = dayJson({ date: civilFromJdn(n), place, lang: "ru" });
        const hours = bestHoursText(day);
        const good = day.hours.filter((h) => h.rating.value >= 2);
        nightGood += good.filter((h) => h.from < "07:00" || h.from >= "22:00").length;
        expect(hours).toEqual(
          good.filter((h) => h.from >= "07:00" && h.from < "22:00").map((h) => `${h.from}–${h.to}`),
        );
        named += hours.length;
      }
    }
    // the rule bites: without it these night hours would be named
    expect(nightGood).toBeGreaterThan(0);
    expect(named).toBeGreaterThan(0);
  });

  it("a push names the same hours: on 2026-11-30 in Moscow 13:00–15:00, not the night's 01:00–03:00", () => {
    const day = dayJson({ date: { year: 2026, month: 11, day: 30 }, place: PLACES[0]!, lang: "en" });
    const good = day.hours.filter((h) => h.rating.value >= 2).map((h) => h.from);
    expect(good).toEqual(["01:00", "13:00"]);
    const { body } = pushDayText({ lang: "en", chartName: "Anna", date: "2026-11-30", day });
    expect(bestHoursText(day)).toEqual(["13:00–15:00"]);
    expect(body).toContain("13:00–15:00");
    expect(body).not.toContain("01:00");
  });
});

describe("the reminders lead with the day's verdict, and name everyday activities before the rites", () => {
  it("Telegram, the digest and a push say the day page's sentence first (2026-11-28, Moscow)", () => {
    // 28 November: most of the almanac's 宜 are funeral rites; the everyday ones come first all the same
    const place = PLACES[0]!;
    for (const lang of ["ru", "en"] as const) {
      const day = dayJson({ date: { year: 2026, month: 11, day: 28 }, place, lang });
      const verdict = dayVerdict(lang, day);
      const text = dayText({
        lang,
        chartName: "Анна",
        date: "2026-11-28",
        day,
        place: "Москва",
        dayUrl: "https://x/",
      });
      expect(text.split("\n")[1]).toBe(`<b>${escapeHtml(verdict)}</b>`);
      const { body } = pushDayText({ lang, chartName: "Anna", date: "2026-11-28", day });
      expect(body.split("\n")[0]).toBe(verdict);
      // the good activities: no rite before an everyday one
      const good = day.activities.filter((a) => a.kind === "yi");
      const line = text.split("\n").find((l) => l.startsWith("✅"))!;
      const order = good
        .map((a) => ({ at: line.indexOf(escapeHtml(a.name)), rite: RITE_THEMES.includes(a.theme) }))
        .filter((x) => x.at >= 0)
        .sort((a, b) => a.at - b.at);
      expect(order.length).toBeGreaterThan(1);
      const firstRite = order.findIndex((x) => x.rite);
      if (firstRite >= 0) expect(order.slice(firstRite).every((x) => x.rite)).toBe(true);
      expect(good.some((a) => RITE_THEMES.includes(a.theme))).toBe(true);
    }
  });
});
