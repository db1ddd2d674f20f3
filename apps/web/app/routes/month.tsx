/** The month view `/:year/:month` (and /en/…): the month grid with ratings and a legend, prev/next month. */
import { pt, t } from "@bazi/i18n";
import { data, Link, type LoaderFunctionArgs, type MetaDescriptor, useLoaderData } from "react-router";
import { MonthGridTable } from "../components/calendar/month-grid.tsx";
import { RatingLegend } from "../components/calendar/rating.tsx";
import { addMonths, monthPath, parseMonth, parseYear, yearPath } from "../lib/calendar-path.ts";
import { calendarRequest } from "../lib/calendar-request.server.ts";
import { monthTitle } from "../lib/format.ts";
import { langOfPath } from "../lib/lang.ts";
import { monthGrid } from "../lib/month-view.ts";
import { alternatesOf, pageMeta } from "../lib/page-meta.ts";

export async function loader({ context, url, params, request }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const year = parseYear(params.year);
  const month = parseMonth(params.month);
  if (year === null || month === null) throw data(null, { status: 404 });
  const { services, place, personal } = await calendarRequest(context, request, lang);
  const info = services.calendar.month({ year, month, place, personal });
  const link = (m: { year: number; month: number } | null) =>
    m && { path: monthPath(lang, m.year, m.month), title: monthTitle(lang, m.year, m.month) };
  return {
    lang,
    grid: monthGrid(info, lang),
    locked: info.days.some((d) => d.locked),
    placeName: place.name,
    personalName: personal?.name ?? null,
    prev: link(addMonths(year, month, -1)),
    next: link(addMonths(year, month, 1)),
    urls: alternatesOf(services, lang, monthPath(lang, year, month)),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, grid, urls } = loaderData;
  return pageMeta(
    lang,
    t(lang, "cal.metaMonth", { month: grid.title }),
    t(lang, "cal.descMonth", { month: grid.title }),
    urls,
  );
}

const pill =
  "inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3.5 py-1.5 text-sm font-medium hover:border-stone-500";

export default function MonthPage() {
  const { lang, grid, locked, placeName, personalName, prev, next } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 pb-12 pt-6 sm:px-6 sm:pt-10">
      <p className="text-sm font-medium text-stone-600">
        <Link to={yearPath(lang, grid.year)} className="hover:underline" data-testid="year-link">
          {t(lang, "cal.toYear", { year: grid.year })}
        </Link>
      </p>
      <h1 className="mt-1 text-4xl font-semibold tracking-tight" data-testid="month-title">
        {grid.title}
      </h1>
      <p className="mt-1 text-stone-600">{placeName}</p>
      {personalName ? (
        <p className="mt-1 text-sm font-medium text-seal" data-testid="personal-note">
          {pt(lang, "personal.monthNote", { name: personalName })}
        </p>
      ) : null}
      <nav aria-label={t(lang, "cal.monthGrid")} className="mt-5 flex flex-wrap justify-between gap-2">
        {prev ? (
          <Link
            to={prev.path}
            className={pill}
            data-testid="prev-month"
            aria-label={`${t(lang, "cal.prevMonth")}: ${prev.title}`}
          >
            <span aria-hidden="true">←</span> {prev.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link
            to={next.path}
            className={pill}
            data-testid="next-month"
            aria-label={`${t(lang, "cal.nextMonth")}: ${next.title}`}
          >
            {next.title} <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </nav>
      <div className="mt-4 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-stone-200/70 sm:p-4">
        <MonthGridTable grid={grid} caption={<span className="sr-only">{grid.title}</span>} />
      </div>
      <div className="mt-6">
        <RatingLegend lang={lang} locked={locked} />
      </div>
    </div>
  );
}
