/**
 * The chart's background tables for the expert, one card each: the conception pillar 胎元, the life palace 命宫
 * (method of 三命通会; none without the birth hour) and the void branches 空亡 by the day and by the year pillar,
 * with the pillars they fall on. The data is the engine's (`conception`, `lifePalace`, `void`).
 */
import { type Lang, type ToolKey, tt } from "@bazi/i18n";
import type { ReactNode } from "react";
import { Card } from "../chrome/card.tsx";
import { type ChartJson, PillarChars } from "./bazi-chart.tsx";
import { Term, type Terms } from "./term.tsx";

/** One table of the three: a card in the list, its term as the heading. */
function ExtraCard({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card as="li" className="p-4" data-testid={testId}>
      <h4 className="font-semibold text-stone-900">{title}</h4>
      {children}
    </Card>
  );
}

export function BaziExtras({ lang, chart, terms }: { lang: Lang; chart: ChartJson; terms?: Terms }) {
  const palace = chart.lifePalace;
  const voids = [
    ["day", chart.void.day],
    ["year", chart.void.year],
  ] as const;
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      <ExtraCard
        testId="conception"
        title={
          <Term id="conception" lang={lang} terms={terms}>
            {tt(lang, "bazi.extras.conception")}
          </Term>
        }
      >
        <p className="mt-2">
          <PillarChars zh={chart.conception.zh} className="text-2xl" />{" "}
          <span className="text-sm text-stone-700">{chart.conception.name}</span>
        </p>
        <p className="mt-1 text-sm text-stone-600">{tt(lang, "bazi.extras.conceptionWhat")}</p>
      </ExtraCard>
      <ExtraCard
        testId="life-palace"
        title={
          <Term id="lifePalace" lang={lang} terms={terms}>
            {tt(lang, "bazi.extras.lifePalace")}
          </Term>
        }
      >
        {palace ? (
          <>
            <p className="mt-2">
              <PillarChars zh={palace.zh} className="text-2xl" />{" "}
              <span className="text-sm text-stone-700">{palace.name}</span>
            </p>
            <p className="mt-1 text-sm text-stone-600">{tt(lang, "bazi.extras.lifePalaceWhat")}</p>
          </>
        ) : (
          <p className="mt-2 text-sm text-stone-600">{tt(lang, "bazi.extras.lifePalaceNone")}</p>
        )}
      </ExtraCard>
      <ExtraCard
        testId="void"
        title={
          <Term id="star-void" lang={lang} terms={terms}>
            {tt(lang, "bazi.extras.void")}
          </Term>
        }
      >
        <ul className="mt-2 space-y-2 text-sm text-stone-800">
          {voids.map(([by, v]) => (
            <li key={by} data-testid={`void-${by}`} data-branches={v.branches.join("")}>
              <span className="text-stone-600">{tt(lang, `bazi.extras.voidBy.${by}`)}:</span>{" "}
              <span lang="zh-Hans" className="font-han text-base">
                {v.branches.join("")}
              </span>
              {" — "}
              {v.pillars.length > 0
                ? tt(lang, "bazi.extras.voidOn", {
                    pillars: v.pillars.map((p) => tt(lang, `bazi.stars.pillar.${p}` as ToolKey)).join(", "),
                  })
                : tt(lang, "bazi.extras.voidNone")}
            </li>
          ))}
        </ul>
      </ExtraCard>
    </ul>
  );
}
