/**
 * Dates, months and times typed by hand into the pages' own fields (components/controls). A page shows dates in
 * its language's format (ru ДД.ММ.ГГГГ, en the ISO YYYY-MM-DD; months ММ.ГГГГ and YYYY-MM) and reads either way,
 * leniently: 21.11.2026, 21/11/2026, 21 11 2026, 21-11-2026, 21,11,2026, 21112026, 2026-11-21, 2026.11.21, and
 * 11/21/2026 when the day-first reading is no date. Times are 24-hour HH:MM (14:30, 14.30, 1430, 9:05, 2:30 pm).
 * The servers read what a form sent with `normalizeDate` and `normalizeTime`, so the forms work without
 * JavaScript and the services still get ISO; text that is no date stays as it was, for the field's error.
 */
import type { Lang } from "@bazi/i18n";
import type { Ymd } from "./calendar-path.ts";

export type { Ymd };
export interface Ym {
  year: number;
  month: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The number of days in a month (month 1–12). */
export const monthLength = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A real calendar date (4-digit year), or null. */
export function dateOf(year: number, month: number, day: number): Ymd | null {
  return year > 999 && month > 0 && month < 13 && day > 0 && day <= monthLength(year, month)
    ? { year, month, day }
    : null;
}

/** The typed text's numbers: split at spaces, dots, commas, slashes and dashes; a trailing «г.» goes. */
export function numbers(text: string): string[] | null {
  const parts = text
    .trim()
    .replace(/\s*г\.?$/i, "")
    .split(/[\s.,/-]+/)
    .filter(Boolean);
  return parts.length > 0 && parts.every((p) => /^\d+$/.test(p)) ? parts : null;
}

/** A date typed in any of the accepted forms, or null. */
export function parseDate(text: string): Ymd | null {
  const p = numbers(text);
  if (p?.length === 1 && p[0]!.length === 8) {
    const s = p[0]!;
    // 21112026, or 20261121 when that is no date
    const dmy = dateOf(+s.slice(4), +s.slice(2, 4), +s.slice(0, 2));
    return dmy ?? dateOf(+s.slice(0, 4), +s.slice(4, 6), +s.slice(6));
  }
  if (p?.length !== 3) return null;
  const [a, b, c] = p.map(Number) as [number, number, number];
  if (p[0]!.length === 4) return p[1]!.length < 3 && p[2]!.length < 3 ? dateOf(a, b, c) : null;
  if (p[2]!.length !== 4 || p[0]!.length > 2 || p[1]!.length > 2) return null;
  return dateOf(c, b, a) ?? dateOf(c, a, b);
}

/** A month typed as 11.2026, 11/2026, 11 2026 or 2026-11, or null. */
export function parseMonth(text: string): Ym | null {
  const p = numbers(text);
  if (p?.length !== 2) return null;
  const [y, m] = p[0]!.length === 4 ? p : [p[1]!, p[0]!];
  const year = Number(y);
  const month = Number(m);
  return y!.length === 4 && m!.length < 3 && month > 0 && month < 13 ? { year, month } : null;
}

/** "2026-11-21". */
export const isoDate = (d: Ymd) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
/** "2026-11". */
export const isoMonth = (d: Ym) => `${d.year}-${pad(d.month)}`;

/** A date as the page shows it: «21.11.2026» / "2026-11-21". */
export const showDate = (d: Ymd, lang: Lang) =>
  lang === "ru" ? `${pad(d.day)}.${pad(d.month)}.${d.year}` : isoDate(d);
/** A month as the page shows it: «11.2026» / "2026-11". */
export const showMonth = (d: Ym, lang: Lang) => (lang === "ru" ? `${pad(d.month)}.${d.year}` : isoMonth(d));

/** A field's text in the page's format when it is a date (or a month), else the text as it is. */
export function showValue(text: string, lang: Lang, month = false): string {
  if (month) {
    const m = parseMonth(text);
    return m ? showMonth(m, lang) : text;
  }
  const d = parseDate(text);
  return d ? showDate(d, lang) : text;
}

/** What a server reads from a date field: ISO "YYYY-MM-DD" when the text is a date, else the text trimmed. */
export function normalizeDate(text: string): string {
  const d = parseDate(text);
  return d ? isoDate(d) : text.trim();
}

/** What a server reads from a month field: "YYYY-MM" when the text is a month, else the text trimmed. */
export function normalizeMonth(text: string): string {
  const m = parseMonth(text);
  return m ? isoMonth(m) : text.trim();
}

/** A time of day typed as 14:30, 14.30, 14 30, 1430, 9:05, 14, 14:30:00 or 2:30 pm; null otherwise. */
export function parseTime(text: string): { hour: number; minute: number } | null {
  const m = /^(\d{1,2})(?:[:.\s,hч]?(\d{2}))?(?::\d{2})?(?:\s*([ap])\.?m\.?)?$/i.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  if (m[3]) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (m[3].toLowerCase() === "p" ? 12 : 0);
  }
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/** What a server reads from a time field: "HH:MM" when the text is a time, else the text trimmed. */
export function normalizeTime(text: string): string {
  const t = parseTime(text);
  return t ? `${pad(t.hour)}:${pad(t.minute)}` : text.trim();
}
