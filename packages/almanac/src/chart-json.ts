/**
 * Serialisation of a natal chart to the ChartJson of schema.ts (`bazi chart --json`, the API's chart answers): the
 * pillars with their hidden stems, ten gods, 纳音 and stages, the Day Master's judgement, luck and annual pillars,
 * stars, relations, void, 胎元 and 命宫. The day, month and predict JSON are in json.ts.
 */
import { sensitivityJson } from "./birth-time-json.ts";
import { type ChartInput, computeChart } from "./chart.ts";
import { type ChartDetailsOptions, chartDetails, type PillarDetails } from "./chart-details.ts";
import type { Interaction } from "./chart-relations.ts";
import { isoUtc } from "./cycle.ts";
import { doubleHourSpan } from "./day.ts";
import type { DayMasterJudgement, HourUnknown } from "./day-master.ts";
import { forecastJson } from "./forecast-json.ts";
import { keyed, pillarJson, stemJson } from "./json.ts";
import { NA_YIN_NAMES, NATAL_STAR_NAMES, type TenGodKey, tenGodName } from "./names/chart.ts";
import { BRANCH_NAMES, type Element, pillarName, STEM_NAMES } from "./names/core.ts";
import {
  ADJUSTMENT_NAMES,
  CLIMATE_NAMES,
  DOMINANT_NAMES,
  GOD_GROUP_NAMES,
  type GodGroup,
  SEASON_STATE_NAMES,
  SPECIAL_NAMES,
  STRENGTH_NAMES,
  STRUCTURE_NAMES,
  USEFUL_ROLE_NAMES,
  type UsefulRole,
} from "./names/day-master.ts";
import { INTERACTION_NAMES, PUNISHMENT_NAMES, STAGE_NAMES } from "./names/relations.ts";
import { type Lang, nameIn } from "./names/types.ts";
import type { NatalBasis } from "./personal.ts";
import type { ChartJson } from "./schema.ts";
import { formatOffset } from "./time.ts";

const wallIso = (wall: number) => new Date(wall).toISOString().slice(0, 16);

export const tenGodJson = (key: TenGodKey, lang: Lang) => keyed(key, tenGodName(key), lang);

function chartPillarJson(p: PillarDetails, lang: Lang) {
  const na = NA_YIN_NAMES[p.naYin.index]!;
  return {
    ...pillarJson(
      { index: p.index, stem: p.stem.stem, branch: p.branch.branch, name: pillarName(p.index) },
      lang,
    ),
    tenGod: p.stem.tenGod === "dayMaster" ? null : tenGodJson(p.stem.tenGod, lang),
    hiddenStems: p.hiddenStems.map((h) => ({
      ...stemJson(h.stem, lang),
      role: h.role,
      tenGod: tenGodJson(h.tenGod, lang),
    })),
    naYin: { zh: na.zh, name: nameIn(na, lang), element: p.naYin.element },
    stage: stageJson(p.stage, lang),
    void: p.void,
  };
}

const stageJson = (stage: number, lang: Lang) => keyed(STAGE_NAMES[stage]!.key, STAGE_NAMES[stage]!, lang);

export function interactionJson(i: Interaction, lang: Lang) {
  const n = INTERACTION_NAMES[i.kind];
  const p = i.punishment ? PUNISHMENT_NAMES[i.punishment] : null;
  return {
    kind: i.kind,
    zh: n.zh,
    name: nameIn(n, lang),
    chars: i.zh,
    pillars: i.pillars,
    ...(i.element ? { element: i.element } : {}),
    ...(i.transforms !== undefined ? { transforms: i.transforms } : {}),
    ...(i.punishment && p ? { punishment: { key: i.punishment, zh: p.zh, name: nameIn(p, lang) } } : {}),
  };
}

function sexagenaryJson(index: number, lang: Lang) {
  return { index, zh: pillarName(index).zh, name: nameIn(pillarName(index), lang) };
}

/** A chart with its details as JSON. */
export function chartJson(
  input: ChartInput,
  lang: Lang = "ru",
  detailOptions: ChartDetailsOptions = {},
): ChartJson {
  const c = computeChart(input);
  const d = chartDetails(c, detailOptions);
  const counts = (b: { counts: Record<string, number> }) =>
    ({ ...b.counts }) as ChartJson["elements"]["visible"];
  return {
    input: c.input,
    options: c.options,
    pillars: {
      year: chartPillarJson(d.pillars.year, lang),
      month: chartPillarJson(d.pillars.month, lang),
      day: chartPillarJson(d.pillars.day, lang),
      hour: d.pillars.hour ? chartPillarJson(d.pillars.hour, lang) : null,
    },
    warnings: c.warnings.map((w) => ({
      code: w.code,
      severity: w.severity,
      text: lang === "ru" ? w.ru : w.en,
    })),
    utc: isoUtc(c.utc),
    utcOffset: formatOffset(c.utcOffset),
    tz: c.tz,
    clockTime: wallIso(c.clockTime),
    localMeanTime: wallIso(c.localMeanTime),
    apparentSolarTime: wallIso(c.apparentSolarTime),
    equationOfTimeMinutes: Math.round(c.equationOfTime * 100) / 100,
    dayMaster: { ...stemJson(d.dayMaster.stem, lang), ...judgementJson(d.judgement, lang) },
    elements: { visible: counts(d.elements.visible), withHidden: counts(d.elements.withHidden) },
    luck: d.luck
      ? {
          direction: d.luck.direction,
          startAge: {
            years: d.luck.startAge.years,
            months: d.luck.startAge.months,
            days: d.luck.startAge.days,
            decimalYears: Math.round(d.luck.startAge.decimalYears * 100) / 100,
          },
          startsAt: isoUtc(d.luck.startsAt),
          approximate: d.luck.approximate,
          pillars: d.luck.pillars.map((p) => ({
            number: p.number,
            index: p.index,
            zh: p.zh,
            name: nameIn(pillarName(p.index), lang),
            startsAt: isoUtc(p.startsAt),
            startAge: Math.round(p.startAge * 100) / 100,
            tenGod: tenGodJson(p.tenGod, lang),
            stage: stageJson(p.stage, lang),
            interactions: p.interactions.map((i) => interactionJson(i, lang)),
          })),
        }
      : null,
    luckNote: d.luckNote ? (lang === "ru" ? d.luckNote.ru : d.luckNote.en) : null,
    annual: d.annual.map((a) => ({
      year: a.year,
      index: a.index,
      zh: a.zh,
      name: nameIn(pillarName(a.index), lang),
      startsAt: isoUtc(a.startsAt),
      tenGod: tenGodJson(a.tenGod, lang),
      age: a.ageAtStart,
      interactions: a.interactions.map((i) => interactionJson(i, lang)),
    })),
    forecast: forecastJson(c, d, lang, detailOptions.asOf ?? c.utc),
    stars: d.stars.map((s) => ({
      key: s.key,
      zh: s.zh,
      name: nameIn(NATAL_STAR_NAMES[s.key], lang),
      basis: s.basis,
      branches: s.branches.map((b) => BRANCH_NAMES[b]!.zh),
      inPillars: s.inPillars,
    })),
    interactions: d.interactions.map((i) => interactionJson(i, lang)),
    void: {
      day: { branches: d.void.day.branches.map((b) => BRANCH_NAMES[b]!.zh), pillars: d.void.day.pillars },
      year: { branches: d.void.year.branches.map((b) => BRANCH_NAMES[b]!.zh), pillars: d.void.year.pillars },
    },
    conception: sexagenaryJson(d.conception, lang),
    lifePalace:
      d.lifePalace === null
        ? null
        : { ...sexagenaryJson(d.lifePalace, lang), method: "sanMingTongHui" as const },
    hourUnknown: d.hourUnknown ? hourUnknownJson(d.hourUnknown, lang) : null,
    sensitivity: sensitivityJson(c, d, lang),
  };
}

function judgementJson(j: DayMasterJudgement, lang: Lang) {
  const s = j.strength;
  return {
    strength: {
      ...keyed(s.verdict, STRENGTH_NAMES[s.verdict], lang),
      method: s.method,
      score: s.score,
      support: s.support,
      drain: s.drain,
      season: {
        branch: BRANCH_NAMES[s.season.branch]!.zh,
        element: s.season.element,
        state: keyed(s.season.state, SEASON_STATE_NAMES[s.season.state], lang),
        commands: s.season.commands,
      },
      roots: s.roots.map((r) => ({
        pillar: r.position,
        zh: STEM_NAMES[r.stem]!.zh,
        role: r.role!,
        weight: r.weight,
      })),
      groups: (Object.keys(s.groups) as GodGroup[]).map((g) => ({
        ...keyed(g, GOD_GROUP_NAMES[g], lang),
        element: s.groupElements[g],
        weight: s.groups[g],
      })),
      adjustments: s.adjustments.map((a) => ({
        ...keyed(a.kind, ADJUSTMENT_NAMES[a.kind], lang),
        pillars: a.positions,
        chars: a.zh,
        element: a.element,
        weight: a.weight,
      })),
      special: s.special
        ? {
            ...keyed(
              s.special.kind,
              s.special.kind === "dominant"
                ? DOMINANT_NAMES[s.special.element]
                : SPECIAL_NAMES[s.special.kind],
              lang,
            ),
            element: s.special.element,
          }
        : null,
    },
    favourable: {
      method: j.favourable.method,
      rule: j.favourable.rule,
      adjustment: j.favourable.adjustment,
      favourable: j.favourable.favourable,
      unfavourable: j.favourable.unfavourable,
      neutral: j.favourable.neutral,
      roles: Object.fromEntries(
        Object.entries(j.favourable.roles).map(([e, r]) => [e, keyed(r, USEFUL_ROLE_NAMES[r], lang)]),
      ) as Record<Element, { key: UsefulRole; zh: string; name: string }>,
    },
    structure: j.structure
      ? {
          ...keyed(j.structure.key, STRUCTURE_NAMES[j.structure.key], lang),
          method: j.structure.method,
          stem: STEM_NAMES[j.structure.stem]!.zh,
          role: j.structure.role,
          revealed: j.structure.revealed,
          tenGod: tenGodJson(j.structure.tenGod, lang),
        }
      : null,
    climate: j.climate
      ? { ...keyed(j.climate.need, CLIMATE_NAMES[j.climate.need], lang), element: j.climate.element }
      : null,
  };
}

function hourUnknownJson(h: HourUnknown, lang: Lang) {
  return {
    options: h.options.map((o) => ({
      branch: BRANCH_NAMES[o.branch]!.zh,
      ...doubleHourSpan(o.branch),
      pillar: sexagenaryJson(o.pillar, lang),
      strength: keyed(o.verdict, STRENGTH_NAMES[o.verdict], lang),
      score: o.score,
      favourable: o.favourable,
      interactions: o.interactions.map((i) => interactionJson(i, lang)),
      lifePalace: sexagenaryJson(o.lifePalace, lang),
    })),
    sameVerdict: h.sameVerdict,
    sameUseful: h.sameUseful,
  };
}

/** The natal basis of the personal layer from a chart input. */
export function natalOf(input: ChartInput): NatalBasis {
  const c = computeChart(input);
  return { yearPillar: c.pillars.year.index, dayPillar: c.pillars.day.index };
}
