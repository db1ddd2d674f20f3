/**
 * The expert's table for a chart whose birth hour is unknown: each of the twelve double hours with the hour pillar
 * it would give (Five Rats rule), the Day Master's strength and score, the useful and favourable elements, the
 * relations the hour pillar would add to the other three, and the life palace. Rows whose strength differs from
 * the chart without the hour are marked (in words too, not by colour alone). The data is the engine's
 * `hourUnknown.options`; the reading's "hourUnknown" section sums it up in plain words.
 */
import type { Lang } from "@bazi/i18n";
import type { ToolKey } from "@bazi/i18n/tools";
import { t } from "@bazi/i18n/tools";
import { Card } from "../chrome/card.tsx";
import { type ChartJson, PillarChars } from "./bazi-chart.tsx";
import { Term, type Terms } from "./term.tsx";

const TH = "px-2 py-2 font-medium whitespace-nowrap";
const TD = "px-2 py-2 align-top";

export function HourOptions({ lang, chart, terms }: { lang: Lang; chart: ChartJson; terms?: Terms }) {
  const hours = chart.hourUnknown;
  if (!hours) return null;
  const base = chart.dayMaster.strength.key;
  const el = (e: string) => t(lang, `bazi.el.${e}` as ToolKey);
  return (
    <div>
      <p className="text-stone-700">{t(lang, "bazi.hours.lead")}</p>
      <Card
        as="section"
        // focusable: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label={t(lang, "bazi.hours")}
        className="mt-3 overflow-x-auto"
      >
        <table className="w-full min-w-[44rem] text-left text-sm" data-testid="hour-options">
          <thead>
            <tr className="border-b border-stone-200 text-stone-700">
              <th scope="col" className={TH}>
                {t(lang, "bazi.hours.col.hour")}
              </th>
              <th scope="col" className={TH}>
                {t(lang, "bazi.hours.col.pillar")}
              </th>
              <th scope="col" className={TH}>
                <Term id="strength" lang={lang} terms={terms}>
                  {t(lang, "bazi.hours.col.strength")}
                </Term>
              </th>
              <th scope="col" className={TH}>
                <Term id="favourable" lang={lang} terms={terms}>
                  {t(lang, "bazi.hours.col.favourable")}
                </Term>
              </th>
              <th scope="col" className={TH}>
                {t(lang, "bazi.hours.col.relations")}
              </th>
              <th scope="col" className={TH}>
                <Term id="lifePalace" lang={lang} terms={terms}>
                  {t(lang, "bazi.hours.col.palace")}
                </Term>
              </th>
            </tr>
          </thead>
          <tbody>
            {hours.options.map((o) => {
              const differs = o.strength.key !== base;
              return (
                <tr
                  key={o.branch}
                  className={`border-b border-stone-100 ${differs ? "bg-amber-50" : ""}`}
                  data-testid="hour-option"
                  data-branch={o.branch}
                  data-pillar={o.pillar.zh}
                  data-strength={o.strength.key}
                  data-differs={differs ? "true" : undefined}
                >
                  <th scope="row" className={`${TD} font-normal whitespace-nowrap`}>
                    <span lang="zh-Hans" className="font-han text-base text-stone-900">
                      {o.branch}
                    </span>{" "}
                    <span className="tabular-nums text-stone-700">
                      {o.from}–{o.to}
                    </span>
                  </th>
                  <td className={TD}>
                    <PillarChars zh={o.pillar.zh} className="text-lg" />
                    <span className="block text-xs text-stone-600">{o.pillar.name}</span>
                  </td>
                  <td className={TD}>
                    <span className={differs ? "font-semibold text-stone-900" : "text-stone-800"}>
                      {o.strength.name}
                    </span>{" "}
                    <span className="tabular-nums text-stone-600">({o.score})</span>
                    {differs ? (
                      <span className="block text-xs text-amber-900">{t(lang, "bazi.hours.differs")}</span>
                    ) : null}
                  </td>
                  <td className={TD}>{o.favourable.map(el).join(", ")}</td>
                  <td className={TD}>
                    {o.interactions.length === 0 ? (
                      <span className="text-stone-500">{t(lang, "bazi.hours.none")}</span>
                    ) : (
                      <ul>
                        {o.interactions.map((i) => {
                          const other = i.pillars.find((p) => p !== "hour") ?? "hour";
                          return (
                            <li key={`${i.kind}-${i.chars}-${i.pillars.join()}`}>
                              <Term id={`interaction-${i.kind}`} lang={lang} terms={terms}>
                                {i.name}
                              </Term>{" "}
                              <span lang="zh-Hans" className="font-han whitespace-nowrap">
                                {i.chars}
                              </span>{" "}
                              <span className="text-stone-600">
                                ({t(lang, `bazi.pillar.${other}` as ToolKey).toLocaleLowerCase(lang)})
                              </span>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </td>
                  <td className={TD}>
                    <PillarChars zh={o.lifePalace.zh} className="text-lg" />
                    <span className="block text-xs text-stone-600">{o.lifePalace.name}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
