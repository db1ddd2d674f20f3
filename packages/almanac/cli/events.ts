/**
 * `bazi events <year>`: the year's almanac events (src/year-events.ts) as a readable table, one line each: the
 * date and weekday, the place's time for terms and moon phases (blank for the Chinese calendar's dates, which are
 * China's), the Chinese name and ours; a festival's meaning on the line below it.
 */
import type { Lang, YearEventsJson } from "../src/index.ts";
import { table } from "./tables.ts";

const WEEKDAYS: Record<Lang, readonly string[]> = {
  ru: ["вс", "пн", "вт", "ср", "чт", "пт", "сб"],
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
};

const HEAD: Record<Lang, (year: number, tz: string) => string> = {
  ru: (year, tz) =>
    `События ${year} года, время — ${tz}; даты китайского календаря — по времени Китая (UTC+8)`,
  en: (year, tz) => `Events of ${year}, times in ${tz}; the Chinese calendar's dates are China's (UTC+8)`,
};

export function eventsText(r: YearEventsJson, lang: Lang): string {
  const rows: string[][] = [];
  for (const e of r.events) {
    const time = e.local === null ? "" : e.local.slice(11, 16);
    rows.push([e.date, WEEKDAYS[lang][e.weekday]!, time, e.zh, e.name]);
    if (e.festival) rows.push(["", "", "", "", `  ${e.festival.meaning}`]);
  }
  return `${HEAD[lang](r.year, r.tz)}\n\n${table(rows)}\n`;
}
