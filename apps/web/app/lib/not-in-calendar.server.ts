/**
 * The 404 of a calendar address outside the calendar's years (/1899, /1899/12, /1899/12/31, /2101…): it names the
 * years and links to the calendar's nearest page of the same kind (its first year, month or day for an earlier
 * address, its last for a later one). root.tsx's ErrorBoundary shows the `NotFoundHint`; any other address that
 * is no calendar page gets the plain 404.
 */
import { formatLongDate, type Lang, t } from "@bazi/i18n";
import "@bazi/i18n/date-errors";
import { data } from "react-router";
import type { NotFoundHint } from "../components/error-message.tsx";
import {
  dayPath,
  MAX_YEAR,
  MIN_YEAR,
  monthPath,
  nearestDayOf,
  parseMonth,
  yearPath,
} from "./calendar-path.ts";
import { monthTitle } from "./format.ts";

/** The year of a four-digit address outside the calendar's years, clamped to them; null for anything else. */
function nearestYearOf(year: string | undefined): number | null {
  if (!/^\d{4}$/.test(year ?? "")) return null;
  const y = Number(year);
  return y < MIN_YEAR ? MIN_YEAR : y > MAX_YEAR ? MAX_YEAR : null;
}

function hintOf(lang: Lang, p: { year?: string; month?: string; day?: string }): NotFoundHint | null {
  const text = t(lang, "error.field.dateRange", { min: MIN_YEAR, max: MAX_YEAR });
  if (p.day !== undefined) {
    const d = nearestDayOf(p);
    return (
      d && {
        text,
        link: {
          to: dayPath(lang, d),
          label: t(lang, "notFound.nearestDay", { date: formatLongDate(lang, d.year, d.month, d.day) }),
        },
      }
    );
  }
  const year = nearestYearOf(p.year);
  if (year === null) return null;
  if (p.month !== undefined) {
    if (parseMonth(p.month) === null) return null;
    const month = year === MIN_YEAR ? 1 : 12;
    // mid-sentence: «январь 1900» in Russian, "January 1900" in English
    const title = monthTitle(lang, year, month);
    return {
      text,
      link: {
        to: monthPath(lang, year, month),
        label: t(lang, "notFound.nearestMonth", {
          month: lang === "ru" ? title.charAt(0).toLowerCase() + title.slice(1) : title,
        }),
      },
    };
  }
  return { text, link: { to: yearPath(lang, year), label: t(lang, "notFound.nearestYear", { year }) } };
}

/** The 404 to throw for a calendar address that is no page: with the hint when it lies outside the years. */
export const notInCalendar = (lang: Lang, params: { year?: string; month?: string; day?: string }) =>
  data(hintOf(lang, params), { status: 404 });
