/**
 * A chart's forecast as JSON (forecast-schema.ts), the `forecast` of chartJson: the engine's periods
 * (src/forecast.ts) with their words (src/names/forecast.ts).
 */
import type { Chart } from "./chart.ts";
import type { ChartDetails } from "./chart-details.ts";
import { isoUtc } from "./cycle.ts";
import { DIFFICULT_TO, FAVOURABLE_FROM, type ForecastMonth, forecast } from "./forecast.ts";
import type { ForecastJson } from "./forecast-schema.ts";
import { keyed } from "./json.ts";
import { tenGodName } from "./names/chart.ts";
import { pillarName, SOLAR_TERM_NAMES } from "./names/core.ts";
import {
  forecastAreaName,
  forecastAreaText,
  forecastMethodName,
  forecastReasonText,
  forecastSources,
  forecastVerdictName,
} from "./names/forecast.ts";
import { type Lang, nameIn } from "./names/types.ts";

type Period = ReturnType<typeof forecast>["years"][number];

function periodJson(p: Omit<Period, "year" | "age" | "decade">, lang: Lang) {
  const name = pillarName(p.index);
  return {
    index: p.index,
    zh: name.zh,
    name: nameIn(name, lang),
    tenGod: keyed(p.tenGod, tenGodName(p.tenGod), lang),
    branchTenGod: keyed(p.branchTenGod, tenGodName(p.branchTenGod), lang),
    startsAt: isoUtc(p.startsAt),
    endsAt: isoUtc(p.endsAt),
    verdict: keyed(p.verdict, forecastVerdictName(p.verdict), lang),
    score: p.score,
    reasons: p.reasons.map((r) => ({
      factor: r.factor,
      effect: r.effect,
      text: forecastReasonText(r, lang),
    })),
    areas: p.areas.map((a) => ({
      key: a.key,
      name: nameIn(forecastAreaName(a.key), lang),
      tone: a.tone,
      text: forecastAreaText(a, lang),
      reasons: [...a.reasons],
    })),
    current: p.current,
  };
}

const jieJson = (m: ForecastMonth, lang: Lang) => {
  const t = SOLAR_TERM_NAMES[m.jie.index]!;
  return { zh: t.zh, name: nameIn(t, lang) };
};

/** The forecast of a chart (its details computed) as of `asOf`, epoch ms. */
export function forecastJson(chart: Chart, d: ChartDetails, lang: Lang, asOf: number): ForecastJson {
  const f = forecast(chart, d.judgement.favourable, d.luck, asOf);
  return {
    method: {
      id: "ziPingXingYun",
      zh: forecastMethodName().zh,
      name: nameIn(forecastMethodName(), lang),
      sources: forecastSources(lang),
      favourableFrom: FAVOURABLE_FROM,
      difficultTo: DIFFICULT_TO,
    },
    asOf: isoUtc(f.asOf),
    decades: f.decades.map((x) => ({ ...periodJson(x, lang), number: x.number, age: x.startAge })),
    years: f.years.map((x) => ({ ...periodJson(x, lang), year: x.year, age: x.age, decade: x.decade })),
    months: f.months.map((x) => ({
      ...periodJson(x, lang),
      year: x.year,
      month: x.month,
      jie: jieJson(x, lang),
    })),
  };
}
