/**
 * A saved chart's months, on its page: with a paid Personal Calendar, the twelve solar-term months from the one in
 * force, each with its start, pillar and verdict, and why for the month in force (lib/forecast-months.server.ts);
 * without one, where to get them. Texts from the accounts catalog; the rows come worded from the server.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import { Link } from "react-router";
import type { MonthRow } from "../../lib/forecast-months.server.ts";
import { pathInLang } from "../../lib/lang.ts";
import { Card } from "../chrome/card.tsx";
import { PillarChars, VerdictBadge } from "../tools/bazi-chart.tsx";

export function ForecastMonths({ lang, months }: { lang: Lang; months: MonthRow[] | null }) {
  return (
    <Card
      as="section"
      className="mt-8 p-4 sm:p-5"
      aria-labelledby="forecast-months-title"
      data-testid="forecast-months"
    >
      <h3 id="forecast-months-title" className="text-lg font-semibold text-stone-900">
        {t(lang, "account.chart.months.title")}
      </h3>
      {months === null ? (
        <p className="mt-1 text-stone-700" data-testid="forecast-months-locked">
          {t(lang, "account.chart.months.locked")}{" "}
          <Link to={pathInLang("/personal", lang)} className="text-seal underline">
            {t(lang, "account.chart.months.unlock")}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">{t(lang, "account.chart.months.lead")}</p>
          <ol className="mt-3 grid gap-2 sm:grid-cols-2">
            {months.map((m) => (
              <li
                key={m.startsAt}
                aria-current={m.current ? "date" : undefined}
                className={`rounded-xl px-3 py-2 ${m.current ? "bg-red-50 ring-2 ring-seal sm:col-span-2" : "bg-white ring-1 ring-stone-200/70"}`}
                data-testid="forecast-month"
                data-current={m.current ? "true" : undefined}
              >
                <span className="flex flex-wrap items-center gap-x-3">
                  <PillarChars zh={m.zh} className="text-xl" />
                  <span className="text-sm text-stone-700">
                    {t(lang, "account.chart.months.from", { date: m.from, jie: m.jie })}
                  </span>
                  <VerdictBadge verdict={m.verdict} />
                </span>
                {m.why.length ? (
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800">
                    {m.why.map((w) => (
                      <li key={w}>{w}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
