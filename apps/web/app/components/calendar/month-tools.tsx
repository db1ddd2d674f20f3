/**
 * The month page's tools: a date field in the page's format (ДД.ММ.ГГГГ in Russian, with a calendar) that goes to
 * the date's month with the day chosen, printing the month on A4, downloading it as an image, and the year's list
 * of events. Without JavaScript the field's form is a GET the page's loader reads.
 */
import { type Lang, t } from "@bazi/i18n";
import type { DateFieldTexts } from "@bazi/i18n/controls";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MAX_YEAR, MIN_YEAR, monthPath, yearPath } from "../../lib/calendar-path.ts";
import { dateErrorOf } from "../../lib/date-error.ts";
import { parseDate } from "../../lib/date-input.ts";
import type { MonthBoard } from "../../lib/month-board.server.ts";
import { DateField } from "../controls/date-field.tsx";
import "@bazi/i18n/calendar";

const button =
  "inline-flex h-9 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3.5 text-sm font-medium hover:border-stone-500";

export function MonthTools({
  lang,
  board,
  imageUrl,
  dateTexts,
  dateError,
  chosen,
}: {
  lang: Lang;
  board: MonthBoard;
  imageUrl: string;
  dateTexts: DateFieldTexts;
  /** Why the date typed without JavaScript is no date of the calendar (null: it was none, or it is one). */
  dateError: string | null;
  /** The day the picker chose, "YYYY-MM-DD" (shown in the field). */
  chosen: string | null;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const navigate = useNavigate();
  const [scripted, setScripted] = useState(false);
  const [error, setError] = useState(dateError);
  const wrong = error !== null;
  useEffect(() => setScripted(true), []);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const value = new FormData(e.currentTarget).get("date");
    const text = typeof value === "string" ? value : "";
    const message = dateErrorOf(lang, text, t(lang, "error.field.date"));
    const d = message === null ? parseDate(text) : null;
    e.preventDefault();
    setError(message);
    if (d) navigate(`${monthPath(lang, d.year, d.month)}?day=${d.day}`);
  }
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="month-tools">
      <form
        action={monthPath(lang, board.year, board.month)}
        method="get"
        onSubmit={onSubmit}
        className="flex items-center gap-2"
      >
        <label htmlFor={id} className="sr-only">
          {t(lang, "month.pick")}
        </label>
        <DateField
          key={chosen ?? board.path}
          lang={lang}
          texts={dateTexts}
          id={id}
          name="date"
          required
          min={`${MIN_YEAR}-01-01`}
          max={`${MAX_YEAR}-12-31`}
          defaultValue={chosen ?? ""}
          hint={false}
          invalid={wrong}
          describedBy={wrong ? errorId : undefined}
          testId="month-date"
          ratings
          wrapperClassName="relative"
          className="h-9 w-40 rounded-full border border-stone-300 bg-white px-3 text-sm"
        />
        <button type="submit" className={button} data-testid="month-go">
          {t(lang, "month.go")}
        </button>
      </form>
      {scripted ? (
        <button type="button" className={button} onClick={() => window.print()} data-testid="month-print">
          {t(lang, "month.print")}
        </button>
      ) : null}
      <a href={imageUrl} download className={button} data-testid="month-image">
        {t(lang, "month.downloadImage")}
      </a>
      <Link to={`${yearPath(lang, board.year)}/events`} className={button} data-testid="month-events">
        {t(lang, "month.events")}
      </Link>
      {wrong ? (
        <p id={errorId} className="w-full text-sm text-rose-700" role="alert" data-testid="month-date-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
