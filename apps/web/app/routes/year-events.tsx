/**
 * The year's events `/:year/events` (and /en/…): the Chinese festivals with what each day is, the 24 solar terms
 * and the Moon's phases at the visitor's place (local date and time), and the Chinese months' first days (China's
 * dates, the same everywhere), grouped by month. The filter is plain links (`?kind=festival|term|moon|lunarMonth`),
 * so it works without JavaScript; every date links to its day page. Everything is formatted in the loader.
 */
import type { Services } from "@bazi/contracts";
import { t } from "@bazi/i18n";
import type { EventsKey } from "@bazi/i18n/events";
import { data, Link, type LoaderFunctionArgs, type MetaDescriptor, useLoaderData } from "react-router";
import { PrevNextNav } from "../components/calendar/prev-next-nav.tsx";
import { Card } from "../components/chrome/card.tsx";
import { dayPath, MAX_YEAR, MIN_YEAR, parseYear, yearPath } from "../lib/calendar-path.ts";
import { calendarRequest } from "../lib/calendar-request.server.ts";
import { dateFormat, dayMonth, monthName } from "../lib/format.ts";
import { LOCALE, langOfPath } from "../lib/lang.ts";
import { alternatesOf, pageMeta, titleWithSite } from "../lib/page-meta.ts";
import "@bazi/i18n/events";

/** The filter's groups: the four phases of the Moon are one. */
const GROUPS = ["festival", "term", "moon", "lunarMonth"] as const;
type Group = (typeof GROUPS)[number];
type EventJson = ReturnType<Services["calendar"]["events"]>["events"][number];

const groupOf = (kind: EventJson["kind"]): Group =>
  kind === "festival" || kind === "term" || kind === "lunarMonth" ? kind : "moon";
const isGroup = (s: string | null): s is Group => GROUPS.includes(s as Group);

const eventsPath = (lang: "ru" | "en", year: number, group: Group | null = null) =>
  `${yearPath(lang, year)}/events${group ? `?kind=${group}` : ""}`;

export async function loader({ context, url, params, request }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const year = parseYear(params.year);
  if (year === null) throw data(null, { status: 404 });
  const kind = url.searchParams.get("kind");
  const group = isGroup(kind) ? kind : null;
  const { services, place } = await calendarRequest(context, request, lang);
  const answer = services.calendar.events({ year, place, lang });
  const weekday = dateFormat(LOCALE[lang], { weekday: "short", timeZone: "UTC" });
  const months: { month: number; title: string; lines: Line[] }[] = [];
  for (const e of answer.events) {
    const g = groupOf(e.kind);
    if (group && g !== group) continue;
    const [y, m, d] = e.date.split("-").map(Number) as [number, number, number];
    let bucket = months.at(-1);
    if (bucket?.month !== m) {
      bucket = { month: m, title: monthName(lang, m), lines: [] };
      months.push(bucket);
    }
    const date = dayMonth(lang, y, m, d);
    bucket.lines.push({
      id: `${e.date}-${e.kind}-${e.key}`,
      group: g,
      date: e.date,
      dateText: date,
      weekday: weekday.format(new Date(Date.UTC(y, m - 1, d))),
      path: dayPath(lang, { year: y, month: m, day: d }),
      time: e.local === null ? null : t(lang, "events.at", { time: e.local.slice(11, 16) }),
      name: e.name,
      zh: e.zh,
      meaning: e.festival?.meaning ?? null,
      note: e.lunarMonth
        ? t(lang, e.lunarMonth.days === 30 ? "events.longMonth" : "events.shortMonth")
        : null,
    });
  }
  return {
    lang,
    year,
    group,
    months,
    placeName: place.name,
    prev: year > MIN_YEAR ? year - 1 : null,
    next: year < MAX_YEAR ? year + 1 : null,
    urls: alternatesOf(services, lang, eventsPath(lang, year)),
  };
}

interface Line {
  id: string;
  group: Group;
  date: string;
  dateText: string;
  weekday: string;
  path: string;
  time: string | null;
  name: string;
  zh: string;
  meaning: string | null;
  note: string | null;
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, year, urls } = loaderData;
  return pageMeta(
    lang,
    titleWithSite(lang, t(lang, "events.metaTitle", { year })),
    t(lang, "events.description", { year }),
    urls,
  );
}

const TAG_STYLE: Record<Group, string> = {
  festival: "bg-red-50 text-seal ring-red-200",
  term: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  moon: "bg-stone-100 text-stone-700 ring-stone-300",
  lunarMonth: "bg-amber-50 text-amber-900 ring-amber-200",
};

function EventRow({ line, lang }: { line: Line; lang: "ru" | "en" }) {
  return (
    <li
      className="flex gap-3 border-t border-stone-100 py-3 first:border-t-0 sm:gap-4"
      data-testid="event"
      data-kind={line.group}
      data-date={line.date}
    >
      <Link to={line.path} className="w-24 shrink-0 text-sm hover:underline sm:w-32" data-testid="event-date">
        <time dateTime={line.date} className="font-semibold tabular-nums">
          {line.dateText}
        </time>
        <span className="block text-stone-600">
          {line.weekday}
          {line.time ? <span className="tabular-nums">, {line.time}</span> : null}
        </span>
      </Link>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="font-medium" data-testid="event-name">
            {line.name}
          </span>
          <span lang="zh-Hans" className="font-han text-stone-700">
            {line.zh}
          </span>
          <span className={`rounded-full px-2 py-0.5 text-xs ring-1 ${TAG_STYLE[line.group]}`}>
            {t(lang, `events.tag.${line.group}` as EventsKey)}
          </span>
        </p>
        {line.meaning ? (
          <p className="mt-1 text-sm text-stone-700" data-testid="event-meaning">
            {line.meaning}
          </p>
        ) : null}
        {line.note ? <p className="mt-1 text-sm text-stone-600">{line.note}</p> : null}
      </div>
    </li>
  );
}

export default function YearEventsPage() {
  const { lang, year, group, months, placeName, prev, next } = useLoaderData<typeof loader>();
  const title = t(lang, "events.title", { year });
  return (
    <div className="mx-auto max-w-3xl px-4 pb-12 pt-6 sm:px-6 sm:pt-10">
      <p className="text-sm font-medium text-stone-600">
        <Link to={yearPath(lang, year)} className="hover:underline" data-testid="year-link">
          {t(lang, "events.toYear", { year })}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight sm:text-4xl" data-testid="events-title">
        {title}
      </h1>
      <p className="mt-2 text-stone-700">{t(lang, "events.lead")}</p>
      <p className="mt-2 text-sm text-stone-600" data-testid="events-rule">
        {t(lang, "events.rule", { place: placeName })}
      </p>
      <PrevNextNav
        label={t(lang, "events.yearNav")}
        prev={
          prev === null
            ? null
            : {
                path: eventsPath(lang, prev, group),
                title: String(prev),
                label: `${t(lang, "cal.prevYear")}: ${prev}`,
              }
        }
        next={
          next === null
            ? null
            : {
                path: eventsPath(lang, next, group),
                title: String(next),
                label: `${t(lang, "cal.nextYear")}: ${next}`,
              }
        }
        testIds={["prev-year", "next-year"]}
      />
      <nav aria-label={t(lang, "events.filter")} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {([null, ...GROUPS] as const).map((g) => {
            const active = g === group;
            return (
              <li key={g ?? "all"}>
                <Link
                  to={eventsPath(lang, year, g)}
                  aria-current={active ? "page" : undefined}
                  className={`inline-block rounded-full px-3 py-1.5 text-sm font-medium ring-1 ${
                    active
                      ? "bg-ink text-white ring-ink"
                      : "bg-white text-stone-800 ring-stone-300 hover:ring-stone-500"
                  }`}
                  data-testid={`filter-${g ?? "all"}`}
                >
                  {t(lang, `events.kind.${g ?? "all"}` as EventsKey)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {months.length === 0 ? <p className="mt-6 text-stone-700">{t(lang, "events.none", { year })}</p> : null}
      {months.map((m) => (
        <Card
          as="section"
          key={m.month}
          aria-labelledby={`events-${m.month}`}
          className="mt-6 px-4 py-2 sm:px-5"
          data-testid="events-month"
        >
          <h2 id={`events-${m.month}`} className="pt-2 text-lg font-semibold">
            {m.title}
          </h2>
          <ol>
            {m.lines.map((line) => (
              <EventRow key={line.id} line={line} lang={lang} />
            ))}
          </ol>
        </Card>
      ))}
    </div>
  );
}
