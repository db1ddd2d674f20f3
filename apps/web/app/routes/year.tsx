/** The year view `/:year` (and /en/…): 12 small months coloured by day rating, a heat map linking to months. */
import { pt, t } from "@bazi/i18n";
import { data, Link, type LoaderFunctionArgs, type MetaDescriptor, useLoaderData } from "react-router";
import { cellClass, RatingLegend } from "../components/calendar/rating.tsx";
import { MAX_YEAR, MIN_YEAR, parseYear, yearPath } from "../lib/calendar-path.ts";
import { calendarRequest } from "../lib/calendar-request.server.ts";
import { langOfPath } from "../lib/lang.ts";
import { type YearMonth, yearView } from "../lib/month-view.ts";
import { alternatesOf, pageMeta } from "../lib/page-meta.ts";

export async function loader({ context, url, params, request }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const year = parseYear(params.year);
  if (year === null) throw data(null, { status: 404 });
  const { services, place, personal } = await calendarRequest(context, request, lang);
  const info = services.calendar.year({ year, place, personal });
  return {
    lang,
    view: yearView(info, lang),
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

function SmallMonth({ m, weekdays }: { m: YearMonth; weekdays: string[] }) {
  return (
    <li className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200/70" data-testid="year-month">
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
            className={`aspect-square rounded-[3px] ${cellClass(d.rating)} ${d.isToday ? "outline-2 outline-offset-1 outline-ink" : ""}`}
          />
        ))}
      </div>
    </li>
  );
}

const pill =
  "inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3.5 py-1.5 text-sm font-medium hover:border-stone-500";

export default function YearPage() {
  const { lang, view, locked, placeName, personalName, prev, next } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 pb-12 pt-6 sm:px-6 sm:pt-10">
      <h1 className="text-4xl font-semibold tracking-tight" data-testid="year-title">
        {t(lang, "cal.yearTitle", { year: view.year })}
      </h1>
      <p className="mt-1 text-stone-600">{placeName}</p>
      {personalName ? (
        <p className="mt-1 text-sm font-medium text-seal" data-testid="personal-note">
          {pt(lang, "personal.monthNote", { name: personalName })}
        </p>
      ) : null}
      <nav
        aria-label={t(lang, "cal.yearTitle", { year: view.year })}
        className="mt-5 flex justify-between gap-2"
      >
        {prev ? (
          <Link
            to={yearPath(lang, prev)}
            className={pill}
            aria-label={`${t(lang, "cal.prevYear")}: ${prev}`}
            data-testid="prev-year"
          >
            <span aria-hidden="true">←</span> {prev}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link
            to={yearPath(lang, next)}
            className={pill}
            aria-label={`${t(lang, "cal.nextYear")}: ${next}`}
            data-testid="next-year"
          >
            {next} <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </nav>
      <div className="mt-5">
        <RatingLegend lang={lang} locked={locked} />
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {view.months.map((m) => (
          <SmallMonth key={m.month} m={m} weekdays={view.weekdays} />
        ))}
      </ul>
    </div>
  );
}
