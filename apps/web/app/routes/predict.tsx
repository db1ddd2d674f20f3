/**
 * Lucky-day selection `/predict` (and /en/predict): a theme or an activity, a year and a month → the month's days
 * ranked by their rating for it, the best first, each linking to its day page. A GET form, so it works without
 * JavaScript (`?what=theme:travel&year=2026&month=11`). Months beyond the public window get an invitation to the
 * Personal Calendar instead of an error; a partly public month shows its public days and says where the rest is.
 * The place is the visitor's chosen one (lib/place.ts), Moscow by default.
 */
import { byRating } from "@bazi/almanac";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/predict";
import {
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  useLoaderData,
  useLocation,
} from "react-router";
import { LockIcon, RatingBadge } from "../components/calendar/rating.tsx";
import { Card } from "../components/chrome/card.tsx";
import { describedBy, Labelled } from "../components/controls/labelled.tsx";
import { SearchableSelect, type SelectGroup } from "../components/controls/searchable-select.tsx";
import { TextField } from "../components/controls/text-field.tsx";
import { INPUT } from "../components/tools/form.tsx";
import { LockedInvitation } from "../components/tools/locked-invitation.tsx";
import { PredictHeader } from "../components/tools/predict-header.tsx";
import { ReasonList } from "../components/tools/reason-list.tsx";
import { dayPath, MAX_YEAR, MIN_YEAR, parseIsoDate } from "../lib/calendar-path.ts";
import { calendarRequest } from "../lib/calendar-request.server.ts";
import { dateFormat, monthName, monthTitle, signed } from "../lib/format.ts";
import { plansNote } from "../lib/free-and-paid.server.ts";
import { LOCALE, langOfPath, pathInLang } from "../lib/lang.ts";
import { ratingWord } from "../lib/month-view.ts";
import { alternatesOf, pageMeta } from "../lib/page-meta.ts";

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export async function loader({ context, url, request }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const { services, place, personal } = await calendarRequest(context, request, lang);
  const path = pathInLang("/predict", lang);
  const options = services.predict.options(lang);
  const today = services.calendar.today(place.tz);
  const q = url.searchParams;
  const what =
    q.get("what") ?? (q.get("theme") ? `theme:${q.get("theme")}` : q.get("tag") ? `tag:${q.get("tag")}` : "");
  const yearText = q.get("year") ?? String(today.year);
  const monthText = q.get("month") ?? String(today.month);
  const base = {
    lang,
    path,
    options,
    placeName: place.name,
    plansNote: plansNote(lang),
    values: { what, year: yearText, month: monthText },
    urls: alternatesOf(services, lang, path),
  };
  const submitted = q.has("what") || q.has("theme") || q.has("tag");
  if (!submitted) return { ...base, errors: {} as Record<string, string>, outcome: null };

  const errors: Record<string, string> = {};
  const [kind, key = ""] = what.split(":", 2) as [string, string | undefined];
  const isTheme = kind === "theme" && options.themes.some((th) => th.id === key);
  const isTag = kind === "tag" && options.tags.some((tg) => tg.key === key);
  if (!isTheme && !isTag) errors.what = t(lang, "predict.err.what");
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : Number.NaN;
  if (!(year >= MIN_YEAR && year <= MAX_YEAR)) errors.year = t(lang, "predict.err.year");
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : Number.NaN;
  if (!(month >= 1 && month <= 12)) errors.month = t(lang, "predict.err.month");
  if (Object.keys(errors).length > 0) return { ...base, errors, outcome: null };

  const r = services.predict.month(
    { ...(isTheme ? { theme: key } : { tag: key }), year, month, place, best: 5, personal },
    lang,
  );
  if (!r.ok) {
    if (r.locked) return { ...base, errors, outcome: { kind: "locked" as const, year, month } };
    for (const e of r.errors)
      errors[e.field === "year" || e.field === "month" ? e.field : "what"] = e.message;
    return { ...base, errors, outcome: null };
  }
  const best = new Map(r.result.best.map((b) => [b.date, b.hours]));
  // the page asks for the engine's waking hours; a null window (every hour) reads as the whole day
  const hoursWindow = r.result.hoursWindow ?? { from: "00:00", to: "24:00" };
  const ranked = [...r.result.days]
    // the engine's order of its best days, which the page states above the list
    .sort(byRating)
    .map((d) => ({
      ...d,
      best: best.has(d.date),
      hours: hoursText(lang, best.get(d.date), hoursWindow),
    }));
  return {
    ...base,
    errors,
    outcome: {
      kind: "days" as const,
      year,
      month,
      target: r.result.target.name ?? key,
      hoursWindow,
      lockedFrom: r.result.lockedFrom,
      days: ranked,
    },
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, urls } = loaderData;
  return pageMeta(lang, t(lang, "predict.metaTitle"), t(lang, "predict.description"), urls);
}

/** A best day's hours in a line, «Лучшие часы: 09:00–11:00, 13:00–15:00»; null for a day that is not one of the best. */
function hoursText(
  lang: Lang,
  hours: { from: string; to: string }[] | undefined,
  window: { from: string; to: string },
): string | null {
  if (!hours) return null;
  if (hours.length)
    return t(lang, "predict.hours", { hours: hours.map((h) => `${h.from}–${h.to}`).join(", ") });
  return t(lang, "predict.hoursNone", window);
}

function dateLabel(lang: Lang, iso: string): string {
  const d = parseIsoDate(iso);
  if (!d) return iso;
  return dateFormat(LOCALE[lang], { day: "numeric", month: "long", weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(d.year, d.month - 1, d.day)),
  );
}

function PredictForm({ lang, path, options, values, errors }: LoaderData) {
  // the themes first, then each theme's activities
  const groups: SelectGroup[] = [
    {
      label: t(lang, "predict.themes"),
      options: options.themes.map((th) => ({ value: `theme:${th.id}`, label: th.name })),
    },
    ...options.themes
      .map((th) => ({
        label: th.name,
        options: options.tags
          .filter((tg) => tg.theme === th.id)
          .map((tg) => ({ value: `tag:${tg.key}`, label: tg.name })),
      }))
      .filter((g) => g.options.length > 0),
  ];
  return (
    <Card
      as={Form}
      method="get"
      action={path}
      noValidate
      className="grid gap-4 p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end sm:p-6"
      data-testid="predict-form"
    >
      <Labelled id="predict-what" label={t(lang, "predict.what")} error={errors.what}>
        <SearchableSelect
          lang={lang}
          id="predict-what"
          name="what"
          label={t(lang, "predict.what")}
          groups={groups}
          defaultValue={values.what}
          emptyLabel="—"
          required
          invalid={Boolean(errors.what)}
          describedBy={describedBy("predict-what", { error: errors.what })}
          testId="predict-what"
        />
      </Labelled>
      <TextField
        id="predict-year"
        name="year"
        label={t(lang, "predict.year")}
        error={errors.year}
        type="number"
        inputMode="numeric"
        min={MIN_YEAR}
        max={MAX_YEAR}
        required
        defaultValue={values.year}
        data-testid="predict-year"
      />
      <Labelled id="predict-month" label={t(lang, "predict.month")} error={errors.month}>
        <select
          id="predict-month"
          name="month"
          defaultValue={values.month}
          required
          aria-invalid={errors.month ? true : undefined}
          aria-describedby={describedBy("predict-month", { error: errors.month })}
          className={INPUT}
          data-testid="predict-month"
        >
          {MONTHS.map((m) => (
            <option key={m} value={String(m)}>
              {monthName(lang, m)}
            </option>
          ))}
        </select>
      </Labelled>
      <button
        type="submit"
        className="rounded-full bg-stone-900 px-6 py-2.5 font-semibold text-white hover:bg-stone-700"
        data-testid="predict-submit"
      >
        {t(lang, "predict.submit")}
      </button>
    </Card>
  );
}

type Days = Extract<NonNullable<LoaderData["outcome"]>, { kind: "days" }>;

function RankedDays({ lang, outcome, placeName }: { lang: Lang; outcome: Days; placeName: string }) {
  const lockedFrom = outcome.lockedFrom ? parseIsoDate(outcome.lockedFrom) : null;
  return (
    <section className="mt-8" aria-labelledby="predict-result" data-testid="predict-result">
      <h2 id="predict-result" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-stone-900">
        {t(lang, "predict.result", {
          target: outcome.target,
          month: monthTitle(lang, outcome.year, outcome.month),
        })}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t(lang, "predict.place", { place: placeName })}</p>
      {lockedFrom ? (
        <p
          className="mt-3 flex flex-wrap items-center gap-x-2 rounded-xl border border-dashed border-stone-300 bg-white px-4 py-3 text-sm text-stone-800"
          data-testid="predict-partial"
        >
          <LockIcon className="size-3.5 text-stone-600" />
          {t(lang, "predict.partial", {
            date: dateFormat(LOCALE[lang], { day: "numeric", month: "long", timeZone: "UTC" }).format(
              new Date(Date.UTC(lockedFrom.year, lockedFrom.month - 1, lockedFrom.day)),
            ),
          })}
          <Link to={pathInLang("/personal", lang)} className="font-medium text-seal underline">
            {t(lang, "predict.locked.cta")}
          </Link>
        </p>
      ) : null}
      <h3 className="mt-6 text-sm font-semibold uppercase tracking-[0.08em] text-stone-600">
        {t(lang, "predict.ranked")}
      </h3>
      <p className="mt-1 text-sm text-stone-600" data-testid="predict-order">
        {t(lang, "predict.order")}
      </p>
      <p className="mt-1 text-sm text-stone-600" data-testid="predict-best-rule">
        {outcome.days.some((d) => d.best)
          ? t(lang, "predict.bestRule", outcome.hoursWindow)
          : t(lang, "predict.bestNone")}
      </p>
      <ol className="mt-2 space-y-2" data-testid="predict-days">
        {outcome.days.map((d, i) => {
          const ymd = parseIsoDate(d.date)!;
          return (
            <li
              key={d.date}
              className={`rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ${d.best ? "ring-emerald-300" : "ring-stone-200/70"}`}
              data-testid="predict-day"
              data-date={d.date}
              data-rating={d.rating.value}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="w-6 text-right text-sm tabular-nums text-stone-600">{i + 1}.</span>
                <Link
                  to={dayPath(lang, ymd)}
                  className="font-medium text-stone-900 underline decoration-stone-300 underline-offset-4 hover:decoration-stone-700"
                  data-testid="predict-day-link"
                >
                  {dateLabel(lang, d.date)}
                </Link>
                <RatingBadge
                  size="sm"
                  value={d.rating.value}
                  valueText={signed(lang, d.rating.value)}
                  word={ratingWord(lang, d.rating.value)}
                />
                {d.best ? (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300">
                    {t(lang, "predict.best")}
                  </span>
                ) : null}
              </div>
              {d.hours ? (
                <p className="mt-1 pl-9 text-sm text-stone-800" data-testid="predict-day-hours">
                  {d.hours}
                </p>
              ) : null}
              <details className="mt-1 pl-9 text-sm">
                <summary className="cursor-pointer text-stone-600 hover:text-stone-900">
                  {t(lang, "predict.reasons")}
                </summary>
                {d.rating.reasons.length > 0 ? (
                  <ReasonList lang={lang} reasons={d.rating.reasons} />
                ) : (
                  <p className="mt-1 text-stone-600">{t(lang, "predict.noReasons")}</p>
                )}
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export default function PredictPage() {
  const data = useLoaderData<typeof loader>();
  const { lang, outcome } = data;
  const { search } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
      <PredictHeader
        lang={lang}
        current="theme"
        title={t(lang, "predict.title")}
        lead={t(lang, "predict.lead")}
        labels={{ theme: t(lang, "predict.modes.theme"), event: t(lang, "predict.modes.event") }}
        note={data.plansNote}
      />
      <div className="mt-6">
        <PredictForm key={search} {...data} />
      </div>
      {outcome?.kind === "locked" ? (
        <LockedInvitation
          lang={lang}
          title={`${t(lang, "predict.locked.title")}: ${monthTitle(lang, outcome.year, outcome.month)}`}
          text={t(lang, "predict.locked.text")}
          cta={t(lang, "predict.locked.cta")}
          testId="predict-locked"
        />
      ) : null}
      {outcome?.kind === "days" ? (
        <RankedDays lang={lang} outcome={outcome} placeName={data.placeName} />
      ) : null}
    </div>
  );
}
