/**
 * The month view `/:year/:month` (and /en/…): the month's calendar (date, rating, lunar day, day officer, Yellow or
 * Black Path, marks of terms, moons and festivals) in icons or words, its legend, prev/next month, a date picker,
 * printing on A4 and the month as an image. `?date=21.11.2026` (or ISO: the picker without JavaScript) goes to that date's
 * month with the day chosen (`?day=`).
 */

import { t } from "@bazi/i18n";
import { dateFieldTexts } from "@bazi/i18n/controls";
import { Link, type LoaderFunctionArgs, type MetaDescriptor, redirect, useLoaderData } from "react-router";
import { CalendarFor } from "../components/calendar/calendar-for.tsx";
import { MonthBoardTable } from "../components/calendar/month-board.tsx";
import { MonthLegend } from "../components/calendar/month-legend.tsx";
import { MonthTools } from "../components/calendar/month-tools.tsx";
import { PrevNextNav } from "../components/calendar/prev-next-nav.tsx";
import { RatingLegend } from "../components/calendar/rating.tsx";
import { useViewMode, ViewToggle } from "../components/calendar/view-toggle.tsx";
import { Card } from "../components/chrome/card.tsx";
import { PageTerms } from "../components/tools/term-popover.tsx";
import {
  addMonths,
  MAX_YEAR,
  MIN_YEAR,
  monthPath,
  parseMonth,
  parseYear,
  yearPath,
} from "../lib/calendar-path.ts";
import { calendarRequest } from "../lib/calendar-request.server.ts";
import { dateErrorOf } from "../lib/date-error.ts";
import { parseDate } from "../lib/date-input.ts";
import { dayTerms } from "../lib/day-terms.server.ts";
import { monthTitle } from "../lib/format.ts";
import { langOfPath } from "../lib/lang.ts";
import { monthBoard, monthImagePath, officerLegend } from "../lib/month-board.server.ts";
import { notInCalendar } from "../lib/not-in-calendar.server.ts";
import { alternatesOf, pageMeta } from "../lib/page-meta.ts";
import { placeIdOf } from "../lib/place.ts";
import { tagsModeOf } from "../lib/tags-mode.ts";
import "@bazi/i18n/calendar";

export async function loader({ context, url, params, request }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const jump = url.searchParams.get("date");
  if (jump !== null) {
    const d = parseDate(jump);
    if (d && d.year >= MIN_YEAR && d.year <= MAX_YEAR)
      throw redirect(`${monthPath(lang, d.year, d.month)}?day=${d.day}`);
  }
  const year = parseYear(params.year);
  const month = parseMonth(params.month);
  if (year === null || month === null) throw notInCalendar(lang, params);
  const { services, session, place, personal } = await calendarRequest(context, request, lang);
  const info = services.calendar.month({ year, month, place, personal });
  const link = (m: { year: number; month: number } | null) =>
    m && { path: monthPath(lang, m.year, m.month), title: monthTitle(lang, m.year, m.month) };
  const board = monthBoard(info, lang);
  const chosen = Number(url.searchParams.get("day"));
  return {
    lang,
    board,
    officers: officerLegend(lang),
    chosen: board.days.find((d) => d.day === chosen)?.date ?? null,
    locked: info.days.some((d) => d.locked),
    placeName: place.name,
    personalName: personal?.name ?? null,
    personalDiffers: board.days.some((d) => d.differs !== null),
    prev: link(addMonths(year, month, -1)),
    next: link(addMonths(year, month, 1)),
    tagsMode: tagsModeOf(request.headers.get("cookie")),
    terms: dayTerms(lang),
    dateTexts: dateFieldTexts(lang),
    // `?date=` (the picker without JavaScript) that is no date of the calendar: the field says why
    dateError: jump === null ? null : dateErrorOf(lang, jump, t(lang, "error.field.date")),
    imageUrl: monthImagePath({
      year,
      month,
      lang,
      place,
      // a signed-in user's saved place is no gazetteer city
      cityId: session.viewer?.location?.timeZone ? null : placeIdOf(request),
      chartId: personal?.chartId ?? null,
    }),
    urls: alternatesOf(services, lang, monthPath(lang, year, month)),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, board, urls } = loaderData;
  return pageMeta(
    lang,
    t(lang, "cal.metaMonth", { month: board.title }),
    t(lang, "cal.descMonth", { month: board.title }),
    urls,
  );
}

export default function MonthPage() {
  const {
    lang,
    board,
    officers,
    chosen,
    locked,
    placeName,
    personalName,
    personalDiffers,
    prev,
    next,
    tagsMode,
    imageUrl,
    terms,
    dateTexts,
    dateError,
  } = useLoaderData<typeof loader>();
  const [mode, setMode] = useViewMode(tagsMode);
  return (
    <PageTerms value={terms}>
      <div className="mx-auto max-w-5xl px-4 pb-12 pt-6 sm:px-6 sm:pt-10 print:p-0">
        <p className="text-sm font-medium text-stone-600 print:hidden">
          <Link to={yearPath(lang, board.year)} className="hover:underline" data-testid="year-link">
            {t(lang, "cal.toYear", { year: board.year })}
          </Link>
        </p>
        <h1
          className="mt-1 text-4xl font-semibold tracking-tight print:mt-0 print:text-2xl"
          data-testid="month-title"
        >
          {board.title}
        </h1>
        <CalendarFor
          lang={lang}
          placeName={placeName}
          personalName={personalName}
          differs={personalDiffers}
        />
        <PrevNextNav
          label={t(lang, "cal.monthGrid")}
          prev={prev && { ...prev, label: `${t(lang, "cal.prevMonth")}: ${prev.title}` }}
          next={next && { ...next, label: `${t(lang, "cal.nextMonth")}: ${next.title}` }}
          testIds={["prev-month", "next-month"]}
        />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
          <MonthTools
            lang={lang}
            board={board}
            imageUrl={imageUrl}
            dateTexts={dateTexts}
            dateError={dateError}
            chosen={chosen}
          />
          <ViewToggle
            legend={t(lang, "month.view")}
            labels={{ icons: t(lang, "month.icons"), text: t(lang, "month.text") }}
            mode={mode}
            onChange={setMode}
            testId="view-toggle"
            buttonTestId="view"
          />
        </div>
        <Card className="mt-4 p-1 sm:p-3 print:p-0 print:shadow-none print:ring-0">
          <MonthBoardTable
            board={board}
            mode={mode}
            chosen={chosen}
            prevPath={prev?.path ?? null}
            nextPath={next?.path ?? null}
            keysHint={t(lang, "month.keys")}
          />
        </Card>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 print:mt-3 print:grid-cols-2 print:gap-3">
          <RatingLegend lang={lang} locked={locked} />
          <MonthLegend lang={lang} officers={officers} />
        </div>
      </div>
    </PageTerms>
  );
}
