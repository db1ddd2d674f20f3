/**
 * The forecast 行运 (docs/bazi-forecast.md has the method, the weights and the sources): every luck decade 大运,
 * every year 流年 from the birth to ten years after `asOf`, and the 24 solar-term months 流月 of `asOf`'s Bazi year
 * and the next, each judged against this chart:
 *
 * - the elements the period brings, its stem and its branch's main qi, scored by the chart's roles (用神 +2,
 *   喜神 +1, 闲神 0, 仇神 −1, 忌神 −2; 子平真诠 «论行运»: a period is good or bad as it helps the useful god or the
 *   harmful one); in a decade the branch weighs more (大运重地支), in a year the stem (滴天髓 «岁运»);
 * - its relations with the natal pillars: a clash 冲 on the day branch (the spouse palace) or the month branch
 *   (提纲), on the day master's strongest root, a six combination 六合 or a three harmony 三合 (whole or half) with
 *   the day branch, 天克地冲 against the day pillar (反吟), the same pillar as a natal one (伏吟);
 * - for a year, its relation to the decade in force: the same pillar (岁运并临), a clash, 天克地冲, a combination;
 * - the verdict by stated thresholds of the summed score, and what the period means for career, money,
 *   relationships, health and study by ten-god and palace logic.
 *
 * Every fact is a reason (a factor, its effect, the facts it is about), never words: src/names/forecast.ts words
 * them. Pure functions: the instant the forecast is made for (`asOf`, epoch ms) is an input, never the clock.
 */
import { type Chart, fiveTigersMonthStem, type Gender, pillarOf } from "./chart.ts";
import { chartAnnualPillars, type LuckPillars, placed } from "./chart-details.ts";
import { externalInteractions, type PlacedPillar } from "./chart-relations.ts";
import { checkYear, mod, sexagenaryIndex, utcYear } from "./cycle.ts";
import { type Favourable, godGroup } from "./day-master.ts";
import { MAX_YEAR, MIN_YEAR } from "./errors.ts";
import {
  CLASH_EFFECTS,
  COMBINATION_EFFECTS,
  DECADE_CLASH_EFFECT,
  DECADE_COMBINATION_EFFECT,
  DECADE_REVERSAL_EFFECT,
  DIFFICULT_TO,
  FAVOURABLE_FROM,
  HARMONY_SHARES,
  LIGHTER_HARMFUL_POINTS,
  PART_WEIGHTS,
  type PeriodKind,
  REPETITION_EFFECT,
  REVERSAL_EXTRA,
  ROLE_POINTS,
  ROOT_CLASH_EFFECTS,
  type Standing,
  TOGETHER_EXTRA,
} from "./forecast-points.ts";
import { HIDDEN_STEMS } from "./hidden-stems.ts";
import type { PillarPosition, TenGodKey } from "./names/chart.ts";
import { BRANCH_NAMES, ELEMENTS, type Element, STEM_NAMES } from "./names/core.ts";
import type { GodGroup, UsefulRole } from "./names/day-master.ts";
import { clashes, sixHarmony } from "./relations.ts";
import { baziYearMonth, solarTermsOfYear } from "./solar-terms.ts";
import { tenGod } from "./ten-gods.ts";

export * from "./forecast-points.ts";

// ---------------------------------------------------------------------------------------------------------
// Types

export type ForecastVerdict = "favourable" | "mixed" | "difficult";
export type AreaKey = "career" | "money" | "relationships" | "health" | "study";
export type AreaTone = "good" | "neutral" | "careful";

export const AREA_KEYS: readonly AreaKey[] = ["career", "money", "relationships", "health", "study"];
export const FORECAST_VERDICTS: readonly ForecastVerdict[] = ["favourable", "mixed", "difficult"];

export type ForecastFactor =
  | "stem"
  | "branch"
  | "clash.day"
  | "clash.month"
  | "clash.root"
  | "reversal.day"
  | "combination.day"
  | "threeHarmony.day"
  | "halfHarmony.day"
  | `repetition.${PillarPosition}`
  | "together"
  | "decade.clash"
  | "decade.reversal"
  | "decade.combination";

/** The facts a forecast reason is about (names/forecast.ts words the reason from them). */
export interface ForecastArgs {
  /** The period's pillar (sexagenary index), its stem and branch. */
  readonly pillar: number;
  readonly stem: number;
  readonly branch: number;
  /** The element concerned: the stem's or the branch's main qi, or what a combination makes. */
  readonly element?: Element;
  /** Its role in the chart (stem, branch). */
  readonly role?: UsefulRole;
  /** Where the element or the natal branch concerned stands for the chart. */
  readonly standing?: Standing;
  /** The natal pillar concerned, its pillar and branch. */
  readonly natal?: PillarPosition;
  readonly natalPillar?: number;
  readonly natalBranch?: number;
  /** The characters of a three harmony or its half ("申子辰", "子辰"). */
  readonly chars?: string;
  /** The decade in force (years): its pillar. */
  readonly decadePillar?: number;
}

export interface ForecastReason {
  factor: ForecastFactor;
  effect: number;
  args: ForecastArgs;
}

/** What drives an area's tone: a ten-god group the period brings, or a palace event (a reason's factor). */
export type AreaDriver =
  | `god.${GodGroup}`
  | "clash.day"
  | "clash.month"
  | "clash.root"
  | "reversal.day"
  | "combination.day"
  | "threeHarmony.day"
  | "halfHarmony.day"
  | "repetition.day"
  | "repetition.month"
  | "together"
  | "decade.clash"
  | "decade.reversal"
  | "heavy"
  | "supported";

export interface AreaReading {
  key: AreaKey;
  tone: AreaTone;
  /** The drivers behind the tone (none when neutral), in the order found. */
  drivers: AreaDriver[];
  /** The reasons' factors behind it. */
  reasons: ForecastFactor[];
}

export interface PeriodJudgement {
  score: number;
  verdict: ForecastVerdict;
  reasons: ForecastReason[];
  areas: AreaReading[];
}

interface PeriodBase extends PeriodJudgement {
  /** Sexagenary index, stem and branch. */
  index: number;
  stem: number;
  branch: number;
  /** The ten god of the stem, and of the branch's main qi. */
  tenGod: TenGodKey;
  branchTenGod: TenGodKey;
  /** Epoch ms: when it begins, and when the next begins. */
  startsAt: number;
  endsAt: number;
  /** Whether `asOf` falls within [startsAt, endsAt). */
  current: boolean;
}

export interface ForecastDecade extends PeriodBase {
  /** The luck pillar's number, from 1. */
  number: number;
  /** Age in years (decimal) when it begins. */
  startAge: number;
}

export interface ForecastYear extends PeriodBase {
  /** Gregorian year of its Lichun. */
  year: number;
  /** Completed years of age at its Lichun; null before the birth. */
  age: number | null;
  /** The luck pillar in force at its Lichun (its number), or null. */
  decade: number | null;
}

export interface ForecastMonth extends PeriodBase {
  /** The Bazi year it belongs to (Gregorian year of that year's Lichun). */
  year: number;
  /** 1..12, 寅 month = 1. */
  month: number;
  /** The jie 节 it begins at: its index within its Gregorian year (solar-terms.ts) and characters. */
  jie: { index: number; zh: string };
}

export interface Forecast {
  asOf: number;
  decades: ForecastDecade[];
  years: ForecastYear[];
  months: ForecastMonth[];
}

// ---------------------------------------------------------------------------------------------------------
// The chart as the forecast reads it

export interface ForecastContext {
  dayStem: number;
  natal: (PlacedPillar & { position: PillarPosition })[];
  /** Each element's points and role. */
  points: Record<Element, number>;
  roles: Record<Element, UsefulRole>;
  gender: Gender | null;
  /** The natal branch holding the day master's strongest root (通根), or null when it has none. */
  root: { position: PillarPosition; branch: number } | null;
}

/** How much a natal branch roots the day master: by its pillar (月令 most), and the hidden stem's place. */
const ROOT_POSITION_WEIGHTS: Record<PillarPosition, number> = { year: 1, month: 3, day: 1.5, hour: 1 };
const ROOT_ROLE_WEIGHTS = [1, 0.5, 0.3] as const;

/** Element points from the roles (ROLE_POINTS, and LIGHTER_HARMFUL_POINTS when no 仇神 is named). */
export function elementPoints(f: Pick<Favourable, "roles" | "unfavourable">): Record<Element, number> {
  const points = {} as Record<Element, number>;
  for (const e of ELEMENTS) points[e] = ROLE_POINTS[f.roles[e]];
  const lighter = f.unfavourable[1];
  const hostileNamed = ELEMENTS.some((e) => f.roles[e] === "hostile");
  if (!hostileNamed && f.roles[lighter] === "harmful") points[lighter] = LIGHTER_HARMFUL_POINTS;
  return points;
}

/** The natal branch where the day master is rooted most: the heaviest of its own element's hidden stems. */
export function strongestRoot(
  dayStem: number,
  natal: ForecastContext["natal"],
): { position: PillarPosition; branch: number } | null {
  const own = STEM_NAMES[dayStem]!.element;
  let best: { position: PillarPosition; branch: number; weight: number } | null = null;
  for (const p of natal) {
    const hidden = HIDDEN_STEMS[p.branch]!;
    for (let i = 0; i < hidden.length; i++) {
      if (STEM_NAMES[hidden[i]!]!.element !== own) continue;
      const weight = ROOT_POSITION_WEIGHTS[p.position] * ROOT_ROLE_WEIGHTS[i as 0 | 1 | 2];
      if (!best || weight > best.weight) best = { position: p.position, branch: p.branch, weight };
    }
  }
  return best ? { position: best.position, branch: best.branch } : null;
}

/** What the forecast needs of a chart: its natal pillars, its element roles, gender and strongest root. */
export function forecastContext(
  chart: Chart,
  favourable: Pick<Favourable, "roles" | "unfavourable">,
): ForecastContext {
  const natal = placed(chart);
  const dayStem = chart.pillars.day.stem;
  return {
    dayStem,
    natal,
    points: elementPoints(favourable),
    roles: { ...favourable.roles },
    gender: chart.input.gender,
    root: strongestRoot(dayStem, natal),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Judging one period

const round2 = (x: number) => Math.round(x * 100) / 100;
const standingOf = (points: number): Standing =>
  points > 0 ? "favourable" : points < 0 ? "unfavourable" : "neutral";
const branchElement = (b: number) => BRANCH_NAMES[b]!.element;
const stemElement = (s: number) => STEM_NAMES[s]!.element;

/** 天克: two stems of the same polarity, one controlling the other (甲庚, 甲戊, 丙壬 …). */
export function stemsControl(a: number, b: number): boolean {
  if (a % 2 !== b % 2) return false;
  const d = mod(Math.floor(a / 2) - Math.floor(b / 2), 5);
  return d === 2 || d === 3;
}

/** 天克地冲: the stems control one another and the branches clash. */
export const strikesAndClashes = (p: { stem: number; branch: number }, q: { stem: number; branch: number }) =>
  stemsControl(p.stem, q.stem) && clashes(p.branch, q.branch);

export function forecastVerdictOf(score: number): ForecastVerdict {
  return score >= FAVOURABLE_FROM ? "favourable" : score <= DIFFICULT_TO ? "difficult" : "mixed";
}

/**
 * One period judged against the chart: `index` its pillar; for a year, `decade` the pillar of the luck decade in
 * force (null when none is).
 */
export function judgePeriod(
  kind: PeriodKind,
  index: number,
  ctx: ForecastContext,
  decade: number | null = null,
): PeriodJudgement {
  const p = pillarOf(index);
  const base = { pillar: p.index, stem: p.stem, branch: p.branch };
  const reasons: ForecastReason[] = [];
  const add = (factor: ForecastFactor, effect: number, args: Omit<ForecastArgs, keyof typeof base> = {}) =>
    reasons.push({ factor, effect: round2(effect), args: { ...base, ...args } });

  // the elements it brings
  const w = PART_WEIGHTS[kind];
  const parts = [
    { factor: "stem" as const, element: stemElement(p.stem), weight: w.stem },
    { factor: "branch" as const, element: branchElement(p.branch), weight: w.branch },
  ];
  let elements = 0;
  for (const part of parts) {
    const points = ctx.points[part.element];
    elements += points * part.weight;
    if (points !== 0) {
      add(part.factor, points * part.weight, {
        element: part.element,
        role: ctx.roles[part.element],
        standing: standingOf(points),
      });
    }
  }

  // relations with the natal pillars
  const natal = (pos: PillarPosition) => ctx.natal.find((n) => n.position === pos)!;
  const day = natal("day");
  const month = natal("month");
  const natalArgs = (n: PlacedPillar & { position: PillarPosition }) => ({
    natal: n.position,
    natalPillar: sexagenaryIndex(n.stem, n.branch),
    natalBranch: n.branch,
  });
  if (clashes(p.branch, day.branch)) {
    const standing = standingOf(ctx.points[branchElement(day.branch)]);
    if (strikesAndClashes(p, day))
      add("reversal.day", CLASH_EFFECTS[standing] + REVERSAL_EXTRA, { ...natalArgs(day), standing });
    else add("clash.day", CLASH_EFFECTS[standing], { ...natalArgs(day), standing });
  }
  if (clashes(p.branch, month.branch)) {
    const standing = standingOf(ctx.points[branchElement(month.branch)]);
    add("clash.month", CLASH_EFFECTS[standing], { ...natalArgs(month), standing });
  }
  const root = ctx.root;
  if (root && clashes(p.branch, root.branch)) {
    const standing = standingOf(ctx.points[stemElement(ctx.dayStem)]);
    add("clash.root", ROOT_CLASH_EFFECTS[standing], { ...natalArgs(natal(root.position)), standing });
  }
  const external: PlacedPillar = { position: "annual", stem: p.stem, branch: p.branch };
  const relations = externalInteractions(external, ctx.natal, { halfHarmonies: true });
  if (sixHarmony(p.branch, day.branch)) {
    const element = relations.find(
      (r) => r.kind === "sixCombination" && r.pillars.includes("day") && r.pillars.includes("annual"),
    )!.element!;
    const standing = standingOf(ctx.points[element]);
    add("combination.day", COMBINATION_EFFECTS[standing], { ...natalArgs(day), element, standing });
  }
  for (const [kind2, factor, share] of [
    ["threeHarmony", "threeHarmony.day", HARMONY_SHARES.whole],
    ["halfHarmony", "halfHarmony.day", HARMONY_SHARES.half],
  ] as const) {
    const r = relations.find((x) => x.kind === kind2 && x.pillars.includes("day"));
    if (!r || reasons.some((x) => x.factor === "threeHarmony.day")) continue;
    const element = r.element!;
    const standing = standingOf(ctx.points[element]);
    add(factor, ctx.points[element] * share, { ...natalArgs(day), element, standing, chars: r.zh });
  }
  for (const n of ctx.natal) {
    if (n.stem === p.stem && n.branch === p.branch)
      add(`repetition.${n.position}`, REPETITION_EFFECT, natalArgs(n));
  }

  // a year and the decade in force
  if (kind === "year" && decade !== null) {
    const d = pillarOf(decade);
    if (d.index === p.index) {
      const effect = elements / 2 + TOGETHER_EXTRA;
      add("together", effect, { decadePillar: d.index, standing: standingOf(effect) });
    } else if (strikesAndClashes(p, d))
      add("decade.reversal", DECADE_REVERSAL_EFFECT, { decadePillar: d.index });
    else if (clashes(p.branch, d.branch)) add("decade.clash", DECADE_CLASH_EFFECT, { decadePillar: d.index });
    else if (sixHarmony(p.branch, d.branch))
      add("decade.combination", DECADE_COMBINATION_EFFECT, { decadePillar: d.index });
  }

  const score = round2(reasons.reduce((s, r) => s + r.effect, 0));
  return { score, verdict: forecastVerdictOf(score), reasons, areas: areasOf(p, ctx, reasons) };
}

// ---------------------------------------------------------------------------------------------------------
// Areas: ten-god and palace logic (docs/bazi-forecast.md §4)

/** The areas a ten-god group speaks for; relationships by gender (a man's wife star, a woman's husband and children). */
function groupAreas(group: GodGroup, gender: Gender | null): AreaKey[] {
  switch (group) {
    case "wealth":
      return gender === "male" ? ["money", "relationships"] : ["money"];
    case "officer":
      return gender === "female" ? ["career", "relationships"] : ["career"];
    case "resource":
      return ["study"];
    case "output":
      return gender === "female" ? ["study", "relationships"] : ["study"];
    case "companion":
      return ["money"];
  }
}

/** The palace events: the area each speaks for and its tone (null: the tone follows the reason's standing). */
const PALACE: Partial<Record<ForecastFactor, { area: AreaKey; tone: AreaTone | null }[]>> = {
  "clash.day": [{ area: "relationships", tone: "careful" }],
  "reversal.day": [
    { area: "relationships", tone: "careful" },
    { area: "health", tone: "careful" },
  ],
  "repetition.day": [{ area: "relationships", tone: "careful" }],
  "combination.day": [{ area: "relationships", tone: null }],
  "threeHarmony.day": [{ area: "relationships", tone: null }],
  "halfHarmony.day": [{ area: "relationships", tone: null }],
  "clash.month": [{ area: "career", tone: "careful" }],
  "repetition.month": [{ area: "career", tone: "careful" }],
  "clash.root": [{ area: "health", tone: "careful" }],
  "decade.clash": [{ area: "career", tone: "careful" }],
  "decade.reversal": [{ area: "career", tone: "careful" }],
};

function areasOf(
  p: { stem: number; branch: number },
  ctx: ForecastContext,
  reasons: ForecastReason[],
): AreaReading[] {
  const found: { area: AreaKey; tone: AreaTone; driver: AreaDriver; factors: ForecastFactor[] }[] = [];
  const note = (area: AreaKey, tone: AreaTone, driver: AreaDriver, factors: ForecastFactor[]) =>
    found.push({ area, tone, driver, factors });
  const dayElement = stemElement(ctx.dayStem);
  const parts = [
    { factor: "stem" as const, element: stemElement(p.stem) },
    { factor: "branch" as const, element: branchElement(p.branch) },
  ];
  for (const part of parts) {
    const points = ctx.points[part.element];
    if (points === 0) continue;
    const group = godGroup(dayElement, part.element);
    for (const area of groupAreas(group, ctx.gender)) {
      note(area, points > 0 ? "good" : "careful", `god.${group}`, [part.factor]);
    }
  }
  for (const r of reasons) {
    for (const { area, tone } of PALACE[r.factor] ?? []) {
      const t: AreaTone = tone ?? (r.args.standing === "unfavourable" ? "careful" : "good");
      note(area, t, r.factor as AreaDriver, [r.factor]);
    }
  }
  const together = reasons.find((r) => r.factor === "together");
  if (together && together.effect < 0) note("health", "careful", "together", ["together"]);
  const [sp, bp] = parts.map((x) => ctx.points[x.element]) as [number, number];
  if (sp < 0 && bp < 0) note("health", "careful", "heavy", ["stem", "branch"]);
  if (sp > 0 && bp > 0) note("health", "good", "supported", ["stem", "branch"]);

  return AREA_KEYS.map((key) => {
    const mine = found.filter((f) => f.area === key);
    const careful = mine.filter((f) => f.tone === "careful").length;
    const good = mine.filter((f) => f.tone === "good").length;
    const tone: AreaTone = careful > 0 && careful >= good ? "careful" : good > 0 ? "good" : "neutral";
    const behind = tone === "neutral" ? [] : mine.filter((f) => f.tone === tone);
    return {
      key,
      tone,
      drivers: [...new Set(behind.map((f) => f.driver))],
      reasons: [...new Set(behind.flatMap((f) => f.factors))],
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// The periods

/** `t` plus `years` calendar years on its UTC fields. */
function addYears(t: number, years: number): number {
  const d = new Date(t);
  return Date.UTC(
    d.getUTCFullYear() + years,
    d.getUTCMonth(),
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
}

const within = (asOf: number, from: number, to: number) => asOf >= from && asOf < to;

/** The twelve solar-term months of Bazi year `year`: each jie's instant and its index in its Gregorian year. */
export function monthsOfBaziYear(year: number): { month: number; at: number; index: number; zh: string }[] {
  const out: { month: number; at: number; index: number; zh: string }[] = [];
  // 立春 (2), 惊蛰 (4) … 大雪 (22) of the year, then 小寒 (0) of the next
  for (let k = 0; k < 12; k++) {
    const t = k < 11 ? solarTermsOfYear(year)[2 + 2 * k]! : solarTermsOfYear(year + 1)[0]!;
    out.push({ month: k + 1, at: t.at, index: t.index, zh: t.zh });
  }
  return out;
}

/**
 * The forecast of a chart as of `asOf` (epoch ms, in 1900–2100 UTC, a year either side let through): `favourable` is
 * the chart's judgement
 * (day-master.ts), `luck` its luck pillars (none without a gender: then no decades, and no year is read against
 * one).
 */
export function forecast(
  chart: Chart,
  favourable: Pick<Favourable, "roles" | "unfavourable">,
  luck: LuckPillars | null,
  asOf: number,
): Forecast {
  // a birth on 1 January 1900 east of Greenwich is still 1899 in UTC: a year either side is let through
  const utc = Number.isFinite(asOf) ? utcYear(asOf) : Number.NaN;
  if (!(utc >= MIN_YEAR - 1 && utc <= MAX_YEAR + 1)) checkYear(utc, "asOf");
  const ctx = forecastContext(chart, favourable);
  const dayStem = chart.pillars.day.stem;
  const godsOf = (stem: number, branch: number) => ({
    tenGod: tenGod(dayStem, stem),
    branchTenGod: tenGod(dayStem, HIDDEN_STEMS[branch]![0]!),
  });

  const decades: ForecastDecade[] = (luck?.pillars ?? []).map((l, i, all) => {
    const endsAt = all[i + 1]?.startsAt ?? addYears(l.startsAt, 10);
    return {
      number: l.number,
      index: l.index,
      stem: l.stem,
      branch: l.branch,
      ...godsOf(l.stem, l.branch),
      startsAt: l.startsAt,
      endsAt,
      startAge: round2(l.startAge),
      current: within(asOf, l.startsAt, endsAt),
      ...judgePeriod("decade", l.index, ctx),
    };
  });

  const asOfYear = baziYearMonth(asOf).year;
  const from = Math.max(chart.baziYear, 1900);
  const to = Math.min(Math.max(asOfYear, from) + 10, 2100);
  const annual = chartAnnualPillars(chart, from, to, luck);
  const years: ForecastYear[] = annual.map((a, i) => {
    const endsAt = annual[i + 1]?.startsAt ?? solarTermsOfYear(a.year + 1)[2]!.at;
    const inForce = a.luckPillar === null ? null : luck!.pillars[a.luckPillar - 1]!.index;
    return {
      year: a.year,
      index: a.index,
      stem: a.stem,
      branch: a.branch,
      ...godsOf(a.stem, a.branch),
      startsAt: a.startsAt,
      endsAt,
      age: a.ageAtStart,
      decade: a.luckPillar,
      current: within(asOf, a.startsAt, endsAt),
      ...judgePeriod("year", a.index, ctx, inForce),
    };
  });

  const months: ForecastMonth[] = [];
  for (const year of [asOfYear, asOfYear + 1]) {
    const yearStem = mod(year - 4, 10);
    const jies = monthsOfBaziYear(year);
    const next = solarTermsOfYear(year + 1)[2]!.at;
    jies.forEach((j, k) => {
      const stem = fiveTigersMonthStem(yearStem, k);
      const branch = (2 + k) % 12;
      const index = sexagenaryIndex(stem, branch);
      const endsAt = jies[k + 1]?.at ?? next;
      months.push({
        year,
        month: j.month,
        jie: { index: j.index, zh: j.zh },
        index,
        stem,
        branch,
        ...godsOf(stem, branch),
        startsAt: j.at,
        endsAt,
        current: within(asOf, j.at, endsAt),
        ...judgePeriod("month", index, ctx),
      });
    });
  }
  return { asOf, decades, years, months };
}
