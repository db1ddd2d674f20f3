/**
 * The answer of a date selection (择日) on /predict/event: the ranked days with their reasons and best hours,
 * each with "add to my calendar" (.ics of the whole day or of an hour), the days marked on month grids, and the
 * explanation of one date when asked. Texts from the tools catalog; the reasons come from the engine.
 */
import type { Services } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/select";
import { Link } from "react-router";
import { dayPath, parseIsoDate } from "../../lib/calendar-path.ts";
import { dateFormat, monthTitle } from "../../lib/format.ts";
import { LOCALE, langPrefix } from "../../lib/lang.ts";
import { selectionPoints } from "../../lib/points.ts";
import { SELECT_FORM_ID } from "../../lib/select-form.ts";
import { Card } from "../chrome/card.tsx";
import { ReasonList } from "./reason-list.tsx";
import { SelectLeftOut } from "./select-left-out.tsx";
import { PageTerm } from "./term-popover.tsx";

export type SelectJson = Extract<ReturnType<Services["predict"]["select"]>, { ok: true }>["result"];

/** A date of the answer in words: «15 мая 2027 г.», with the weekday when asked. */
const dateText = (lang: Lang, iso: string, weekday = false) => {
  const d = parseIsoDate(iso)!;
  return dateFormat(LOCALE[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(weekday ? { weekday: "long" as const } : {}),
    timeZone: "UTC",
  }).format(new Date(Date.UTC(d.year, d.month - 1, d.day)));
};

/** The .ics of a chosen day (all day) or of one of its hours. */
export function icsHref(
  lang: Lang,
  event: string,
  date: string,
  hour?: { startsAt: string; endsAt: string },
) {
  const q = new URLSearchParams({ event, date, ...(hour ? { start: hour.startsAt, end: hour.endsAt } : {}) });
  return `${langPrefix(lang)}/predict/event.ics?${q}`;
}

/** The months of the range that hold chosen days, each a small grid with the days' ranks. */
function MonthMarks({ lang, result }: { lang: Lang; result: SelectJson }) {
  const rankOf = new Map(result.days.map((d, i) => [d.date, i + 1]));
  const months = [...new Set(result.days.map((d) => d.date.slice(0, 7)))].sort();
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    dateFormat(LOCALE[lang], { weekday: "short", timeZone: "UTC" }).format(
      new Date(Date.UTC(2024, 0, 1 + i)),
    ),
  );
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-2" data-testid="select-marks">
      {months.map((ym) => {
        const [y, m] = ym.split("-").map(Number) as [number, number];
        const first = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
        const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
        // blanks before the 1st (Monday first), then the days
        const blanks = Array.from({ length: first }, (_, k) => `${ym}-blank-${k}`);
        const dates = Array.from({ length: days }, (_, k) => k + 1);
        return (
          <Card as="figure" small key={ym} className="p-3">
            <figcaption className="text-sm font-semibold text-stone-900">{monthTitle(lang, y, m)}</figcaption>
            <div className="mt-2 grid grid-cols-7 gap-1 text-center text-xs">
              {weekdays.map((w) => (
                <span key={w} className="text-stone-500">
                  {w}
                </span>
              ))}
              {blanks.map((key) => (
                <span key={key} />
              ))}
              {dates.map((d) => {
                const iso = `${ym}-${String(d).padStart(2, "0")}`;
                const rank = rankOf.get(iso);
                return rank ? (
                  <a
                    key={iso}
                    href={`#select-${iso}`}
                    className="rounded-md bg-emerald-100 py-1 font-semibold text-emerald-900 ring-1 ring-emerald-400"
                    title={t(lang, "select.rank", { n: rank })}
                    data-testid="select-mark"
                    data-date={iso}
                  >
                    {d}
                  </a>
                ) : (
                  <span key={iso} className="py-1 text-stone-600">
                    {d}
                  </span>
                );
              })}
            </div>
          </Card>
        );
      })}
    </div>
  );
}

export function SelectResult({
  lang,
  result,
  placeName,
}: {
  lang: Lang;
  result: SelectJson;
  placeName: string;
}) {
  const explained = result.explained;
  return (
    <section className="mt-8" aria-labelledby="select-result" data-testid="select-result">
      <h2 id="select-result" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-stone-900">
        {t(lang, "select.result", {
          event: result.event.name,
          from: dateText(lang, result.from),
          to: dateText(lang, result.to),
        })}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t(lang, "select.place", { place: placeName })}.{" "}
        {t(lang, "select.summary", { considered: result.considered, excluded: result.excluded })}
      </p>
      <p className="mt-1 text-sm text-stone-600" data-testid="select-school">
        {t(lang, "select.school", { name: result.method.name })}
      </p>
      <p className="mt-1 text-sm text-stone-600" data-testid="select-scale">
        {t(lang, "select.scale")}
      </p>
      {explained ? (
        <div
          className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm ring-1 ring-amber-200"
          data-testid="select-explained"
        >
          <p className="font-semibold text-stone-900">
            {t(lang, "select.explained.title", { date: dateText(lang, explained.date) })}
          </p>
          {explained.excluded ? (
            <>
              <p className="mt-1 text-stone-800">{t(lang, "select.explained.excluded")}</p>
              <ReasonList lang={lang} reasons={explained.exclusions} />
            </>
          ) : (
            <>
              <p className="mt-1 text-stone-800">
                {t(lang, "select.explained.rank", {
                  score: selectionPoints(lang, explained.score),
                  rank: explained.rank ?? 0,
                })}
              </p>
              <ReasonList lang={lang} reasons={explained.reasons} />
            </>
          )}
        </div>
      ) : null}
      {result.days.length === 0 ? (
        <p
          className="mt-6 rounded-xl bg-white px-4 py-3 text-stone-800 ring-1 ring-stone-200"
          data-testid="select-none"
        >
          {t(lang, "select.none")}
        </p>
      ) : null}
      <SelectLeftOut lang={lang} result={result} form={SELECT_FORM_ID} />
      {result.days.length === 0 ? null : (
        <>
          <h3 className="mt-6 text-sm font-semibold uppercase tracking-[0.08em] text-stone-600">
            {t(lang, "select.marks")}
          </h3>
          <MonthMarks lang={lang} result={result} />
          <p className="mt-6 text-sm text-stone-600" data-testid="select-order">
            {t(lang, "select.order")}
          </p>
          <ol className="mt-2 space-y-3" data-testid="select-days">
            {result.days.map((d, i) => (
              <Card
                as="li"
                small
                key={d.date}
                id={`select-${d.date}`}
                className="px-4 py-3"
                data-testid="select-day"
                data-date={d.date}
                data-score={d.score}
                data-recommended={d.recommended}
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="w-6 text-right text-sm tabular-nums text-stone-600">{i + 1}.</span>
                  <Link
                    to={dayPath(lang, parseIsoDate(d.date)!)}
                    className="font-medium text-stone-900 underline decoration-stone-300 underline-offset-4 hover:decoration-stone-700"
                  >
                    {dateText(lang, d.date, true)}
                  </Link>
                  <span
                    className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold tabular-nums text-emerald-900 ring-1 ring-emerald-300"
                    data-testid="select-score"
                  >
                    <PageTerm id="selectionPoints" lang={lang}>
                      {selectionPoints(lang, d.score)}
                    </PageTerm>
                  </span>
                  {d.recommended ? (
                    <span className="text-sm text-emerald-800" data-testid="select-recommended">
                      {t(lang, "select.recommended")}
                    </span>
                  ) : null}
                  <a
                    href={icsHref(lang, result.event.id, d.date)}
                    className="text-sm text-seal underline"
                    data-testid="select-ics-day"
                    download
                  >
                    {t(lang, "select.addDay")}
                  </a>
                </div>
                <div className="mt-2 pl-9 text-sm">
                  <p className="font-medium text-stone-800">{t(lang, "select.hours")}</p>
                  {d.hours.length ? (
                    <ul className="mt-1 space-y-1" data-testid="select-hours">
                      {d.hours.map((h) => (
                        <li key={h.startsAt} className="flex flex-wrap items-center gap-x-2">
                          <span className="tabular-nums font-medium text-stone-900">
                            {h.from}–{h.to}
                          </span>
                          <span className="text-stone-600">
                            {h.branch.zh} · {h.reasons.map((r) => r.text).join("; ")}
                          </span>
                          <a
                            href={icsHref(lang, result.event.id, d.date, h)}
                            className="text-seal underline"
                            data-testid="select-ics-hour"
                            download
                          >
                            {t(lang, "select.addHour")}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="mt-1 text-stone-600">{t(lang, "select.noHours")}</p>
                  )}
                  <details className="mt-2">
                    <summary className="cursor-pointer text-stone-600 hover:text-stone-900">
                      {t(lang, "select.reasons")}
                    </summary>
                    <ReasonList lang={lang} reasons={d.reasons} />
                  </details>
                </div>
              </Card>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
