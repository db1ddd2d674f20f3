/**
 * The chart's background tables for the expert, one card each: the conception pillar 胎元, the life palace 命宫
 * (method of 三命通会; none without the birth hour) and the void branches 空亡 by the day and by the year pillar,
 * with the pillars they fall on. The data is the engine's (`conception`, `lifePalace`, `void`).
 */
import type { Lang } from "@bazi/i18n";
import type { BaziReading } from "@bazi/i18n/bazi-reading";
import type { ToolKey } from "@bazi/i18n/tools";
import { t } from "@bazi/i18n/tools";
import type { ReactNode } from "react";
import { Card } from "../chrome/card.tsx";
import { type ChartJson, PillarChars } from "./bazi-chart.tsx";
import { Term, type Terms } from "./term.tsx";

/** One table of the three: a card in the list, its term (explained on tap) as the heading. */
function ExtraCard({
  lang,
  terms,
  term,
  title,
  testId,
  children,
}: {
  lang: Lang;
  terms: Terms | undefined;
  /** The glossary term of the heading. */
  term: string;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card as="li" className="p-4" data-testid={testId}>
      <h4 className="font-semibold text-stone-900">
        <Term id={term} lang={lang} terms={terms}>
          {title}
        </Term>
      </h4>
      {children}
    </Card>
  );
}

/** A pillar of the tables: its characters and name, and what it says. */
function PillarLine({ pillar, what }: { pillar: { zh: string; name: string }; what: string }) {
  return (
    <>
      <p className="mt-2">
        <PillarChars zh={pillar.zh} className="text-2xl" />{" "}
        <span className="text-sm text-stone-700">{pillar.name}</span>
      </p>
      <p className="mt-1 text-sm text-stone-600">{what}</p>
    </>
  );
}

export function BaziExtras({
  lang,
  chart,
  terms,
  notes,
}: {
  lang: Lang;
  chart: ChartJson;
  terms?: Terms;
  /** The reading's explanations (what the conception pillar and the life palace are). */
  notes: BaziReading["notes"];
}) {
  const palace = chart.lifePalace;
  const voids = [
    ["day", chart.void.day],
    ["year", chart.void.year],
  ] as const;
  // what every card takes
  const card = { lang, terms };
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      <ExtraCard {...card} term="conception" title={t(lang, "bazi.extras.conception")} testId="conception">
        <PillarLine pillar={chart.conception} what={notes.conception} />
      </ExtraCard>
      <ExtraCard {...card} term="lifePalace" title={t(lang, "bazi.extras.lifePalace")} testId="life-palace">
        {palace ? (
          <PillarLine pillar={palace} what={notes.lifePalace} />
        ) : (
          <p className="mt-2 text-sm text-stone-600">{notes.lifePalaceNone}</p>
        )}
      </ExtraCard>
      <ExtraCard {...card} term="star-void" title={t(lang, "bazi.extras.void")} testId="void">
        <ul className="mt-2 space-y-2 text-sm text-stone-800">
          {voids.map(([by, v]) => (
            <li key={by} data-testid={`void-${by}`} data-branches={v.branches.join("")}>
              <span className="text-stone-600">{t(lang, `bazi.extras.voidBy.${by}`)}:</span>{" "}
              <span lang="zh-Hans" className="font-han text-base">
                {v.branches.join("")}
              </span>
              {" — "}
              {v.pillars.length > 0
                ? t(lang, "bazi.extras.voidOn", {
                    pillars: v.pillars.map((p) => t(lang, `bazi.stars.pillar.${p}` as ToolKey)).join(", "),
                  })
                : t(lang, "bazi.extras.voidNone")}
            </li>
          ))}
        </ul>
      </ExtraCard>
    </ul>
  );
}
