/**
 * `bazi events <year>`: the year's almanac events (src/year-events.ts) as a readable table, one line each: the
 * date and weekday, the place's time for terms and moon phases (blank for the Chinese calendar's dates, which are
 * China's), the Chinese name and ours; a festival's meaning on the line below it.
 */
import type { Lang, YearEventsJson } from "../src/index.ts";
import { table } from "./tables.ts";
import { cliText, weekday } from "./texts.ts";

export function eventsText(r: YearEventsJson, lang: Lang): string {
  const rows: string[][] = [];
  for (const e of r.events) {
    const time = e.local === null ? "" : e.local.slice(11, 16);
    rows.push([e.date, weekday(e.weekday, lang), time, e.zh, e.name]);
    if (e.festival) rows.push(["", "", "", "", `  ${e.festival.meaning}`]);
  }
  return `${cliText("eventsHead", lang, { year: r.year, tz: r.tz })}\n\n${table(rows)}\n`;
}
