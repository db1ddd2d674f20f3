/** The month grid and the year heat map, shaped for one locale on the server (see lib/format.ts). */
import type { MonthInfo, YearInfo } from "@bazi/contracts";
import { type Lang, type MessageKey, t } from "@bazi/i18n";
import { dayPath, monthPath } from "./calendar-path.ts";
import { dayMonth, leadOf, monthName, monthTitle, signed, weekdayNames } from "./format.ts";

export interface GridDay {
  day: number;
  date: string;
  path: string;
  rating: number | null;
  lunarDay: number;
  locked: boolean;
  isToday: boolean;
  /** What a screen reader says for the day's link: the date, the rating, the lunar day. */
  label: string;
}

export interface MonthGrid {
  year: number;
  month: number;
  title: string;
  path: string;
  weekdays: string[];
  /** Empty cells before the 1st (weeks start on Monday). */
  lead: number;
  days: GridDay[];
}

/** A month's days as weeks of seven cells, Monday first: `lead` empty cells before the 1st, empty ones after. */
export function weeksOf<T>(days: readonly T[], lead: number): (T | null)[][] {
  const cells: (T | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

export const ratingWord = (lang: Lang, value: number) => t(lang, `rating.${value}` as MessageKey);

export function ratingText(lang: Lang, value: number | null): string {
  return value === null
    ? t(lang, "cal.lockedShort")
    : t(lang, "cal.ratingOf", { value: signed(lang, value), word: ratingWord(lang, value) });
}

export function monthGrid(m: MonthInfo, lang: Lang): MonthGrid {
  return {
    year: m.year,
    month: m.month,
    title: monthTitle(lang, m.year, m.month),
    path: monthPath(lang, m.year, m.month),
    weekdays: weekdayNames(lang),
    lead: leadOf(m.days[0]?.weekday ?? 1),
    days: m.days.map((d) => ({
      day: d.day,
      date: d.date,
      path: dayPath(lang, { year: m.year, month: m.month, day: d.day }),
      rating: d.rating,
      lunarDay: d.lunarDay,
      locked: d.locked,
      isToday: d.date === m.today,
      label: [
        `${dayMonth(lang, m.year, m.month, d.day)}${d.date === m.today ? ` (${t(lang, "cal.todayMark")})` : ""}`,
        ratingText(lang, d.rating),
        t(lang, "cal.lunarDayN", { n: d.lunarDay }),
      ].join(", "),
    })),
  };
}

export interface YearMonth {
  month: number;
  name: string;
  path: string;
  lead: number;
  days: { day: number; rating: number | null; isToday: boolean }[];
  /** The month in words, for screen readers (the heat map itself is a picture). */
  summary: string;
}

export function yearView(y: YearInfo, lang: Lang): { year: number; weekdays: string[]; months: YearMonth[] } {
  return {
    year: y.year,
    weekdays: weekdayNames(lang, "narrow"),
    months: y.months.map((m) => {
      const rated = m.days.filter((d) => d.rating !== null);
      const good = rated.filter((d) => (d.rating ?? 0) > 0).length;
      const bad = rated.filter((d) => (d.rating ?? 0) < 0).length;
      return {
        month: m.month,
        name: monthName(lang, m.month),
        path: monthPath(lang, y.year, m.month),
        lead: leadOf(m.days[0]?.weekday ?? 1),
        days: m.days.map((d) => ({ day: d.day, rating: d.rating, isToday: d.date === y.today })),
        summary:
          rated.length === 0 ? t(lang, "cal.monthSummaryLocked") : t(lang, "cal.monthSummary", { good, bad }),
      };
    }),
  };
}
