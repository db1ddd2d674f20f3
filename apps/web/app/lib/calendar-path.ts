/**
 * Calendar URLs. Canonical forms: /2026 (year), /2026/11 (month), /2026/11/21 (day), under /en for English;
 * months and days are also accepted without the leading zero (/2026/1/5), and the canonical link uses the
 * padded form. Years 1900–2100 (the engine's range); anything else is not a calendar page (404).
 */
import { MAX_YEAR, MIN_YEAR } from "@bazi/almanac/years";
import type { Lang } from "@bazi/i18n";
import { langPrefix, pathInLang } from "./lang.ts";

export { MAX_YEAR, MIN_YEAR };

export interface Ymd {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

export function parseYear(s: string | undefined): number | null {
  if (s === undefined || !/^\d{4}$/.test(s)) return null;
  const y = Number(s);
  return y >= MIN_YEAR && y <= MAX_YEAR ? y : null;
}

export function parseMonth(s: string | undefined): number | null {
  if (s === undefined || !/^\d{1,2}$/.test(s)) return null;
  const m = Number(s);
  return m >= 1 && m <= 12 ? m : null;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date of /:year/:month/:day params, or null when it is not a real date in range. */
export function parseDayParams(p: { year?: string; month?: string; day?: string }): Ymd | null {
  const year = parseYear(p.year);
  const month = parseMonth(p.month);
  if (year === null || month === null || p.day === undefined || !/^\d{1,2}$/.test(p.day)) return null;
  const day = Number(p.day);
  return day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : null;
}

/**
 * The calendar's day nearest to the date of /:year/:month/:day params that is a real date outside its years (its
 * first day for an earlier one, its last for a later one); null for anything else (no date, or a date in range).
 */
export function nearestDayOf(p: { year?: string; month?: string; day?: string }): Ymd | null {
  const month = parseMonth(p.month);
  if (!/^\d{4}$/.test(p.year ?? "") || month === null || !/^\d{1,2}$/.test(p.day ?? "")) return null;
  const year = Number(p.year);
  const day = Number(p.day);
  if (day < 1 || day > daysInMonth(year, month)) return null;
  if (year < MIN_YEAR) return { year: MIN_YEAR, month: 1, day: 1 };
  if (year > MAX_YEAR) return { year: MAX_YEAR, month: 12, day: 31 };
  return null;
}

/** "2026-11-21" (the date picker's value) → a date in range, or null. */
export function parseIsoDate(s: string | null): Ymd | null {
  const m = s ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(s) : null;
  return m ? parseDayParams({ year: m[1]!, month: m[2]!, day: m[3]! }) : null;
}

/** A date typed by hand (lib/date-input.ts parses it) when it is in the calendar's years, else null. */
export const inRange = (d: Ymd | null): Ymd | null =>
  d && d.year >= MIN_YEAR && d.year <= MAX_YEAR ? d : null;

export const isoOf = (d: Ymd) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

export const homePath = (lang: Lang) => pathInLang("/", lang);
export const yearPath = (lang: Lang, year: number) => `${langPrefix(lang)}/${year}`;
export const monthPath = (lang: Lang, year: number, month: number) =>
  `${langPrefix(lang)}/${year}/${pad(month)}`;
export const dayPath = (lang: Lang, d: Ymd) => `${langPrefix(lang)}/${d.year}/${pad(d.month)}/${pad(d.day)}`;
/** The tabs' details of a day (routes/day-details.ts): loaded by the day page, not a page of its own. */
export const dayDetailsPath = (lang: Lang, d: Ymd) => `${dayPath(lang, d)}/details`;

/** The day `delta` days away, or null outside 1900–2100. */
export function addDays(d: Ymd, delta: number): Ymd | null {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + delta));
  const year = t.getUTCFullYear();
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  return { year, month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** The month `delta` months away, or null outside 1900–2100. */
export function addMonths(
  year: number,
  month: number,
  delta: number,
): { year: number; month: number } | null {
  const n = year * 12 + (month - 1) + delta;
  const y = Math.floor(n / 12);
  if (y < MIN_YEAR || y > MAX_YEAR) return null;
  return { year: y, month: (n % 12) + 1 };
}
