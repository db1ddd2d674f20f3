/**
 * Locale formatting shared by the page shapers. Formatting happens on the server so the hydrated page renders
 * the very same strings (no Intl differences between Node and the browser). The formatters are kept
 * (@bazi/i18n's intl.ts says why).
 */
import { dateFormat, formatIsoDate, type Lang, numberFormat } from "@bazi/i18n";
import { LOCALE } from "./lang.ts";

export { dateFormat, numberFormat } from "@bazi/i18n";

/** "+1", "−2", "0": a signed number with a real minus sign. */
export function signed(lang: Lang, n: number): string {
  return numberFormat(LOCALE[lang], { signDisplay: "exceptZero", maximumFractionDigits: 2 })
    .format(n)
    .replace("-", "\u2212");
}

const utcDate = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month - 1, day));

/** «Ноябрь 2026» / "November 2026". */
export function monthTitle(lang: Lang, year: number, month: number): string {
  const name = dateFormat(LOCALE[lang], { month: "long", timeZone: "UTC" }).format(utcDate(year, month));
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}`;
}

/** «ноябрь» / "November" (for the small months of the year view). */
export function monthName(lang: Lang, month: number): string {
  const name = dateFormat(LOCALE[lang], { month: "long", timeZone: "UTC" }).format(utcDate(2001, month));
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** «21 ноября» / "21 November". */
export function dayMonth(lang: Lang, year: number, month: number, day: number): string {
  return dateFormat(LOCALE[lang], { day: "numeric", month: "long", timeZone: "UTC" })
    .format(utcDate(year, month, day))
    .replace(" ", "\u00a0");
}

/** Short weekday names, Monday first: «пн» … «вс» / "Mon" … "Sun". */
export function weekdayNames(lang: Lang, style: "short" | "narrow" = "short"): string[] {
  const f = dateFormat(LOCALE[lang], { weekday: style, timeZone: "UTC" });
  // 2001-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => f.format(utcDate(2001, 1, 1 + i)));
}

/** Cells before the 1st in a Monday-first week (weekday 0 = Sunday). */
export const leadOf = (weekdayOfFirst: number) => (weekdayOfFirst + 6) % 7;

/** "2027-05-21" → «21 мая 2027» / "21 May 2027": a calendar date (a paid-until date, an article's). */
export const ymdDate = (lang: Lang, ymd: string): string => formatIsoDate(lang, ymd);
