/**
 * A computed Bazi chart as a page section: the heading, who and when, the clock/solar times, the warnings, the
 * reading (bazi-reading.tsx) with, in its strength section, how much the chart depends on the birth time
 * (bazi-birth-time.tsx), the conventions used and what each changes, then the pillars, the conception pillar,
 * life palace and void (bazi-extras.tsx), the twelve possible hours when the hour is unknown
 * (bazi-hour-options.tsx), the element balance, the luck pillars, the annual pillars and the natal stars
 * (bazi-chart.tsx), and last a link to compare it with another chart and its share links (bazi-share.tsx). Shared
 * by the calculator (/bazi) and a saved chart's page (/bazi/{uuid}).
 */
import { formatLongDate, type Lang } from "@bazi/i18n";
import type { BaziReading } from "@bazi/i18n/bazi-reading";
import { t } from "@bazi/i18n/tools";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ShareLinks } from "../../lib/bazi-share.server.ts";
import { Card } from "../chrome/card.tsx";
import { BirthTimeNote } from "./bazi-birth-time.tsx";
import {
  AnnualPillars,
  type ChartJson,
  ElementBalance,
  LuckTimeline,
  NatalStars,
  PillarsGrid,
} from "./bazi-chart.tsx";
import { BaziExtras } from "./bazi-extras.tsx";
import { HourOptions } from "./bazi-hour-options.tsx";
import { BaziReadingView } from "./bazi-reading.tsx";
import { ShareChart } from "./bazi-share.tsx";

/** A part of the result under the conventions: its heading, then its content. */
function ResultSection({
  id,
  title,
  testId,
  children,
}: {
  /** The heading's id is `bazi-{id}-title`. */
  id: string;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="mt-8" aria-labelledby={`bazi-${id}-title`} data-testid={testId}>
      <h3 id={`bazi-${id}-title`} className="mb-3 text-lg font-semibold text-stone-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
const hm = (wall: string) => wall.slice(11, 16);

export function BaziResult({
  lang,
  chart,
  name,
  city,
  today,
  heading = t(lang, "bazi.result"),
  options = null,
  reading,
  share = null,
  compare = null,
  months = null,
}: {
  lang: Lang;
  chart: ChartJson;
  /** The chart's name and birth city as typed. */
  name: string;
  city: string;
  /** Today in the chart's zone ("YYYY-MM-DD", from the server's clock), for the annual pillar in force. */
  today: string | null;
  heading?: string;
  /** The calculation options block, when the page offers one. */
  options?: ReactNode;
  /** The reading (@bazi/i18n/bazi-reading), first after the warnings. */
  reading: BaziReading;
  /** The chart's calculator links (lib/bazi-share.server.ts), shared from the block at the end. */
  share?: ShareLinks | null;
  /** The compatibility page with this chart as the first person (lib/compare-form.ts `compareHref`). */
  compare?: string | null;
  /** The months of the forecast, after the annual pillars, where the page offers them (a saved chart's page). */
  months?: ReactNode;
}) {
  const [y, m, d] = chart.input.date.split("-").map(Number) as [number, number, number];
  return (
    <section className="mt-10" aria-labelledby="bazi-result" data-testid="bazi-result">
      <h2 id="bazi-result" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-stone-900">
        {heading}
      </h2>
      <p className="mt-1 text-stone-700" data-testid="bazi-result-for">
        {t(lang, name.trim() ? "bazi.resultFor" : "bazi.resultForUnnamed", {
          name: name.trim(),
          date: formatLongDate(lang, y, m, d),
          time: chart.input.time ?? t(lang, "bazi.noTime"),
          city: city.trim(),
        })}
      </p>
      {chart.options.hourKnown ? (
        <p className="mt-1 text-sm text-stone-600" data-testid="bazi-times">
          {t(lang, "bazi.times", {
            clock: hm(chart.clockTime),
            offset: chart.utcOffset,
            lmt: hm(chart.localMeanTime),
            ast: hm(chart.apparentSolarTime),
          })}
        </p>
      ) : null}
      {chart.warnings.length > 0 ? (
        <section className="mt-4" aria-labelledby="bazi-warnings">
          <h3 id="bazi-warnings" className="sr-only">
            {t(lang, "bazi.warnings")}
          </h3>
          <ul className="space-y-2" data-testid="bazi-warnings">
            {chart.warnings.map((w) => (
              <li
                key={w.code}
                data-code={w.code}
                className={`rounded-xl border px-4 py-3 text-sm ${w.severity === "warning" ? "border-amber-300 bg-amber-50 text-amber-950" : "border-sky-200 bg-sky-50 text-sky-950"}`}
              >
                {w.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <BaziReadingView lang={lang} reading={reading} strengthNote={<BirthTimeNote chart={chart} />} />
      <section className="mt-8" aria-labelledby="bazi-options-title" data-testid="bazi-conventions">
        <h3 id="bazi-options-title" className="mb-2 text-lg font-semibold text-stone-900">
          {t(lang, "bazi.options")}
        </h3>
        {options}
        <ul className="mt-2 space-y-1 text-sm text-stone-700">
          <li>
            <strong className="font-semibold">{t(lang, "bazi.options.zi")}:</strong> {reading.notes.zi}
          </li>
          <li>
            <strong className="font-semibold">{t(lang, "bazi.options.basis")}:</strong> {reading.notes.basis}
          </li>
        </ul>
      </section>
      <ResultSection id="pillars" title={t(lang, "bazi.pillars")}>
        <PillarsGrid lang={lang} chart={chart} terms={reading.terms} />
      </ResultSection>
      <ResultSection id="extras" title={t(lang, "bazi.extras")} testId="bazi-extras">
        <BaziExtras lang={lang} chart={chart} terms={reading.terms} notes={reading.notes} />
      </ResultSection>
      {chart.hourUnknown ? (
        <ResultSection id="hours" title={t(lang, "bazi.hours")} testId="bazi-hours">
          <HourOptions lang={lang} chart={chart} terms={reading.terms} />
        </ResultSection>
      ) : null}
      <ResultSection id="balance" title={t(lang, "bazi.balance")}>
        <Card className="p-4">
          <ElementBalance lang={lang} chart={chart} />
        </Card>
      </ResultSection>
      <ResultSection id="luck" title={t(lang, "bazi.luck")}>
        <LuckTimeline lang={lang} chart={chart} />
      </ResultSection>
      <ResultSection id="annual" title={t(lang, "bazi.annual")}>
        <AnnualPillars lang={lang} chart={chart} today={today} lead={reading.notes.annual} />
      </ResultSection>
      {months}
      <ResultSection id="stars" title={t(lang, "bazi.stars")}>
        <NatalStars lang={lang} chart={chart} lead={reading.notes.stars} meanings={reading.starMeanings} />
      </ResultSection>
      {compare ? (
        <Card as="section" className="mt-8 p-4 sm:p-5 print:hidden" aria-labelledby="bazi-compare-title">
          <h3 id="bazi-compare-title" className="text-lg font-semibold text-stone-900">
            {t(lang, "bazi.compare.title")}
          </h3>
          <p className="mt-1 text-sm text-stone-700">{reading.notes.compare}</p>
          <Link
            to={compare}
            className="mt-3 inline-flex items-center rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:border-stone-500"
            data-testid="bazi-compare-link"
          >
            {t(lang, "bazi.compare.link")}
          </Link>
        </Card>
      ) : null}
      {share ? <ShareChart lang={lang} links={share} /> : null}
    </section>
  );
}
