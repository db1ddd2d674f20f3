/**
 * The year view `/:year` (and /en/…): twelve small months, each day with its number coloured by its rating and a
 * mark for a solar term or a festival, each month a link to its page; the year's list of events is a link away.
 */
import { type Lang, t } from "@bazi/i18n";
import { Link, type LoaderFunctionArgs, type MetaDescriptor, useLoaderData } from "react-router";
import { CalendarFor } from "../components/calendar/calendar-for.tsx";
import { PrevNextNav } from "../components/calendar/prev-next-nav.tsx";
import { cellClass, RatingLegend } from "../components/calendar/rating.tsx";
import { Card } from "../components/chrome/card.tsx";
import { PageTerm, PageTerms } from "../components/tools/term-popover.tsx";
import { MAX_YEAR, MIN_YEAR, parseYear, yearPath } from "../lib/calendar-path.ts";
import { calendarRequest } from "../lib/calendar-request.server.ts";
import { dayTerms } from "../lib/day-terms.server.ts";
import { langOfPath } from "../lib/lang.ts";
import { type BoardYearMonth, yearBoard } from "../lib/month-board.server.ts";
import { notInCalendar } from "../lib/not-in-calendar.server.ts";
import { alternatesOf, pageMeta } from "../lib/page-meta.ts";
import "@bazi/i18n/calendar";

export async function loader({ context, url, params, request }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const year = parseYear(params.year);
  if (year === null) throw notInCalendar(lang, params);
  const { services, place, personal } = await calendarRequest(context, request, lang);
  const info = services.calendar.year({ year, place, personal });
  return {
    lang,
    view: yearBoard(info, lang),
    terms: dayTerms(lang),
    locked: info.months.some((m) => m.days.some((d) => d.locked)),
    placeName: place.name,
    personalName: personal?.name ?? null,
    prev: year > MIN_YEAR ? year - 1 : null,
    next: year < MAX_YEAR ? year + 1 : null,
    urls: alternatesOf(services, lang, yearPath(lang, year)),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, view, urls } = loaderData;
  return pageMeta(
    lang,
    t(lang, "cal.metaYear", { year: view.year }),
    t(lang, "cal.descYear", { year: view.year }),
    urls,
  );
}

function SmallMonth({ m, weekdays }: { m: BoardYearMonth; weekdays: string[] }) {
  return (
    <Card as="li" className="p-3" data-testid="year-month">
      <h2>
        <Link to={m.path} className="font-semibold hover:underline" data-testid="year-month-link">
          {m.name}
        </Link>
      </h2>
      <p className="sr-only">{m.summary}</p>
      <div
        aria-hidden="true"
        className="mt-2 grid grid-cols-7 gap-[3px] text-center text-[0.6rem] text-stone-600"
      >
        {weekdays.map((w, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: narrow weekday names repeat (T, S)
          <span key={i}>{w}</span>
        ))}
        {m.lead > 0 ? <span style={{ gridColumn: `span ${m.lead}` }} /> : null}
        {m.days.map((d) => (
          <span
            key={d.day}
            data-rating={d.rating ?? "locked"}
            data-marks={d.marks.map((k) => k.kind).join(" ") || undefined}
            title={d.marks.map((k) => k.name).join(", ") || undefined}
            className={`relative grid aspect-square place-items-center rounded-[3px] text-[0.6rem] leading-none tabular-nums sm:text-[0.65rem] ${cellClass(d.rating)} ${d.isToday ? "outline-2 outline-offset-1 outline-ink" : ""}`}
          >
            {d.day}
            {d.marks.length > 0 ? (
              <span
                className={`absolute right-px top-px size-1.5 rounded-full ring-1 ring-white ${d.marks.some((k) => k.kind === "festival") ? "bg-seal" : "bg-amber-500"}`}
              />
            ) : null}
          </span>
        ))}
      </div>
    </Card>
  );
}

function YearMarksLegend({ lang, year }: { lang: Lang; year: number }) {
  return (
    <div className="text-sm" data-testid="year-marks-legend">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
          <PageTerm id="solarTerms" lang={lang}>
            {t(lang, "month.mark.term")}
          </PageTerm>
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2 rounded-full bg-seal" />
          <PageTerm id="festivals" lang={lang}>
            {t(lang, "month.mark.festival")}
          </PageTerm>
        </li>
      </ul>
      <Link
        to={`${yearPath(lang, year)}/events`}
        className="mt-1 inline-block font-medium text-seal underline underline-offset-2"
        data-testid="year-events-link"
      >
        {t(lang, "year.events", { year })}
      </Link>
    </div>
  );
}

export default function YearPage() {
  const { lang, view, locked, placeName, personalName, prev, next, terms } = useLoaderData<typeof loader>();
  return (
    <PageTerms value={terms}>
      <div className="mx-auto max-w-5xl px-4 pb-12 pt-6 sm:px-6 sm:pt-10">
        <h1 className="text-4xl font-semibold tracking-tight" data-testid="year-title">
          {t(lang, "cal.yearTitle", { year: view.year })}
        </h1>
        <CalendarFor lang={lang} placeName={placeName} personalName={personalName} />
        <PrevNextNav
          label={t(lang, "cal.yearTitle", { year: view.year })}
          prev={
            prev === null
              ? null
              : {
                  path: yearPath(lang, prev),
                  title: String(prev),
                  label: `${t(lang, "cal.prevYear")}: ${prev}`,
                }
          }
          next={
            next === null
              ? null
              : {
                  path: yearPath(lang, next),
                  title: String(next),
                  label: `${t(lang, "cal.nextYear")}: ${next}`,
                }
          }
          testIds={["prev-year", "next-year"]}
        />
        <div className="mt-5 flex flex-wrap items-end justify-between gap-4">
          <RatingLegend lang={lang} locked={locked} />
          <YearMarksLegend lang={lang} year={view.year} />
        </div>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {view.months.map((m) => (
            <SmallMonth key={m.month} m={m} weekdays={view.weekdays} />
          ))}
        </ul>
      </div>
    </PageTerms>
  );
}
