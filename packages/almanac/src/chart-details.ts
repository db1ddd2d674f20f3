/**
 * Details of a Bazi chart (docs/domain.md §3, §6 personal part): hidden stems, ten gods relative to the day
 * master, five-element balance, na yin, day master, luck pillars 大运, annual pillars 流年 and natal symbolic
 * stars. Pure functions of a {@link Chart}; plain JSON-able results (instants as epoch ms).
 */
import { type Chart, type Gender, type Pillar, pillarOf, type TermRef } from "./chart.ts";
import {
  conceptionPillar,
  externalInteractions,
  growthStage,
  type Interaction,
  lifePalace,
  natalInteractions,
  type PlacedPillar,
  type RelationOptions,
  touched,
} from "./chart-relations.ts";
import { checkYear, mod } from "./cycle.ts";
import { type DayMasterJudgement, type HourUnknown, hourOptions, judgeDayMaster } from "./day-master.ts";
import { failWith } from "./errors.ts";
import { HIDDEN_STEMS, type HiddenRole, HIDDEN_ROLES as ROLES } from "./hidden-stems.ts";
import {
  LUCK_NOTES,
  type NatalStarKey,
  type PillarPosition,
  type StarBasis,
  type TenGodKey,
} from "./names/chart.ts";
import { BRANCH_NAMES, type Element, type Polarity, STEM_NAMES } from "./names/core.ts";
import {
  ACADEMIC,
  CANOPY,
  GOAT_BLADE,
  NOBLEMAN,
  PEACH_BLOSSOM,
  PROSPERITY,
  ROBBERY,
  TRAVELLING_HORSE,
  voidBranches,
} from "./relations.ts";
import { lichun } from "./solar-terms.ts";
import { tenGod, tenGodZh } from "./ten-gods.ts";

// ---------------------------------------------------------------------------------------------------------
// Hidden stems 藏干: hidden-stems.ts

export { HIDDEN_STEMS, type HiddenRole } from "./hidden-stems.ts";

/**
 * Weights of hidden stems in the "withHidden" element balance: the main qi counts 1, the middle and residual
 * qi 0.5 each. (Visible stems count 1 each; in the "visible" balance each branch counts 1 for its main
 * element.)
 */
export const HIDDEN_STEM_WEIGHTS: Record<HiddenRole, number> = { main: 1, middle: 0.5, residual: 0.5 };

// ---------------------------------------------------------------------------------------------------------
// Ten gods 十神

export { tenGod, tenGodZh } from "./ten-gods.ts";

/** Na yin 纳音 of a pillar: 0..29, one per pair of consecutive pillars. */
export function naYinIndex(pillarIndex: number): number {
  return Math.floor(mod(pillarIndex, 60) / 2);
}

// ---------------------------------------------------------------------------------------------------------
// Types

export interface StemInfo {
  stem: number;
  zh: string;
  element: Element;
  polarity: Polarity;
}

export interface StemWithGod extends StemInfo {
  /** Relation to the day master; "dayMaster" for the day stem itself. */
  tenGod: TenGodKey | "dayMaster";
  tenGodZh: string;
}

export interface HiddenStem extends StemInfo {
  role: HiddenRole;
  tenGod: TenGodKey;
  tenGodZh: string;
}

export interface PillarDetails {
  position: PillarPosition;
  index: number;
  zh: string;
  stem: StemWithGod;
  branch: { branch: number; zh: string; element: Element; polarity: Polarity; animal: string };
  hiddenStems: HiddenStem[];
  naYin: { index: number; zh: string; element: Element };
  /** The day master's growth stage at this branch (0 = 长生 … 11 = 养; chart-relations.ts). */
  stage: number;
  /** The voids (of the day pillar, of the year pillar) this pillar's branch is in. */
  void: ("day" | "year")[];
}

export interface ElementBalance {
  counts: Record<Element, number>;
  total: number;
}

export interface LuckPillar {
  /** 1-based. */
  number: number;
  index: number;
  zh: string;
  stem: number;
  branch: number;
  tenGod: TenGodKey;
  naYin: number;
  /** Epoch ms when this pillar begins. */
  startsAt: number;
  /** Age in years (decimal) when it begins. */
  startAge: number;
  /** Gregorian year (UTC) of startsAt. */
  startYear: number;
  /** The day master's growth stage at this pillar's branch. */
  stage: number;
  /** Its relations with the natal pillars. */
  interactions: Interaction[];
}

export interface LuckPillars {
  direction: "forward" | "backward";
  /** The jie counted to: the next one (forward) or the one at or before birth (backward). */
  jie: TermRef;
  /** |jie − birth| in seconds. */
  secondsToJie: number;
  /** 3 days = 1 year, 6 h = 1 month, 12 min = 1 day, 30 s = 1 hour, 1 s = 2 minutes. */
  startAge: {
    years: number;
    months: number;
    days: number;
    hours: number;
    minutes: number;
    decimalYears: number;
  };
  /** Birth instant plus startAge (calendar addition on the UTC date-time). */
  startsAt: number;
  /** True when the birth hour is unknown (computed from local noon). */
  approximate: boolean;
  pillars: LuckPillar[];
}

export interface AnnualPillar {
  /** Gregorian year; the pillar begins at that year's Lichun. */
  year: number;
  index: number;
  zh: string;
  stem: number;
  branch: number;
  /** Lichun instant, epoch ms. */
  startsAt: number;
}

export interface ChartAnnualPillar extends AnnualPillar {
  tenGod: TenGodKey;
  /** Completed years of age at the year's Lichun; null when that Lichun precedes the birth. */
  ageAtStart: number | null;
  /** Number of the luck pillar in force at the year's Lichun, or null (before the first, or no luck pillars). */
  luckPillar: number | null;
  /** Its relations with the natal pillars. */
  interactions: Interaction[];
}

export interface NatalStar {
  key: NatalStarKey;
  /** What the star is derived from. */
  basis: StarBasis;
  /** Branches the star points to. */
  branches: number[];
  zh: string;
  /** Natal pillars whose branch is one of them (the pillar the star is derived from is not counted). */
  inPillars: PillarPosition[];
}

export interface ChartDetails {
  dayMaster: StemInfo;
  /** Strength, favourable elements, structure and climate (day-master.ts). */
  judgement: DayMasterJudgement;
  /** When the birth hour is unknown: what each of the twelve hours would give; else null. */
  hourUnknown: HourUnknown | null;
  pillars: {
    year: PillarDetails;
    month: PillarDetails;
    day: PillarDetails;
    hour: PillarDetails | null;
  };
  /**
   * Five-element balance. `visible`: each visible stem 1 + each branch's main element 1. `withHidden`: each
   * visible stem 1 + hidden stems weighted by HIDDEN_STEM_WEIGHTS (main 1, middle/residual 0.5).
   */
  elements: { visible: ElementBalance; withHidden: ElementBalance };
  luck: LuckPillars | null;
  /** Why the luck pillars are missing (no gender) or approximate (hour unknown). */
  luckNote: { code: "genderMissing" | "hourUnknown"; en: string; ru: string } | null;
  annual: ChartAnnualPillar[];
  stars: NatalStar[];
  /** Every relation between the natal pillars. */
  interactions: Interaction[];
  /** 空亡 of the day pillar and of the year pillar: the two branches, and the other pillars standing in them. */
  void: Record<"day" | "year", { branches: [number, number]; pillars: PillarPosition[] }>;
  /** 胎元, a sexagenary index. */
  conception: number;
  /** 命宫, a sexagenary index; null when the birth hour is unknown. */
  lifePalace: number | null;
}

export interface ChartDetailsOptions {
  /** First and last Gregorian year of the annual pillars; default the birth's Bazi year and 9 more. */
  annualFrom?: number;
  annualTo?: number;
  /** Number of luck pillars, 1..12; default 10. */
  luckCount?: number;
  /** Report half harmonies 半合 among the relations (natal, luck and annual); default true. */
  halfHarmonies?: boolean;
  /** The instant (epoch ms) chartJson's forecast is made for (forecast-json.ts); default the birth instant. */
  asOf?: number;
}

// ---------------------------------------------------------------------------------------------------------

function stemInfo(stem: number): StemInfo {
  const s = STEM_NAMES[stem]!;
  return { stem, zh: s.zh, element: s.element, polarity: s.polarity };
}

function pillarDetails(
  position: PillarPosition,
  p: Pillar,
  dayStem: number,
  voids: ChartDetails["void"],
): PillarDetails {
  const god: TenGodKey | "dayMaster" = position === "day" ? "dayMaster" : tenGod(dayStem, p.stem);
  const b = BRANCH_NAMES[p.branch]!;
  const hidden = HIDDEN_STEMS[p.branch]!.map((stem, i) => {
    const key = tenGod(dayStem, stem);
    return { ...stemInfo(stem), role: ROLES[i]!, tenGod: key, tenGodZh: tenGodZh(key) };
  });
  const ny = naYinIndex(p.index);
  return {
    position,
    index: p.index,
    zh: p.zh,
    stem: { ...stemInfo(p.stem), tenGod: god, tenGodZh: god === "dayMaster" ? "日主" : tenGodZh(god) },
    branch: { branch: p.branch, zh: b.zh, element: b.element, polarity: b.polarity, animal: b.animal.zh },
    hiddenStems: hidden,
    naYin: { index: ny, zh: NA_YIN_ZH[ny]!, element: NA_YIN_ELEMENTS[ny]! },
    stage: growthStage(dayStem, p.branch),
    void: (["day", "year"] as const).filter((v) => voids[v].pillars.includes(position)),
  };
}

const NA_YIN_ZH =
  "海中金 炉中火 大林木 路旁土 剑锋金 山头火 涧下水 城头土 白蜡金 杨柳木 泉中水 屋上土 霹雳火 松柏木 长流水 沙中金 山下火 平地木 壁上土 金箔金 覆灯火 天河水 大驿土 钗钏金 桑柘木 大溪水 沙中土 天上火 石榴木 大海水".split(
    " ",
  );
const ELEMENT_OF_ZH: Record<string, Element> = {
  木: "wood",
  火: "fire",
  土: "earth",
  金: "metal",
  水: "water",
};
const NA_YIN_ELEMENTS: Element[] = NA_YIN_ZH.map((zh) => ELEMENT_OF_ZH[zh[2]!]!);

function emptyCounts(): Record<Element, number> {
  return { wood: 0, fire: 0, earth: 0, metal: 0, water: 0 };
}

function balance(pillars: Pillar[], withHidden: boolean): ElementBalance {
  const counts = emptyCounts();
  let total = 0;
  for (const p of pillars) {
    counts[STEM_NAMES[p.stem]!.element] += 1;
    total += 1;
    if (withHidden) {
      HIDDEN_STEMS[p.branch]!.forEach((stem, i) => {
        const w = HIDDEN_STEM_WEIGHTS[ROLES[i]!];
        counts[STEM_NAMES[stem]!.element] += w;
        total += w;
      });
    } else {
      counts[BRANCH_NAMES[p.branch]!.element] += 1;
      total += 1;
    }
  }
  return { counts, total };
}

// ---------------------------------------------------------------------------------------------------------
// Luck pillars 大运

/** Forward when (male and yang year stem) or (female and yin year stem), else backward. */
export function luckDirection(gender: Gender, yearStem: number): "forward" | "backward" {
  const yang = yearStem % 2 === 0;
  return (gender === "male") === yang ? "forward" : "backward";
}

/** Adds calendar years/months/days/hours/minutes to the UTC fields of an instant (month-end overflow rolls on). */
function addCalendar(utc: number, y: number, mo: number, d: number, h: number, mi: number): number {
  const t = new Date(utc);
  return Date.UTC(
    t.getUTCFullYear() + y,
    t.getUTCMonth() + mo,
    t.getUTCDate() + d,
    t.getUTCHours() + h,
    t.getUTCMinutes() + mi,
    t.getUTCSeconds(),
    t.getUTCMilliseconds(),
  );
}

const SECONDS_PER_YEAR_OF_LUCK = 3 * 86_400; // 3 days of distance = 1 year of age

/**
 * Luck pillars: step the month pillar ±1 per pillar; the first begins at the age given by the distance from
 * birth to the next jie (forward) or the previous jie (backward), 3 days = 1 year (tyme4ts
 * DefaultChildLimitProvider convention: 6 h = 1 month, 12 min = 1 day, 30 s = 1 hour, 1 s = 2 minutes).
 */
export function luckPillars(
  chart: Chart,
  gender: Gender,
  count = 10,
  relations: RelationOptions = {},
): LuckPillars {
  const direction = luckDirection(gender, chart.pillars.year.stem);
  const jie = direction === "forward" ? chart.jie.next : chart.jie.previous;
  const seconds = Math.abs(jie.at - chart.utc) / 1000;
  let s = seconds;
  const years = Math.floor(s / 259_200);
  s -= years * 259_200;
  const months = Math.floor(s / 21_600);
  s -= months * 21_600;
  const days = Math.floor(s / 720);
  s -= days * 720;
  const hours = Math.floor(s / 30);
  s -= hours * 30;
  const minutes = Math.floor(s * 2);
  const startsAt = addCalendar(chart.utc, years, months, days, hours, minutes);
  const decimalYears = seconds / SECONDS_PER_YEAR_OF_LUCK;
  const step = direction === "forward" ? 1 : -1;
  const dayStem = chart.pillars.day.stem;
  const natal = placed(chart);
  const pillars: LuckPillar[] = [];
  for (let k = 1; k <= count; k++) {
    const p = pillarOf(chart.pillars.month.index + step * k);
    const at = addCalendar(startsAt, 10 * (k - 1), 0, 0, 0, 0);
    pillars.push({
      number: k,
      index: p.index,
      zh: p.zh,
      stem: p.stem,
      branch: p.branch,
      tenGod: tenGod(dayStem, p.stem),
      naYin: naYinIndex(p.index),
      startsAt: at,
      startAge: decimalYears + 10 * (k - 1),
      startYear: new Date(at).getUTCFullYear(),
      stage: growthStage(dayStem, p.branch),
      interactions: externalInteractions(
        { position: "luck", stem: p.stem, branch: p.branch },
        natal,
        relations,
      ),
    });
  }
  return {
    direction,
    jie,
    secondsToJie: Math.round(seconds),
    startAge: { years, months, days, hours, minutes, decimalYears },
    startsAt,
    approximate: !chart.options.hourKnown,
    pillars,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Annual pillars 流年

/** Year pillars of Gregorian years fromYear..toYear (1900–2100), each beginning at its Lichun. */
export function annualPillars(fromYear: number, toYear: number): AnnualPillar[] {
  checkYear(fromYear, "fromYear");
  checkYear(toYear, "toYear");
  if (toYear < fromYear) {
    failWith("toYear", "invalidRange", "annualRange", { got: toYear, from: fromYear });
  }
  const out: AnnualPillar[] = [];
  for (let y = fromYear; y <= toYear; y++) {
    const p = pillarOf(y - 4);
    out.push({ year: y, index: p.index, zh: p.zh, stem: p.stem, branch: p.branch, startsAt: lichun(y) });
  }
  return out;
}

function completedYears(from: number, to: number): number | null {
  if (to < from) return null;
  const a = new Date(from);
  const b = new Date(to);
  let n = b.getUTCFullYear() - a.getUTCFullYear();
  const anniversary = Date.UTC(
    b.getUTCFullYear(),
    a.getUTCMonth(),
    a.getUTCDate(),
    a.getUTCHours(),
    a.getUTCMinutes(),
    a.getUTCSeconds(),
    a.getUTCMilliseconds(),
  );
  if (anniversary > to) n -= 1;
  return n;
}

/** Annual pillars with the ten god of the year stem, the age at Lichun and the luck pillar in force. */
export function chartAnnualPillars(
  chart: Chart,
  fromYear: number,
  toYear: number,
  luck: LuckPillars | null = null,
  relations: RelationOptions = {},
): ChartAnnualPillar[] {
  const natal = placed(chart);
  return annualPillars(fromYear, toYear).map((a) => {
    let luckPillar: number | null = null;
    if (luck) {
      for (const p of luck.pillars) if (p.startsAt <= a.startsAt) luckPillar = p.number;
    }
    return {
      ...a,
      tenGod: tenGod(chart.pillars.day.stem, a.stem),
      ageAtStart: completedYears(chart.utc, a.startsAt),
      luckPillar,
      interactions: externalInteractions(
        { position: "annual", stem: a.stem, branch: a.branch },
        natal,
        relations,
      ),
    };
  });
}

/** The natal pillars as chart-relations.ts takes them (the hour's when it is known). */
export function placed(chart: Chart): (PlacedPillar & { position: PillarPosition })[] {
  const { year, month, day, hour } = chart.pillars;
  return (
    [
      ["year", year],
      ["month", month],
      ["day", day],
      ["hour", hour],
    ] as const
  ).flatMap(([position, p]) => (p ? [{ position, stem: p.stem, branch: p.branch }] : []));
}

// ---------------------------------------------------------------------------------------------------------
// Natal symbolic stars 神煞 (docs/domain.md §6 personal; tables.json personalStars)

function natalStars(chart: Chart): NatalStar[] {
  const { year, month, day, hour } = chart.pillars;
  const positions: [PillarPosition, Pillar | null][] = [
    ["year", year],
    ["month", month],
    ["day", day],
    ["hour", hour],
  ];
  const out: NatalStar[] = [];
  const add = (key: NatalStarKey, basis: StarBasis, branches: number[], source: PillarPosition | null) => {
    const inPillars: PillarPosition[] = [];
    for (const [pos, p] of positions) {
      if (p && pos !== source && branches.includes(p.branch)) inPillars.push(pos);
    }
    out.push({ key, basis, branches, zh: branches.map((b) => BRANCH_NAMES[b]!.zh).join(""), inPillars });
  };
  add("nobleman", "dayStem", [...NOBLEMAN[day.stem]!], null);
  add("nobleman", "yearStem", [...NOBLEMAN[year.stem]!], null);
  add("academic", "dayStem", [ACADEMIC[day.stem]!], null);
  add("prosperity", "dayStem", [PROSPERITY[day.stem]!], null);
  const blade = GOAT_BLADE[day.stem];
  if (blade !== null && blade !== undefined) add("goatBlade", "dayStem", [blade], null);
  for (const [key, table] of [
    ["travellingHorse", TRAVELLING_HORSE],
    ["peachBlossom", PEACH_BLOSSOM],
    ["canopy", CANOPY],
    ["robbery", ROBBERY],
  ] as const) {
    add(key, "yearBranch", [table[year.branch % 4]!], "year");
    add(key, "dayBranch", [table[day.branch % 4]!], "day");
  }
  add("void", "dayPillar", voidBranches(day.index), "day");
  return out;
}

// ---------------------------------------------------------------------------------------------------------

/** All details of a chart. Luck pillars need the chart's gender (else null with luckNote genderMissing). */
/**
 * The natal relations as the strength reads them: the day master's own stem combination transforms only in a
 * transformation structure (化气格, strength.ts), whatever the month says, so no text calls the day master
 * transformed while the verdict weighs it as itself.
 */
function settledInteractions(list: Interaction[], judgement: DayMasterJudgement): Interaction[] {
  const transformed = judgement.strength.special?.kind === "transform";
  return list.map((i) =>
    i.kind === "stemCombination" && i.pillars.includes("day") && i.transforms !== undefined
      ? { ...i, transforms: transformed }
      : i,
  );
}

export function chartDetails(chart: Chart, options: ChartDetailsOptions = {}): ChartDetails {
  const luckCount = options.luckCount ?? 10;
  const relations: RelationOptions = { halfHarmonies: options.halfHarmonies ?? true };
  if (!Number.isInteger(luckCount) || luckCount < 1 || luckCount > 12) {
    failWith("luckCount", "invalidOption", "luckCount", { got: luckCount });
  }
  const from = options.annualFrom ?? Math.max(chart.baziYear, 1900);
  const to = options.annualTo ?? Math.min(from + 9, 2100);
  const { year, month, day, hour } = chart.pillars;
  const ds = day.stem;
  const visible = hour ? [year, month, day, hour] : [year, month, day];

  let luck: LuckPillars | null = null;
  let luckNote: ChartDetails["luckNote"] = null;
  if (chart.input.gender) {
    luck = luckPillars(chart, chart.input.gender, luckCount, relations);
    if (!chart.options.hourKnown) luckNote = { code: "hourUnknown", ...LUCK_NOTES.hourUnknown };
  } else {
    luckNote = { code: "genderMissing", ...LUCK_NOTES.genderMissing };
  }

  const natal = placed(chart);
  const voidOf = (own: "day" | "year", index: number) => {
    const branches = voidBranches(index);
    return { branches, pillars: touched(natal, branches, own) as PillarPosition[] };
  };
  const voids = { day: voidOf("day", day.index), year: voidOf("year", year.index) };
  const judgement = judgeDayMaster(ds, natal, chart.input.lat < 0);
  return {
    dayMaster: stemInfo(ds),
    judgement,
    hourUnknown: hour ? null : hourOptions(ds, natal, judgement, relations),
    pillars: {
      year: pillarDetails("year", year, ds, voids),
      month: pillarDetails("month", month, ds, voids),
      day: pillarDetails("day", day, ds, voids),
      hour: hour ? pillarDetails("hour", hour, ds, voids) : null,
    },
    elements: { visible: balance(visible, false), withHidden: balance(visible, true) },
    luck,
    luckNote,
    annual: chartAnnualPillars(chart, from, to, luck, relations),
    stars: natalStars(chart),
    interactions: settledInteractions(natalInteractions(natal, relations), judgement),
    void: voids,
    conception: conceptionPillar(month.stem, month.branch),
    lifePalace: hour ? lifePalace(year.stem, month.branch, hour.branch) : null,
  };
}
