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
