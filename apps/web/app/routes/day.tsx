/**
 * The day view: `/` and `/en` (today at the place) and `/:year/:month/:day` (any day, also under /en).
 * Loader: parse the URL → ask the calendar service for the day and its month → shape both for the locale.
 * `?date=21.11.2026` (or ISO: the date field without JavaScript) redirects to that day's page. The page's parts are
 * in components/day/.
 */

import { t } from "@bazi/i18n";
import { dateFieldTexts } from "@bazi/i18n/controls";
import "@bazi/i18n/date-errors";
import "@bazi/i18n/day";
import { Link, type LoaderFunctionArgs, type MetaDescriptor, redirect, useLoaderData } from "react-router";
import { MonthGridTable } from "../components/calendar/month-grid.tsx";
import { cellClass } from "../components/calendar/rating.tsx";
import { Tabs } from "../components/calendar/tabs.tsx";
import { useViewMode } from "../components/calendar/view-toggle.tsx";
import { Card } from "../components/chrome/card.tsx";
import { DayNav } from "../components/day/day-nav.tsx";
import { DetailsPanel } from "../components/day/details-panel.tsx";
import { Hours } from "../components/day/hours.tsx";
import { HoursStrip } from "../components/day/hours-strip.tsx";
import { LockedNotice } from "../components/day/locked-notice.tsx";
import { MoonCard } from "../components/day/moon-card.tsx";
import { Overview } from "../components/day/overview.tsx";
import { PersonalCard } from "../components/day/personal-card.tsx";
import { PinIcon } from "../components/day/reasons.tsx";
import { StarsAndGods } from "../components/day/stars-and-gods.tsx";
import { Han } from "../components/day/terms.tsx";
import { Themes } from "../components/day/themes.tsx";
import { WeekBest } from "../components/day/week-best.tsx";
import { PageTerm, PageTerms } from "../components/tools/term-popover.tsx";
import {
  addDays,
  dayDetailsPath,
  dayPath,
  homePath,
  inRange,
  parseDayParams,
  yearPath,
} from "../lib/calendar-path.ts";
import { calendarRequest } from "../lib/calendar-request.server.ts";
import { dateErrorOf } from "../lib/date-error.ts";
import { parseDate } from "../lib/date-input.ts";
import { dayTerms } from "../lib/day-terms.server.ts";
import { dayView } from "../lib/day-view.ts";
import { langOfPath } from "../lib/lang.ts";
import { monthGrid } from "../lib/month-view.ts";
import { notInCalendar } from "../lib/not-in-calendar.server.ts";
import { alternatesOf, pageMeta } from "../lib/page-meta.ts";
import { tagsModeOf } from "../lib/tags-mode.ts";
import { useDayDetails } from "../lib/use-day-details.ts";
import { weekBestBlock, weekMonths } from "../lib/week-best.server.ts";

export async function loader({ context, url, params, request }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const jump = url.searchParams.get("date");
  const jumpTo = jump === null ? null : inRange(parseDate(jump));
  if (jumpTo) throw redirect(dayPath(lang, jumpTo));
  const { services, session, place, personal } = await calendarRequest(context, request, lang);
  const isHome = params.year === undefined;
  const date = isHome ? services.calendar.today(place.tz) : parseDayParams(params);
  if (!date) throw notInCalendar(lang, params);
  const month = services.calendar.month({ year: date.year, month: date.month, place, personal });
  const day = services.calendar.day({ ...date, place, lang, personal });
  const view = dayView(day, lang, {
    placeName: place.name,
    today: month.today,
    lastPublic: month.lastPublic,
    personal: personal ? { chartName: personal.name, paidUntil: personal.paidUntil } : null,
    ...(session.viewer ? { hours: session.viewer.hoursWindow } : {}),
  });
  // the home page only: the best days of the week ahead, from this month's ratings (and the next's)
  const week = isHome
    ? weekBestBlock(
        lang,
        date,
        weekMonths(date).map((m) =>
          m.month === date.month ? month : services.calendar.month({ ...m, place, personal }),
        ),
        personal?.name ?? null,
      )
    : null;
  return {
    lang,
    view,
    week,
    grid: monthGrid(month, lang),
    prev: addDays(date, -1),
    next: addDays(date, 1),
    tagsMode: tagsModeOf(request.headers.get("cookie")),
    terms: dayTerms(lang),
    dateTexts: dateFieldTexts(lang),
    // `?date=` (the picker without JavaScript) that is no date of the calendar: the field says why
    dateError: jump === null ? null : dateErrorOf(lang, jump, t(lang, "error.field.date")),
    urls: alternatesOf(services, lang, isHome ? homePath(lang) : dayPath(lang, date)),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, view, urls } = loaderData;
  const description = view.isToday
    ? t(lang, "home.description")
    : t(lang, "cal.descDay", { date: view.dateText });
  return pageMeta(lang, t(lang, "home.metaTitle", { date: view.dateText }), description, urls);
}
export default function DayPage() {
  const { lang, view, week, grid, prev, next, tagsMode, terms, dateTexts, dateError } =
    useLoaderData<typeof loader>();
  const [mode, setMode] = useViewMode(tagsMode);
  const g = view.general;
  const details = useDayDetails(dayDetailsPath(lang, view));
  const lockedInTab = <LockedNotice lang={lang} view={view} testId="locked-tab" />;
  return (
    <PageTerms value={terms}>
      <div className="mx-auto max-w-5xl px-4 pb-12 pt-6 sm:px-6 sm:pt-8">
        <DayNav lang={lang} view={view} prev={prev} next={next} dateTexts={dateTexts} dateError={dateError} />

        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-medium text-stone-600" data-testid="weekday">
              {view.isToday
                ? `${t(lang, "home.today")}, ${view.weekday}`
                : view.weekday.replace(/^./, (c) => c.toUpperCase())}
            </p>
            <h1 className="mt-1 text-4xl font-semibold tracking-tight sm:text-5xl" data-testid="date">
              {view.dateText}
            </h1>
            <p className="mt-2 flex items-center gap-1.5 text-stone-600" data-testid="place">
              <span className="sr-only">{t(lang, "home.place")}: </span>
              <PinIcon />
              {view.placeName}
            </p>
          </div>
          {g ? (
            <div
              data-testid="rating"
              data-value={g.rating.value}
              className={`inline-flex items-center gap-3 self-start rounded-2xl px-4 py-3 sm:self-auto ${cellClass(g.rating.value)}`}
            >
              <span className="text-3xl font-semibold tabular-nums">{g.rating.valueText}</span>
              <span className="leading-tight">
                <span className="block text-xs font-semibold uppercase tracking-[0.08em] opacity-80">
                  <PageTerm id="dayRating" lang={lang}>
                    {t(lang, "home.rating")}
                  </PageTerm>
                </span>
                <span className="block text-lg font-medium" data-testid="rating-word">
                  {g.rating.word}
                </span>
              </span>
            </div>
          ) : null}
        </div>

        {g ? (
          <div className="mt-4 space-y-1" data-testid="day-verdict">
            <p className="text-lg font-medium leading-snug text-stone-900">{g.verdict}</p>
            {view.personal ? (
              <p className="leading-snug text-stone-700" data-testid="personal-verdict">
                {view.personal.verdict}
              </p>
            ) : null}
          </div>
        ) : null}
        {week ? <WeekBest block={week} /> : null}

        <section aria-labelledby="pillars-title" className="mt-6">
          <h2 id="pillars-title" className="text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">
            {t(lang, "home.pillars")}
          </h2>
          <ul className="mt-3 grid grid-cols-3 gap-3" data-testid="pillars">
            {view.pillars.map((p) => (
              <Card as="li" key={p.label} className="px-2 py-4 text-center sm:p-4" data-testid="pillar">
                <p className="text-xs font-medium text-stone-600">{p.label}</p>
                <p className="mt-1">
                  <Han className="text-4xl leading-tight text-seal sm:text-5xl">{p.zh}</Han>
                </p>
                <p className="mt-2 text-xs leading-snug text-stone-700 sm:text-sm">{p.name}</p>
              </Card>
            ))}
          </ul>
        </section>

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-6">
            {view.personal ? <PersonalCard lang={lang} personal={view.personal} /> : null}
            {g ? null : <LockedNotice lang={lang} view={view} />}
            <HoursStrip lang={lang} view={view} />
            <Tabs
              label={t(lang, "cal.tabs")}
              tabs={[
                {
                  id: "overview",
                  title: t(lang, "cal.tab.overview"),
                  content: <Overview lang={lang} view={view} mode={mode} setMode={setMode} />,
                },
                {
                  id: "themes",
                  title: t(lang, "cal.tab.themes"),
                  content: g ? (
                    <DetailsPanel lang={lang} details={details} locked={lockedInTab}>
                      {(d) => <Themes lang={lang} details={d} mode={mode} />}
                    </DetailsPanel>
                  ) : (
                    lockedInTab
                  ),
                },
                {
                  id: "stars",
                  title: t(lang, "cal.tab.stars"),
                  content: g ? (
                    <DetailsPanel lang={lang} details={details} locked={lockedInTab}>
                      {(d) => <StarsAndGods lang={lang} details={d} />}
                    </DetailsPanel>
                  ) : (
                    lockedInTab
                  ),
                },
                {
                  id: "hours",
                  title: t(lang, "cal.tab.hours"),
                  content: g ? (
                    <DetailsPanel lang={lang} details={details} locked={lockedInTab}>
                      {(d) => <Hours lang={lang} view={view} details={d} mode={mode} />}
                    </DetailsPanel>
                  ) : (
                    <Hours lang={lang} view={view} details={null} mode={mode} />
                  ),
                },
              ]}
            />
          </div>
          <aside className="space-y-6">
            <Card as="section" className="p-4" aria-label={t(lang, "cal.monthGrid")}>
              <MonthGridTable
                grid={grid}
                selected={view.date}
                size="sm"
                caption={
                  <span className="flex items-baseline justify-between gap-2">
                    <Link to={grid.path} className="font-semibold hover:underline" data-testid="month-link">
                      {grid.title}
                    </Link>
                    <Link to={yearPath(lang, grid.year)} className="text-sm text-stone-600 hover:underline">
                      {t(lang, "cal.toYear", { year: grid.year })}
                    </Link>
                  </span>
                }
              />
            </Card>
            <MoonCard lang={lang} view={view} />
          </aside>
        </div>
      </div>
    </PageTerms>
  );
}
