/**
 * The day page's navigation: the previous and next days (prefetched when idle) and a date field in the page's
 * format.
 */
import { type Lang, t } from "@bazi/i18n";
import type { DateFieldTexts } from "@bazi/i18n/controls";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Ymd } from "../../lib/calendar-path.ts";
import { dayPath, homePath, MAX_YEAR, MIN_YEAR } from "../../lib/calendar-path.ts";
import { dateErrorOf } from "../../lib/date-error.ts";
import { parseDate } from "../../lib/date-input.ts";
import type { DayView } from "../../lib/day-view.ts";
import { SmartLink } from "../behaviour/smart-link.tsx";
import { DateField } from "../controls/date-field.tsx";

export function DayNav({
  lang,
  view,
  prev,
  next,
  dateTexts,
  dateError,
}: {
  lang: Lang;
  view: DayView;
  prev: Ymd | null;
  next: Ymd | null;
  dateTexts: DateFieldTexts;
  /** Why the date typed without JavaScript is no date of the calendar (null: it was none, or it is one). */
  dateError: string | null;
}) {
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [error, setError] = useState(dateError);
  const wrong = error !== null;
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const value = new FormData(e.currentTarget).get("date");
    const text = typeof value === "string" ? value : "";
    const message = dateErrorOf(lang, text, t(lang, "error.field.date"));
    const d = message === null ? parseDate(text) : null;
    e.preventDefault();
    setError(message);
    if (d) navigate(dayPath(lang, d));
  }
  const arrow =
    "inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-white text-lg hover:border-stone-500";
  return (
    <nav
      aria-label={t(lang, "cal.pickDate")}
      className="flex flex-wrap items-center gap-2"
      data-testid="day-nav"
    >
      {prev ? (
        <SmartLink
          when="idle"
          to={dayPath(lang, prev)}
          className={arrow}
          data-testid="prev-day"
          aria-label={t(lang, "cal.prevDay")}
        >
          <span aria-hidden="true">←</span>
        </SmartLink>
      ) : null}
      <form action={homePath(lang)} method="get" onSubmit={onSubmit} className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t(lang, "cal.pickDate")}
        </label>
        <DateField
          key={view.date}
          lang={lang}
          texts={dateTexts}
          id={inputId}
          name="date"
          required
          min={`${MIN_YEAR}-01-01`}
          max={`${MAX_YEAR}-12-31`}
          defaultValue={view.date}
          hint={false}
          invalid={wrong}
          describedBy={wrong ? errorId : undefined}
          testId="date-input"
          ratings
          wrapperClassName="relative"
          className="h-10 w-40 rounded-full border border-stone-300 bg-white px-3 text-sm"
        />
        <button
          type="submit"
          data-testid="date-go"
          className="h-10 rounded-full bg-ink px-4 text-sm font-medium text-paper hover:bg-stone-700"
        >
          {t(lang, "cal.go")}
        </button>
      </form>
      {wrong ? (
        <p id={errorId} className="w-full text-sm text-rose-700" role="alert" data-testid="date-error">
          {error}
        </p>
      ) : null}
      {next ? (
        <SmartLink
          when="idle"
          to={dayPath(lang, next)}
          className={arrow}
          data-testid="next-day"
          aria-label={t(lang, "cal.nextDay")}
        >
          <span aria-hidden="true">→</span>
        </SmartLink>
      ) : null}
      {view.isToday ? null : (
        <Link
          to={homePath(lang)}
          className="px-2 text-sm font-medium text-seal underline-offset-4 hover:underline"
        >
          {t(lang, "cal.toToday")}
        </Link>
      )}
    </nav>
  );
}
