/**
 * The marks of a date on the month grid and the year view: the solar term that begins, the new or full moon, the
 * first day of a Chinese month and the festival, from the engine's year of events at the place (quarter moons are
 * left out: they would crowd a cell). One DayMark object per event, shared by every month that shows it.
 */
import { eventsOfDate, type YearEvent } from "@bazi/almanac";
import type { DayMark } from "@bazi/contracts";

const MARKED = new Set<YearEvent["kind"]>(["term", "newMoon", "fullMoon", "lunarMonth", "festival"]);
const marks = new WeakMap<YearEvent, DayMark>();

function markOf(e: YearEvent): DayMark {
  let m = marks.get(e);
  if (!m) {
    const short =
      e.kind === "lunarMonth"
        ? {
            ru: e.leap ? `Високосный ${e.month}-й месяц` : `${e.month}-й месяц`,
            en: e.leap ? `Leap month ${e.month}` : `Month ${e.month}`,
          }
        : { ru: e.name.ru, en: e.name.en };
    m = { kind: e.kind as DayMark["kind"], key: e.key, zh: e.name.zh, ru: e.name.ru, en: e.name.en, short };
    marks.set(e, m);
  }
  return m;
}

/** The marks of a civil date "YYYY-MM-DD" in a zone, in the engine's order (month start, festivals, instants). */
export function marksOn(date: string, tz: string): DayMark[] {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return eventsOfDate({ year, month, day }, tz)
    .filter((e) => MARKED.has(e.kind))
    .map(markOf);
}
