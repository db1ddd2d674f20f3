/**
 * The home page's best days of the week ahead (issue 39, item 6): of the seven days after today, up to three rated
 * above 0, in the engine's order of best days (`byRating`: the rating, then the earlier date), from the month
 * ratings the page already asks for (the visitor's place; with a Personal Calendar, the chart's own ratings).
 */
import { byRating } from "@bazi/almanac";
import type { MonthInfo } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/calendar";
import { addDays, dayPath, isoOf, parseIsoDate, type Ymd } from "./calendar-path.ts";
import { dateFormat, signed } from "./format.ts";
import { LOCALE } from "./lang.ts";
import { ratingWord } from "./month-view.ts";

/** How many days ahead the list looks, and how many it names at most. */
export const WEEK_AHEAD = 7;
export const WEEK_BEST = 3;

export interface WeekBestDay {
  date: string;
  path: string;
  /** «вторник, 1 декабря» / "Tuesday 1 December". */
  dateText: string;
  value: number;
  valueText: string;
  word: string;
}

/** The months the week after `today` falls in: `today`'s, and the next when the week runs into it. */
export function weekMonths(today: Ymd): { year: number; month: number }[] {
  const end = addDays(today, WEEK_AHEAD);
  const months = [{ year: today.year, month: today.month }];
  if (end && end.month !== today.month) months.push({ year: end.year, month: end.month });
  return months;
}

/** The block as the page shows it, worded here (the page's script carries no text of it). */
export interface WeekBestBlock {
  title: string;
  /** Said when no day of the week ahead is favourable. */
  none: string;
  days: WeekBestDay[];
}

/** The block: by the general day at the place, or by `chartName`'s own ratings with a Personal Calendar. */
export function weekBestBlock(
  lang: Lang,
  today: Ymd,
  months: readonly MonthInfo[],
  chartName: string | null,
): WeekBestBlock {
  return {
    title: chartName ? t(lang, "day.weekBestChart", { name: chartName }) : t(lang, "day.weekBest"),
    none: t(lang, "day.weekBestNone"),
    days: weekBest(lang, today, months),
  };
}

export function weekBest(lang: Lang, today: Ymd, months: readonly MonthInfo[]): WeekBestDay[] {
  const from = addDays(today, 1);
  const to = addDays(today, WEEK_AHEAD);
  if (!from || !to) return [];
  const [first, last] = [isoOf(from), isoOf(to)];
  const words = dateFormat(LOCALE[lang], { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  return months
    .flatMap((m) => m.days)
    .filter((d) => d.date >= first && d.date <= last && d.rating !== null && d.rating > 0)
    .map((d) => ({ date: d.date, rating: { value: d.rating as number } }))
    .sort(byRating)
    .slice(0, WEEK_BEST)
    .map(({ date, rating: { value } }) => {
      const ymd = parseIsoDate(date)!;
      return {
        date,
        path: dayPath(lang, ymd),
        dateText: words.format(new Date(Date.UTC(ymd.year, ymd.month - 1, ymd.day))),
        value,
        valueText: signed(lang, value),
        word: ratingWord(lang, value),
      };
    });
}
