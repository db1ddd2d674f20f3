/**
 * The day view's Moon card where the Moon does not rise for days: at Murmansk the lunar day that begins with the
 * grazing moonrise of 2026-02-23 lasts until the next rise on 2026-03-01, and the card says why; in Moscow a
 * lunar day is about a day long and nothing is said.
 */
import { dayJson } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import { dayView } from "./day-view.ts";

const MURMANSK = { lat: 68.9585, lng: 33.0827, tz: "Europe/Moscow" };
const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" };
const options = { placeName: "—", today: "2026-02-25", lastPublic: "2026-03-27" };

const view = (place: typeof MURMANSK, lang: "ru" | "en") =>
  dayView(dayJson({ date: { year: 2026, month: 2, day: 25 }, place, lang }), lang, options);
/** The text with its no-break spaces (the typography's) as plain ones. */
const plain = (s: string | null) => s?.replace(/\u00a0/g, " ") ?? null;

describe("a lunar day where the Moon does not rise for days", () => {
  it("is explained with its number, its start and its end", () => {
    const ru = plain(view(MURMANSK, "ru").moon.noRise);
    expect(ru).toMatch(
      /^Здесь Луна несколько суток не восходит\..*7-е лунные сутки длятся с 23 февраля, 05:14 до 1 марта, 13:29\.$/,
    );
    const en = plain(view(MURMANSK, "en").moon.noRise);
    expect(en).toMatch(/lunar day 7 lasts from 23 February.*05:14 to 1 March.*13:29\.$/);
  });

  it("is not mentioned where the Moon rises every day", () => {
    expect(view(MOSCOW, "ru").moon.noRise).toBeNull();
  });
});

describe("the day's best hours (the engine's rule, issue 37 item 3)", () => {
  const date = { year: 2026, month: 11, day: 30 };
  const open = { placeName: "—", today: "2026-11-28", lastPublic: "2026-12-28" };
  it("name the good hours people keep, never the night's: 13:00–15:00 on 2026-11-30 in Moscow, not 01:00–03:00", () => {
    const day = dayJson({ date, place: MOSCOW, lang: "ru" });
    // the night hour is as good as the afternoon's by the rating alone
    expect(day.hours.filter((h) => h.rating.value >= 2).map((h) => h.from)).toEqual(["01:00", "13:00"]);
    const ru = dayView(day, "ru", open).general!.bestHours;
    expect(plain(ru.text)).toBe("Лучшие часы для дел: 13:00–15:00.");
    expect(plain(ru.window)).toContain("с 07:00 до 22:00");
    const en = dayView(dayJson({ date, place: MOSCOW, lang: "en" }), "en", open).general!.bestHours;
    expect(en.text).toBe("Best hours to act: 13:00–15:00.");
  });

  it("follow the hours the viewer keeps: all twelve names the night's, 14:00–18:00 leaves out 13:00", () => {
    const day = dayJson({ date, place: MOSCOW, lang: "ru" });
    const all = dayView(day, "ru", { ...open, hours: null }).general!.bestHours;
    expect(plain(all.text)).toBe("Лучшие часы для дел: 01:00–03:00, 13:00–15:00.");
    expect(plain(all.window)).toBe("Среди всех двенадцати часов, ночных тоже, как задано в профиле.");
    const late = dayView(day, "ru", { ...open, hours: { from: "14:00", to: "18:00" } }).general!.bestHours;
    expect(plain(late.text)).toBe(
      "Хороших часов (от +2) с 14:00 до 18:00 нет: важное лучше не назначать на определённый час.",
    );
    expect(plain(late.window)).toContain("с 14:00 до 18:00");
    // the same day object shaped for another window is shaped anew, not taken from the cache
    expect(plain(dayView(day, "ru", open).general!.bestHours.text)).toBe("Лучшие часы для дел: 13:00–15:00.");
  });

  it("say so when no hour of the window is good, and are not shown beyond the public window", () => {
    let none = 0;
    for (let d = 1; d <= 28; d++) {
      const day = dayJson({ date: { year: 2026, month: 12, day: d }, place: MOSCOW, lang: "ru" });
      const text = plain(dayView(day, "ru", { ...open, lastPublic: "2027-01-31" }).general!.bestHours.text);
      if (text?.startsWith("Хороших часов (от +2) с 07:00 до 22:00 нет")) none++;
      else expect(text).toMatch(/^Лучшие часы для дел: \d\d:00–\d\d:00(, \d\d:00–\d\d:00)*\.$/);
    }
    expect(none).toBeGreaterThan(0);
    const locked = dayJson({ date: { year: 2027, month: 3, day: 1 }, place: MOSCOW, lang: "ru" });
    expect(dayView(locked, "ru", open).general).toBeNull();
  });
});
