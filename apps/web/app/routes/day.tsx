/**
 * The day view: `/` and `/en` (today at the place) and `/:year/:month/:day` (any day, also under /en).
 * Loader: parse the URL → ask the calendar service for the day and its month → shape both for the locale.
 * `?date=YYYY-MM-DD` (the date picker without JavaScript) redirects to that day's page.
 */
import { type Lang, pt, t } from "@bazi/i18n";
import type { DateFieldTexts } from "@bazi/i18n/controls";
import { dateFieldTexts } from "@bazi/i18n/controls";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import {
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  redirect,
  useLoaderData,
  useNavigate,
} from "react-router";
import { SmartLink } from "../components/behaviour/smart-link.tsx";
import { MonthGridTable } from "../components/calendar/month-grid.tsx";
import { MoonPhase } from "../components/calendar/moon.tsx";
import { cellClass, LockIcon, RatingBadge } from "../components/calendar/rating.tsx";
import { Tabs } from "../components/calendar/tabs.tsx";
import { TagList, type TagsMode } from "../components/calendar/tags.tsx";
import { useViewMode, ViewToggle } from "../components/calendar/view-toggle.tsx";
import { DateField } from "../components/controls/date-field.tsx";
import { PageTerm, PageTerms } from "../components/tools/term-popover.tsx";
import {
  addDays,
  dayDetailsPath,
  dayPath,
  homePath,
  inRange,
  MAX_YEAR,
  MIN_YEAR,
  parseDayParams,
  yearPath,
} from "../lib/calendar-path.ts";
import { calendarRequest } from "../lib/calendar-request.server.ts";
import { parseDate } from "../lib/date-input.ts";
import { dayTerms } from "../lib/day-terms.server.ts";
import type { DayDetails, DayGeneral, DayPersonal, DayView, Reason } from "../lib/day-view.ts";
import { dayView, TOP_REASONS } from "../lib/day-view.ts";
import { langOfPath } from "../lib/lang.ts";
import { monthGrid } from "../lib/month-view.ts";
import { alternatesOf, pageMeta } from "../lib/page-meta.ts";
import { tagsModeOf } from "../lib/tags-mode.ts";
import { type DetailsState, useDayDetails } from "../lib/use-day-details.ts";
import { useDelayed } from "../lib/use-delayed.ts";

export async function loader({ context, url, params, request }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const jump = url.searchParams.get("date");
  const jumpTo = jump === null ? null : inRange(parseDate(jump));
  if (jumpTo) throw redirect(dayPath(lang, jumpTo));
  const { services, place, personal } = await calendarRequest(context, request, lang);
  const isHome = params.year === undefined;
  const date = isHome ? services.calendar.today(place.tz) : parseDayParams(params);
  if (!date) throw data(null, { status: 404 });
  const month = services.calendar.month({ year: date.year, month: date.month, place, personal });
  const day = services.calendar.day({ ...date, place, lang, personal });
  const view = dayView(day, lang, {
    placeName: place.name,
    today: month.today,
    lastPublic: month.lastPublic,
    personal: personal ? { chartName: personal.name, paidUntil: personal.paidUntil } : null,
  });
  return {
    lang,
    view,
    grid: monthGrid(month, lang),
    prev: addDays(date, -1),
    next: addDays(date, 1),
    tagsMode: tagsModeOf(request.headers.get("cookie")),
    terms: dayTerms(lang),
    dateTexts: dateFieldTexts(lang),
    // `?date=` (the picker without JavaScript) that is no date in 1900–2100: the page says so by the field
    dateError: jump !== null ? t(lang, "error.field.date") : null,
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

function Card({
  title,
  children,
  className = "",
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 ${className}`}
    >
      <h2 id={id} className="text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Han({ children, className = "" }: { children: string; className?: string }) {
  return (
    <span lang="zh-Hans" className={`han ${className}`}>
      {children}
    </span>
  );
}

function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-seal">
      <path d="M10 1.5a6 6 0 0 0-6 6c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6Zm0 8.25a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z" />
    </svg>
  );
}

function ReasonList({ reasons, testId }: { reasons: Reason[]; testId?: string }) {
  return (
    <ul className="space-y-2" data-testid={testId}>
      {reasons.map((r) => (
        <li key={r.text} className="flex items-baseline gap-3">
          <span
            className={`w-10 shrink-0 text-right font-semibold tabular-nums ${r.good ? "text-emerald-700" : "text-rose-700"}`}
          >
            {r.effect}
          </span>
          <span>{r.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** A rating's reasons, one tap away (a native disclosure). */
function Why({ lang, reasons }: { lang: Lang; reasons: Reason[] }) {
  return (
    <details className="group mt-2 text-sm" data-testid="why">
      <summary className="cursor-pointer select-none text-stone-600 hover:text-ink">
        {t(lang, "cal.why")}
      </summary>
      <div className="mt-2">
        <ReasonList reasons={reasons} />
      </div>
    </details>
  );
}

function TermLine({ term, extra }: { term: { zh: string; name: string }; extra?: ReactNode }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <Han className="text-2xl text-seal">{term.zh}</Han>
      <span className="font-medium">{term.name}</span>
      {extra}
    </p>
  );
}

/** Named things of the day; those with a meaning are listed with it, one line each. */
function TermList({
  items,
  lang,
  testId,
}: {
  items: { zh: string; name: string; meaning?: string }[];
  lang: Lang;
  testId?: string;
}) {
  if (items.length === 0) return <p className="text-stone-600">{t(lang, "home.none")}</p>;
  if (items.some((g) => g.meaning)) {
    return (
      <ul className="space-y-2.5" data-testid={testId}>
        {items.map((g) => (
          <li key={g.zh}>
            <span className="font-medium">{g.name}</span> <Han className="text-stone-600">{g.zh}</Han>
            {g.meaning ? <span className="block text-sm text-stone-600">{g.meaning}</span> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="flex flex-wrap gap-2" data-testid={testId}>
      {items.map((g) => (
        <li key={g.zh} className="rounded-full bg-stone-100 px-3 py-1 text-sm">
          {g.name} <Han className="text-stone-600">{g.zh}</Han>
        </li>
      ))}
    </ul>
  );
}

const personalPath = (lang: Lang) => (lang === "en" ? "/en/personal" : "/personal");

/** The 30-day rule: later dates invite to the Personal Calendar instead of showing general tags. */
function LockedNotice({ lang, view, testId = "locked" }: { lang: Lang; view: DayView; testId?: string }) {
  const id = useId();
  return (
    <section
      data-testid={testId}
      aria-labelledby={id}
      className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200"
    >
      <h2 id={id} className="flex items-center gap-2 font-semibold text-amber-950">
        <LockIcon className="size-4 shrink-0" />
        {t(lang, "cal.locked.title")}
      </h2>
      <p className="mt-2 text-amber-950/90">{t(lang, "cal.locked.text", { date: view.lastPublicText })}</p>
      <p className="mt-4">
        <Link
          to={personalPath(lang)}
          data-testid="personal-link"
          className="inline-flex items-center rounded-full bg-ink px-5 py-2.5 text-sm font-medium text-paper hover:bg-stone-700"
        >
          {t(lang, "cal.locked.cta")}
        </Link>
      </p>
    </section>
  );
}

/** The full list of the day rating's factors, behind a button (it also proves hydration in e2e). */
function Details({ lang, general }: { lang: Lang; general: DayGeneral }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70">
      <button
        type="button"
        data-testid="details-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={`flex w-full items-center justify-between gap-3 px-5 py-4 text-left font-medium hover:bg-stone-50 ${open ? "rounded-t-2xl" : "rounded-2xl"}`}
      >
        <span>{t(lang, open ? "home.details.hide" : "home.details.show")}</span>
        <span
          aria-hidden="true"
          className={`text-stone-400 transition-transform ${open ? "rotate-180" : ""}`}
        >
          ▾
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-testid="details-panel"
        className="border-t border-stone-200/70 px-5 py-5"
      >
        <h3 className="mb-2 text-sm font-semibold text-stone-600">{t(lang, "home.allReasons")}</h3>
        <ReasonList reasons={general.rating.reasons} testId="all-reasons" />
      </div>
    </section>
  );
}

function DayNav({
  lang,
  view,
  prev,
  next,
  dateTexts,
  dateError,
}: {
  lang: Lang;
  view: DayView;
  prev: LoaderData["prev"];
  next: LoaderData["next"];
  dateTexts: DateFieldTexts;
  /** The date typed without JavaScript was no date. */
  dateError: string | null;
}) {
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [wrong, setWrong] = useState(dateError !== null);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const value = new FormData(e.currentTarget).get("date");
    const d = inRange(parseDate(typeof value === "string" ? value : ""));
    e.preventDefault();
    setWrong(d === null);
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
          {t(lang, "error.field.date")}
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

function HoursStrip({ lang, view }: { lang: Lang; view: DayView }) {
  return (
    <div>
      <h2 id="hours-title" className="text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">
        <PageTerm id="hours" lang={lang}>
          {t(lang, "cal.hours")}
        </PageTerm>
      </h2>
      <section
        aria-labelledby="hours-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="relative -mx-4 mt-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
        data-testid="hours-strip"
      >
        <ol className="flex w-max gap-2">
          {view.hours.map((h, i) => {
            const r = view.general?.hourRatings[i] ?? null;
            return (
              <li
                key={h.from}
                className={`flex w-[5.5rem] flex-col items-center rounded-xl px-2 py-2.5 text-center ${cellClass(r ? r.value : null)}`}
              >
                <span className="text-xs tabular-nums opacity-90">
                  {h.from}–{h.to}
                </span>
                <Han className="mt-1 text-xl leading-tight">{h.zh}</Han>
                <span className="mt-1 text-xs font-medium">
                  {r ? (
                    <>
                      <span className="tabular-nums">{r.valueText}</span> {r.word}
                    </>
                  ) : (
                    <>
                      <LockIcon className="inline size-3" />
                      <span className="sr-only">{t(lang, "cal.lockedShort")}</span>
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

/** The Moon's sign and its changes, and the void-of-course spans of the date (local times). */
function MoonSign({ lang, sign }: { lang: Lang; sign: DayView["moon"]["sign"] }) {
  return (
    <div className="mt-3 border-t border-stone-100 pt-3 text-sm" data-testid="moon-sign">
      <p>
        <PageTerm id="moonSign" lang={lang}>
          {sign.label}
        </PageTerm>
        : <span className="font-medium">{sign.text}</span>
      </p>
      {sign.voids.length > 0 ? (
        <div className="mt-1" data-testid="moon-void">
          <PageTerm id="voidOfCourse" lang={lang}>
            {sign.voidLabel}
          </PageTerm>
          <ul className="text-stone-600">
            {sign.voids.map((v) => (
              <li key={v}>{v}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function MoonCard({ lang, view }: { lang: Lang; view: DayView }) {
  const m = view.moon;
  return (
    <Card
      title={
        <PageTerm id="moonPhase" lang={lang}>
          {t(lang, "home.moon")}
        </PageTerm>
      }
    >
      <div className="flex items-center gap-4" data-testid="lunar-day">
        <MoonPhase
          fraction={m.fraction}
          phase={m.phase}
          label={`${m.phaseName}, ${t(lang, "home.illumination", { value: m.illumination })}`}
          className="size-16 shrink-0"
        />
        <div>
          <p className="font-medium">
            <PageTerm id="lunarDay" lang={lang}>
              {t(lang, "home.lunarDay")}
            </PageTerm>
            : {view.lunarDay.number}
            {view.lunarDay.since ? (
              <span className="font-normal text-stone-600">
                {" "}
                ({t(lang, "home.lunarDaySince", { time: view.lunarDay.since })})
              </span>
            ) : null}
          </p>
          <p className="text-sm text-stone-600" data-testid="moon-phase">
            {m.phaseDayText}, {t(lang, "home.illumination", { value: m.illumination })}
          </p>
        </div>
      </div>
      <h3 className="mt-4 text-sm font-semibold text-stone-600">{t(lang, "cal.moon.lunarDays")}</h3>
      <ul className="mt-1 space-y-1 text-sm" data-testid="lunar-days">
        {m.lunarDays.map((d) => (
          <li key={d.number} className="flex justify-between gap-3">
            <span>{d.label}</span>
            <span className="tabular-nums text-stone-600">{t(lang, "cal.moon.from", { time: d.from })}</span>
          </li>
        ))}
      </ul>
      {m.noRise ? (
        <p className="mt-2 text-sm text-stone-700" data-testid="lunar-day-no-rise">
          {m.noRise}
        </p>
      ) : null}
      <MoonSign lang={lang} sign={m.sign} />
      <p className="mt-3 text-xs text-stone-600" data-testid="local-time">
        {m.localTime}
      </p>
      <p className="mt-3 border-t border-stone-100 pt-3 text-sm text-stone-600">
        <PageTerm id="lunarDate" lang={lang}>
          {t(lang, "home.lunarDate")}
        </PageTerm>
        : <Han>{view.lunarDate.zh}</Han> · {view.lunarDate.name}
      </p>
    </Card>
  );
}

function Almanac({ lang, view }: { lang: Lang; view: DayView }) {
  return (
    <Card title={t(lang, "home.almanac")}>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div data-testid="officer">
          <dt className="text-sm text-stone-600">
            <PageTerm id="officers" lang={lang}>
              {t(lang, "home.officer")}
            </PageTerm>
          </dt>
          <dd className="mt-1">
            <TermLine term={view.officer} />
          </dd>
        </div>
        <div data-testid="mansion">
          <dt className="text-sm text-stone-600">
            <PageTerm id="mansions" lang={lang}>
              {t(lang, "home.mansion")}
            </PageTerm>
          </dt>
          <dd className="mt-1">
            <TermLine
              term={view.mansion}
              extra={
                <span className={`text-sm ${view.mansion.good ? "text-emerald-700" : "text-rose-700"}`}>
                  {view.mansion.luck}
                </span>
              }
            />
          </dd>
        </div>
        <div data-testid="solar-term">
          <dt className="text-sm text-stone-600">
            <PageTerm id="solarTerms" lang={lang}>
              {t(lang, "home.solarTerm")}
            </PageTerm>
          </dt>
          <dd className="mt-1">
            <TermLine term={view.solarTerm} />
            <p className="mt-1 text-sm text-stone-600">{view.solarTerm.dayText}</p>
            <p className="text-sm text-stone-600">{view.solarTerm.next}</p>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function Overview({
  lang,
  view,
  mode,
  setMode,
}: {
  lang: Lang;
  view: DayView;
  mode: TagsMode;
  setMode: (m: TagsMode) => void;
}) {
  const g = view.general;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {g ? (
        <>
          <Card
            title={
              <PageTerm id="dayRating" lang={lang}>
                {t(lang, "home.reasons")}
              </PageTerm>
            }
            className="md:col-span-2"
          >
            <ReasonList reasons={g.rating.reasons.slice(0, TOP_REASONS)} testId="top-reasons" />
          </Card>
          <div className="flex items-center justify-end md:col-span-2">
            <ViewToggle
              legend={t(lang, "cal.tags.view")}
              labels={{ icons: t(lang, "cal.tags.icons"), text: t(lang, "cal.tags.text") }}
              mode={mode}
              onChange={setMode}
            />
          </div>
          <Card
            title={
              <PageTerm id="yiJi" lang={lang}>
                {t(lang, "home.yi")}
              </PageTerm>
            }
          >
            <TagList
              tags={g.yi}
              tone="good"
              mode={mode}
              toneText={t(lang, "home.yi")}
              testId="yi"
              empty={t(lang, "home.none")}
            />
          </Card>
          <Card
            title={
              <PageTerm id="yiJi" lang={lang}>
                {t(lang, "home.ji")}
              </PageTerm>
            }
          >
            <TagList
              tags={g.ji}
              tone="bad"
              mode={mode}
              toneText={t(lang, "home.ji")}
              testId="ji"
              empty={t(lang, "home.none")}
            />
          </Card>
        </>
      ) : null}
      <div className="md:col-span-2">
        <Almanac lang={lang} view={view} />
      </div>
      <Card title={t(lang, "home.about")} className="md:col-span-2">
        <dl className="space-y-3" data-testid="day-description">
          {view.description.map((d) => (
            <div key={d.label}>
              <dt className="text-sm font-semibold text-stone-900">{d.label}</dt>
              <dd className="mt-0.5 leading-relaxed text-stone-700">{d.text}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {g ? (
        <div className="md:col-span-2">
          <Details lang={lang} general={g} />
        </div>
      ) : null}
    </div>
  );
}

function Themes({ lang, details, mode }: { lang: Lang; details: DayDetails; mode: TagsMode }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="themes">
      {details.themes.map((th) => (
        <li key={th.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{th.name}</h3>
            <RatingBadge
              value={th.rating.value}
              valueText={th.rating.valueText}
              word={th.rating.word}
              size="sm"
            />
          </div>
          <Why lang={lang} reasons={th.rating.reasons} />
          {th.yi.length + th.ji.length === 0 ? (
            <p className="mt-3 text-sm text-stone-600">{t(lang, "cal.theme.none")}</p>
          ) : (
            <div className="mt-3 space-y-3 text-sm">
              {th.yi.length > 0 ? (
                <TagList
                  tags={th.yi}
                  tone="good"
                  mode={mode}
                  toneText={t(lang, "home.yi")}
                  testId="theme-yi"
                  empty=""
                />
              ) : null}
              {th.ji.length > 0 ? (
                <TagList
                  tags={th.ji}
                  tone="bad"
                  mode={mode}
                  toneText={t(lang, "home.ji")}
                  testId="theme-ji"
                  empty=""
                />
              ) : null}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function StarsAndGods({ lang, details }: { lang: Lang; details: DayDetails }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card
        title={
          <PageTerm id="virtues" lang={lang}>
            {t(lang, "home.stars")}
          </PageTerm>
        }
        className="md:col-span-2"
      >
        {details.stars.length > 0 ? (
          <TermList items={details.stars} lang={lang} testId="day-stars" />
        ) : (
          <p className="text-sm text-stone-600" data-testid="day-stars-none">
            {details.starsNone}
          </p>
        )}
      </Card>
      <Card
        title={
          <PageTerm id="dayGods" lang={lang}>
            {t(lang, "home.gods.auspicious")}
          </PageTerm>
        }
      >
        <TermList items={details.gods.auspicious} lang={lang} testId="gods-auspicious" />
      </Card>
      <Card
        title={
          <PageTerm id="dayGods" lang={lang}>
            {t(lang, "home.gods.inauspicious")}
          </PageTerm>
        }
      >
        <TermList items={details.gods.inauspicious} lang={lang} testId="gods-inauspicious" />
      </Card>
      <Card
        title={
          <PageTerm id="dayClash" lang={lang}>
            {t(lang, "home.clash")}
          </PageTerm>
        }
        className="md:col-span-2"
      >
        <p>{details.clash}</p>
      </Card>
      <Card
        title={
          <PageTerm id="dayDirections" lang={lang}>
            {t(lang, "home.directions")}
          </PageTerm>
        }
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="day-directions">
          {details.directions.map((d) => (
            <div key={d.label} className="contents">
              <dt className="text-stone-600">{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-stone-600">{t(lang, "home.directionsHint")}</p>
      </Card>
      <Card
        title={
          <PageTerm id="nineStars" lang={lang}>
            {t(lang, "home.nineStars")}
          </PageTerm>
        }
      >
        <ul className="space-y-2" data-testid="day-nine-stars">
          {details.nineStars.map((n) => (
            <li key={n.label}>
              <span className="text-stone-600">{n.label}:</span> <Han className="text-seal">{n.zh}</Han>{" "}
              {n.name}
              <span className="block text-sm text-stone-700">{n.meaning}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card
        title={
          <PageTerm id="taiSui" lang={lang}>
            {t(lang, "home.periodDirections")}
          </PageTerm>
        }
        className="md:col-span-2"
      >
        <ul className="space-y-1" data-testid="period-directions">
          {details.periodDirections.map((p) => (
            <li key={p.label}>
              <span className="font-medium">{p.label}:</span> {p.text}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-stone-600">{t(lang, "home.periodDirectionsHint")}</p>
      </Card>
    </div>
  );
}

/** The hours tab: each double hour, with its rating, spirit, reasons and activities where `details` has them. */
function Hours({
  lang,
  view,
  details,
  mode,
}: {
  lang: Lang;
  view: DayView;
  details: DayDetails | null;
  mode: TagsMode;
}) {
  return (
    <ol className="space-y-3" data-testid="hours">
      {view.hours.map((h, i) => {
        const g = details?.hours[i];
        return (
          <li key={h.from} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="flex flex-wrap items-baseline gap-x-2">
                <span className="tabular-nums text-stone-600">
                  {h.from}–{h.to}
                </span>
                <Han className="text-xl text-seal">{h.zh}</Han>
                <span className="text-sm font-medium">{h.name}</span>
              </h3>
              {g ? (
                <RatingBadge
                  value={g.rating.value}
                  valueText={g.rating.valueText}
                  word={g.rating.word}
                  size="sm"
                />
              ) : null}
            </div>
            {g ? (
              <>
                <p className="mt-1 text-sm text-stone-600">
                  {g.spirit.name} <Han>{g.spirit.zh}</Han>,{" "}
                  {t(lang, g.spirit.path === "yellow" ? "cal.path.yellow" : "cal.path.black")}
                </p>
                <Why lang={lang} reasons={g.rating.reasons} />
                {g.yi.length + g.ji.length > 0 ? (
                  <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
                    <TagList
                      tags={g.yi}
                      tone="good"
                      mode={mode}
                      toneText={t(lang, "home.yi")}
                      testId="hour-yi"
                      empty={t(lang, "home.none")}
                    />
                    <TagList
                      tags={g.ji}
                      tone="bad"
                      mode={mode}
                      toneText={t(lang, "home.ji")}
                      testId="hour-ji"
                      empty={t(lang, "home.none")}
                    />
                  </div>
                ) : null}
              </>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A tab panel that shows the day's details (lib/use-day-details.ts): asks for them when first shown, says so while
 * they load (after LOADING_THROTTLE_MS, so a quick load does not flash) and offers to try again if they fail.
 */
function DetailsPanel({
  lang,
  details: { state, load },
  locked,
  children,
}: {
  lang: Lang;
  details: { state: DetailsState; load: () => void };
  locked: ReactNode;
  children: (details: DayDetails) => ReactNode;
}) {
  useEffect(() => {
    if (state.status === "idle") load();
  }, [state.status, load]);
  const slow = useDelayed(state.status === "idle" || state.status === "loading");
  if (state.status === "done") return state.details ? children(state.details) : locked;
  if (state.status === "failed") {
    return (
      <p role="alert" className="text-sm text-stone-700" data-testid="details-failed">
        {t(lang, "cal.details.failed")}{" "}
        <button type="button" onClick={load} className="font-medium text-seal underline underline-offset-4">
          {t(lang, "cal.details.retry")}
        </button>
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-stone-600" data-testid="details-loading">
      {slow ? t(lang, "cal.details.loading") : null}
    </p>
  );
}

/** The viewer's Personal Calendar for the day: their rating with its reasons, stars, themes and hours. */
function PersonalCard({ lang, personal }: { lang: Lang; personal: DayPersonal }) {
  const r = personal.rating;
  return (
    <Card title={pt(lang, "personal.title")} className="ring-2 ring-seal/30">
      <div data-testid="personal">
        <p className="text-sm text-stone-600" data-testid="personal-for">
          {personal.forText}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span className="text-sm font-medium text-stone-700">{pt(lang, "personal.rating")}</span>
          <span data-testid="personal-rating" data-value={r.value}>
            <RatingBadge value={r.value} valueText={r.valueText} word={r.word} />
          </span>
        </div>
        {r.reasons.length ? (
          <div className="mt-3">
            <ReasonList reasons={r.reasons.slice(0, TOP_REASONS)} testId="personal-reasons" />
            {r.reasons.length > TOP_REASONS ? <Why lang={lang} reasons={r.reasons} /> : null}
          </div>
        ) : null}
        <h3 className="mt-4 text-sm font-semibold text-stone-700">{pt(lang, "personal.stars")}</h3>
        {personal.stars.length ? (
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="personal-stars">
            {personal.stars.map((s) => (
              <li
                key={s.zh + s.name}
                className={`rounded-full px-3 py-1 text-sm ${s.good ? "bg-emerald-50 text-emerald-900" : "bg-rose-50 text-rose-900"}`}
              >
                <Han>{s.zh}</Han> {s.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-stone-600" data-testid="personal-stars">
            {pt(lang, "personal.noStars")}
          </p>
        )}
        <h3 className="mt-4 text-sm font-semibold text-stone-700">{pt(lang, "personal.themes")}</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="personal-themes">
          {personal.themes.map((th) => (
            <li key={th.id} className="flex items-center justify-between gap-2 text-sm">
              <span>{th.name}</span>
              <RatingBadge
                value={th.rating.value}
                valueText={th.rating.valueText}
                word={th.rating.word}
                size="sm"
              />
            </li>
          ))}
        </ul>
        <h3 className="mt-4 text-sm font-semibold text-stone-700">{pt(lang, "personal.hours")}</h3>
        <ol className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6" data-testid="personal-hours">
          {personal.hours.map((h) => (
            <li
              key={h.zh}
              className={`rounded-xl px-2 py-1.5 text-center text-xs ${cellClass(h.rating.value)}`}
            >
              <Han className="block text-base">{h.zh}</Han>
              <span className="block tabular-nums">
                {h.from}–{h.to}
              </span>
              <span className="block font-semibold tabular-nums">{h.rating.valueText}</span>
            </li>
          ))}
        </ol>
      </div>
    </Card>
  );
}

export default function DayPage() {
  const { lang, view, grid, prev, next, tagsMode, terms, dateTexts, dateError } =
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
                  {t(lang, "home.rating")}
                </span>
                <span className="block text-lg font-medium" data-testid="rating-word">
                  {g.rating.word}
                </span>
              </span>
            </div>
          ) : null}
        </div>

        <section aria-labelledby="pillars-title" className="mt-6">
          <h2 id="pillars-title" className="text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">
            {t(lang, "home.pillars")}
          </h2>
          <ul className="mt-3 grid grid-cols-3 gap-3" data-testid="pillars">
            {view.pillars.map((p) => (
              <li
                key={p.label}
                className="rounded-2xl bg-white px-2 py-4 text-center shadow-sm ring-1 ring-stone-200/70 sm:p-4"
                data-testid="pillar"
              >
                <p className="text-xs font-medium text-stone-600">{p.label}</p>
                <p className="mt-1">
                  <Han className="text-4xl leading-tight text-seal sm:text-5xl">{p.zh}</Han>
                </p>
                <p className="mt-2 text-xs leading-snug text-stone-700 sm:text-sm">{p.name}</p>
              </li>
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
            <section
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70"
              aria-label={t(lang, "cal.monthGrid")}
            >
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
            </section>
            <MoonCard lang={lang} view={view} />
          </aside>
        </div>
      </div>
    </PageTerms>
  );
}
