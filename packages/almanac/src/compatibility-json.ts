/**
 * The compatibility of two charts as JSON (schema.ts CompatibilitySchema): what the API's compare call and the
 * /bazi/compare page serve. Each chart is computed from its input as `chartJson` computes it.
 */
import { type ChartInput, computeChart } from "./chart.ts";
import { chartDetails } from "./chart-details.ts";
import { interactionJson, tenGodJson } from "./chart-json.ts";
import type { PlacedPillar } from "./chart-relations.ts";
import { type CompatibilityKind, type CompatibilitySide, compatibility } from "./compatibility.ts";
import { type CompatibilityTime, compatibilityOverTime } from "./compatibility-time.ts";
import type { CompatibilityTimeJson } from "./compatibility-time-schema.ts";
import { isoUtc } from "./cycle.ts";
import { forecast } from "./forecast.ts";
import { keyed, stemJson } from "./json.ts";
import {
  type PairDayStems,
  pairReasonText,
  pairSummaryText,
  pairVerdictName,
  personVerdictName,
} from "./names/compatibility-time.ts";
import { pillarName } from "./names/core.ts";
import { STRENGTH_NAMES, USEFUL_ROLE_NAMES } from "./names/day-master.ts";
import { type Lang, nameIn } from "./names/types.ts";
import type { CompatibilityJson } from "./schema.ts";

function side(input: ChartInput) {
  const c = computeChart(input);
  const d = chartDetails(c);
  const positions = ["year", "month", "day", "hour"] as const;
  const pillars: PlacedPillar[] = positions.flatMap((position) => {
    const p = d.pillars[position];
    return p ? [{ position, stem: p.stem.stem, branch: p.branch.branch }] : [];
  });
  const s: CompatibilitySide = {
    pillars,
    gender: c.input.gender,
    favourable: d.judgement.favourable,
    elements: { ...d.elements.withHidden.counts },
  };
  return { chart: c, details: d, side: s };
}

function summary(x: ReturnType<typeof side>, lang: Lang) {
  const p = (position: "year" | "month" | "day" | "hour") => {
    const pillar = x.details.pillars[position];
    return pillar
      ? { index: pillar.index, zh: pillar.zh, name: nameIn(pillarName(pillar.index), lang) }
      : null;
  };
  const strength = x.details.judgement.strength;
  return {
    input: x.chart.input,
    pillars: { year: p("year")!, month: p("month")!, day: p("day")!, hour: p("hour") },
    dayMaster: {
      ...stemJson(x.details.dayMaster.stem, lang),
      strength: keyed(strength.verdict, STRENGTH_NAMES[strength.verdict], lang),
      favourable: x.details.judgement.favourable.favourable,
      unfavourable: x.details.judgement.favourable.unfavourable,
    },
    elements: x.side.elements,
  };
}

/** The pair's ten years as JSON (compatibility-time-schema.ts). */
function timeJson(t: CompatibilityTime, dayStems: PairDayStems, lang: Lang): CompatibilityTimeJson {
  return {
    asOf: isoUtc(t.asOf),
    years: t.years.map((y) => ({
      year: y.year,
      zh: pillarName(y.index).zh,
      verdict: keyed(y.verdict, pairVerdictName(y.verdict), lang),
      score: y.score,
      people: y.people.map((p) => ({
        verdict: keyed(p.verdict, personVerdictName(p.verdict), lang),
        score: p.score,
        useful: p.useful,
        clashesDay: p.clashesDay,
      })) as CompatibilityTimeJson["years"][number]["people"],
      reasons: y.reasons.map((r) => ({
        factor: r.factor,
        side: r.args.side,
        effect: r.effect,
        text: pairReasonText(r, dayStems, lang),
      })),
    })),
    best: t.best,
    hardest: t.hardest,
    summary: pairSummaryText(t, dayStems, lang),
  };
}

export interface CompatibilityOptions {
  /** The instant (epoch ms) the pair's ten years are counted from; default the first chart's forecast's (its birth). */
  asOf?: number;
}

/** Two charts' compatibility; for `child` the first chart is the parent's. */
export function compatibilityJson(
  first: ChartInput,
  second: ChartInput,
  kind: CompatibilityKind,
  lang: Lang = "ru",
  options: CompatibilityOptions = {},
): CompatibilityJson {
  const a = side(first);
  const b = side(second);
  const r = compatibility(a.side, b.side, kind);
  const asOf = options.asOf ?? a.chart.utc;
  const person = (x: typeof a) => ({
    chart: x.chart,
    favourable: x.details.judgement.favourable,
    forecast: forecast(x.chart, x.details.judgement.favourable, x.details.luck, asOf),
  });
  const time = compatibilityOverTime(person(a), person(b), asOf);
  const dayStems = { first: a.chart.pillars.day.stem, second: b.chart.pillars.day.stem };
  const exchange = (e: (typeof r.elements)["first"]) => ({
    ...e,
    otherDayMaster: keyed(e.otherDayMaster, USEFUL_ROLE_NAMES[e.otherDayMaster], lang),
  });
  return {
    method: r.method,
    kind: r.kind,
    verdict: r.verdict,
    score: r.score,
    points: r.points,
    charts: { first: summary(a, lang), second: summary(b, lang) },
    dayMasters: {
      first: stemJson(r.dayMasters.first, lang),
      second: stemJson(r.dayMasters.second, lang),
      relation: r.dayMasters.relation,
      secondForFirst: tenGodJson(r.dayMasters.secondForFirst, lang),
      firstForSecond: tenGodJson(r.dayMasters.firstForSecond, lang),
      combine: r.dayMasters.combine,
      clash: r.dayMasters.clash,
    },
    interactions: r.interactions.map((i) => ({
      ...interactionJson(i, lang),
      pillars: i.pillars,
      key: i.key,
    })),
    elements: { first: exchange(r.elements.first), second: exchange(r.elements.second) },
    stars: r.stars,
    time: timeJson(time, dayStems, lang),
  };
}
