/**
 * What a date field says of a typed text that is no date of the calendar (`dateProblem` finds why): the day its
 * month lacks, with the month's length; the calendar's years, for a date outside them; that there is no such date,
 * for a month or day that is none. The day and month pages' fields show it in the browser too, so it reads only
 * its own small catalog (@bazi/i18n/date-errors) and the counts; the pages without such a field (the Bazi
 * calculator, whose form is checked on the server) do not carry it.
 */
import { type Lang, t } from "@bazi/i18n";
import "@bazi/i18n/plural";
import "@bazi/i18n/date-errors";
import { MAX_YEAR, MIN_YEAR } from "./calendar-path.ts";
import { monthLength, numbers, parseDate } from "./date-input.ts";

/** Why a typed text is no date of the calendar (`dateProblemText` words it). */
export type DateProblem =
  /** Not written as a date at all ("abc", "2026"). */
  | { kind: "format" }
  /** Written as a date, but its month or day is none of a calendar (32.13.1990). */
  | { kind: "none" }
  /** A day its month does not have (31.02.2027): `days`, the month's length. */
  | { kind: "noDay"; days: number }
  /** A real date outside the calendar's years (01.01.1800). */
  | { kind: "range" };

/**
 * Why a typed date (or the text a form kept from it) is no date of the calendar's years, or null when it is one:
 * the text read as `parseDate` reads it, day first for day-month-year.
 */
export function dateProblem(text: string): DateProblem | null {
  const d = parseDate(text);
  if (d) return d.year >= MIN_YEAR && d.year <= MAX_YEAR ? null : { kind: "range" };
  const p = numbers(text);
  let ymd: number[] | null = null;
  if (p?.length === 1 && p[0]!.length === 8) {
    const s = p[0]!;
    ymd = [+s.slice(4), +s.slice(2, 4), +s.slice(0, 2)];
  } else if (p?.length === 3) {
    const [a, b, c] = p.map(Number) as [number, number, number];
    if (p[0]!.length === 4 && p[1]!.length < 3 && p[2]!.length < 3) ymd = [a, b, c];
    else if (p[2]!.length === 4 && p[0]!.length < 3 && p[1]!.length < 3) ymd = [c, b, a];
  }
  if (!ymd) return { kind: "format" };
  const [year, month, day] = ymd as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) return { kind: "none" };
  if (year < MIN_YEAR || year > MAX_YEAR) return { kind: "range" };
  return { kind: "noDay", days: monthLength(year, month) };
}

/** The message of a date problem; `format` is the field's own words for a text not written as a date. */
export function dateProblemText(lang: Lang, problem: DateProblem, format: string): string {
  switch (problem.kind) {
    case "format":
      return format;
    case "none":
      return t(lang, "error.field.date");
    case "noDay":
      return t(lang, "error.field.dateNoDay", { days: t(lang, "count.days", { count: problem.days }) });
    case "range":
      return t(lang, "error.field.dateRange", { min: MIN_YEAR, max: MAX_YEAR });
  }
}

/** The message of a typed date that is no date of the calendar's years (null when it is one). */
export function dateErrorOf(lang: Lang, text: string, format: string): string | null {
  const problem = dateProblem(text);
  return problem ? dateProblemText(lang, problem, format) : null;
}
