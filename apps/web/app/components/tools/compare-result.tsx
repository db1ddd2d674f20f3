/**
 * The compatibility of two charts (lib/compare-reading.server.ts puts it together): the verdict, the two people's
 * day masters and pillars, the pair over the next ten years, then one section per theme and the table of points
 * the verdict adds up.
 */
import { COMPARE_TEXTS, type Lang } from "@bazi/i18n";
import type { CompareReading } from "../../lib/compare-reading.server.ts";
import { Card } from "../chrome/card.tsx";
import { ELEMENT_TEXT } from "./bazi-chart.tsx";
import { RichText, Term } from "./term.tsx";

const VERDICT_RING = {
  harmonious: "ring-green-700",
  mixed: "ring-amber-600",
  challenging: "ring-red-700",
} as const;

/** The pair verdict of a year: good, mixed, hard. */
const PAIR_TONE = {
  good: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  mixed: "bg-stone-50 text-stone-700 ring-stone-300",
  hard: "bg-amber-50 text-amber-950 ring-amber-300",
} as const;

function PairBadge({ verdict }: { verdict: CompareReading["time"]["years"][number]["verdict"] }) {
  return (
    <span
      className={`mt-1 inline-block rounded-full px-2 text-xs font-medium ring-1 ${PAIR_TONE[verdict.key]}`}
      data-testid="pair-verdict"
      data-verdict={verdict.key}
    >
      {verdict.name}
    </span>
  );
}

/** The pair's ten years: the sentence first, then a row of the years, each with its badge and its reasons. */
function PairYears({ time, why }: { time: CompareReading["time"]; why: string }) {
  return (
    <>
      <p className="mt-2 leading-relaxed text-stone-800" data-testid="compare-time-summary">
        {time.summary}
      </p>
      <ol className="mt-3 flex gap-2 overflow-x-auto pb-2" data-testid="compare-time-years">
        {time.years.map((y) => (
          <li
            key={y.year}
            className="min-w-28 shrink-0 rounded-lg border border-stone-200 bg-white p-2 text-sm"
            data-testid="compare-time-year"
          >
            <p className="font-semibold tabular-nums text-stone-900">{y.year}</p>
            <p className="text-stone-700" lang="zh-Hans">
              {y.zh}
            </p>
            <PairBadge verdict={y.verdict} />
            <details className="mt-1 text-xs text-stone-700">
              <summary className="cursor-pointer">{why}</summary>
              <ul className="mt-1 w-56 list-disc space-y-1 pl-4">
                {y.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-stone-700">{time.lead}</p>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card
      as="section"
      className="mt-4 p-4 sm:p-5"
      aria-labelledby={`compare-${id}`}
      data-testid={`compare-${id}`}
    >
      <h3 id={`compare-${id}`} className="text-lg font-semibold text-stone-900">
        {title}
      </h3>
      {children}
    </Card>
  );
}

export function CompareResult({ lang, reading }: { lang: Lang; reading: CompareReading }) {
  const x = COMPARE_TEXTS[lang];
  const { terms } = reading;
  const paragraphs = (list: string[]) =>
    list.map((p) => (
      <p key={p} className="mt-2 leading-relaxed text-stone-800">
        <RichText text={p} lang={lang} terms={terms} />
      </p>
    ));
  return (
    <div className="mt-8" data-testid="compare-result">
      <Card
        as="section"
        className={`p-4 sm:p-5 ring-2 ${VERDICT_RING[reading.verdict.key]}`}
        aria-labelledby="compare-verdict"
        data-testid="compare-verdict"
        data-verdict={reading.verdict.key}
      >
        <p className="text-sm font-medium text-stone-600">{x.headings.verdict}</p>
        <h2 id="compare-verdict" className="text-2xl font-semibold text-stone-900">
          {reading.verdict.title}
        </h2>
        <p className="mt-2 leading-relaxed text-stone-800">{reading.verdict.text}</p>
        <p className="mt-3 flex flex-wrap items-baseline gap-x-2" data-testid="compare-score">
          <span className="text-sm font-medium text-stone-700">
            <Term id="compatibilityPoints" lang={lang} terms={terms}>
              {reading.verdict.points.scale}
            </Term>
            :
          </span>
          <span
            className="text-lg font-semibold tabular-nums text-stone-900"
            data-testid="compare-score-value"
          >
            {reading.verdict.points.value}
          </span>
        </p>
        <p className="mt-1 text-sm text-stone-700">{reading.verdict.score}</p>
      </Card>
      <Section id="time" title={x.headings.time}>
        <PairYears time={reading.time} why={x.timeWhy} />
      </Section>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {reading.people.map((p, i) => (
          <Card
            as="article"
            key={p.label + String(i)}
            className="p-4 sm:p-5 flex gap-4"
            data-testid="compare-person"
          >
            <span
              lang="zh-Hans"
              aria-hidden="true"
              className={`font-han text-5xl leading-none ${ELEMENT_TEXT[p.dayMaster.element]}`}
            >
              {p.dayMaster.zh}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-stone-900">{p.label}</h3>
              <p className="text-stone-800">
                {p.dayMaster.name} · {p.dayMaster.strength}
              </p>
              <p className="mt-1 text-sm text-stone-700">
                <span lang="zh-Hans">{p.pillars.join(" ")}</span>
              </p>
            </div>
          </Card>
        ))}
      </div>
      <Section id="day-masters" title={x.headings.dayMasters}>
        {paragraphs(reading.dayMasters)}
      </Section>
      <Section id="relations" title={x.headings.relations}>
        {paragraphs(reading.relations)}
        {reading.otherRelations.length > 0 ? (
          <>
            <h4 className="mt-4 font-semibold text-stone-900">{x.otherRelations}</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-stone-800">
              {reading.otherRelations.map((r) => (
                <li key={r}>
                  <RichText text={r} lang={lang} terms={terms} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Section>
      <Section id="elements" title={x.headings.elements}>
        {paragraphs(reading.elements)}
      </Section>
      <Section id="points" title={x.headings.points}>
        <table className="mt-2 w-full text-left text-sm" data-testid="compare-points-table">
          <thead>
            <tr className="border-b border-stone-200 text-stone-700">
              <th scope="col" className="py-1 pr-2 font-medium">
                {x.points.reason}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {x.points.side}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {x.points.value}
              </th>
            </tr>
          </thead>
          <tbody>
            {reading.points.map((p) => (
              <tr key={p.id} className="border-b border-stone-100">
                <td className="py-1 pr-2 text-stone-800">{p.reason}</td>
                <td className="py-1 pr-2 text-stone-700">{p.side}</td>
                <td className="py-1 text-right tabular-nums text-stone-900">{p.pointsText}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="py-1 pr-2 font-semibold text-stone-900">
                {x.points.total}
              </th>
              <td
                className="py-1 text-right font-semibold tabular-nums text-stone-900"
                data-testid="compare-total"
              >
                {reading.totalText}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className="mt-3 text-sm text-stone-700">{reading.school}</p>
      </Section>
      <p className="mt-4 text-sm text-stone-700">{reading.caveat}</p>
    </div>
  );
}
