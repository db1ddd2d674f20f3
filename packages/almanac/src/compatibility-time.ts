/**
 * Compatibility over time (docs/bazi-compatibility.md, "Over time"): the ten Bazi years 流年 from `asOf`'s year,
 * each judged for the pair. Each person's own judgement of the year is their forecast's (src/forecast.ts, a year
 * read against one chart); on top of it, few stated rules:
 *
 * - each person's year verdict counts: favourable +1, mixed 0, difficult −1;
 * - the year brings a person's useful element 用神 (its stem's element or its branch's main qi): +1 for each person;
 * - the year's branch clashes 冲 a person's day branch, the spouse palace 夫妻宫: −1 for each person;
 * - one person's luck decade 大运 in force brings the other's 用神 (its stem or its branch's main qi): +1 for each
 *   such person (the decades carry what the other needs through those years);
 * - the pair verdict by the summed score: good from GOOD_FROM, hard at HARD_TO or below, mixed between.
 *
 * The weights are ours; the logic (a year judged by the useful god it brings, the spouse palace clashed, the
 * decades that carry it) is 三命通会's on 合婚 and on 流年 and 子平真诠's «论行运». Every rule is a reason with its
 * facts (keys, never words): src/names/compatibility-time.ts words them. Pure: `asOf` is an input, never the clock.
 */
import type { Chart } from "./chart.ts";
import { pillarOf } from "./chart.ts";
import { mod } from "./cycle.ts";
import type { Favourable } from "./day-master.ts";
import {
  type Forecast,
  type ForecastDecade,
  type ForecastVerdict,
  forecastContext,
  judgePeriod,
} from "./forecast.ts";
import { BRANCH_NAMES, type Element, STEM_NAMES } from "./names/core.ts";
import { clashes } from "./relations.ts";
import { baziYearMonth } from "./solar-terms.ts";

/** How many years the pair is read for. */
export const PAIR_YEARS = 10;
/** A person's own year verdict (their forecast) as pair points. */
export const PERSON_VERDICT_POINTS: Record<ForecastVerdict, number> = {
  favourable: 1,
  mixed: 0,
  difficult: -1,
};
/** The year brings a person's 用神. */
export const YEAR_USEFUL_POINTS = 1;
/** The year's branch clashes a person's day branch (spouse palace). */
export const DAY_CLASH_POINTS = -1;
/** One person's decade in force brings the other's 用神. */
export const DECADE_USEFUL_POINTS = 1;
/** The pair verdict: good from this score, hard at this score or below, mixed between. */
export const GOOD_FROM = 2;
export const HARD_TO = -2;
/** How many years `best` and `hardest` name at most. */
export const NAMED_YEARS = 3;

export type PairVerdict = "good" | "mixed" | "hard";
export const PAIR_VERDICTS: readonly PairVerdict[] = ["good", "mixed", "hard"];
export type PairSide = "first" | "second";
export type PairFactor = "person.verdict" | "year.useful" | "clash.day" | "decade.useful";

/** One person as the pair's years need them: the chart, its judgement and its forecast (made for the same asOf). */
export interface PairPerson {
  chart: Chart;
  favourable: Pick<Favourable, "roles" | "unfavourable" | "favourable">;
  forecast: Forecast;
}

/** The facts a pair reason is about (names/compatibility-time.ts words it from them). */
export interface PairArgs {
  /** The person it is about (for decade.useful: the one whose 用神 the other's decade brings). */
  side: PairSide;
  /** The year's pillar (sexagenary index). */
  pillar: number;
  /** person.verdict: the person's year verdict. */
  verdict?: ForecastVerdict;
  /** year.useful, decade.useful: the person's 用神. */
  element?: Element;
  /** year.useful, decade.useful: where the element comes: the stem, the branch, or both. */
  part?: "stem" | "branch" | "both";
  /** clash.day: the person's day branch. */
  natalBranch?: number;
  /** decade.useful: the other person's decade in force (its pillar). */
  decadePillar?: number;
}

export interface PairReason {
  factor: PairFactor;
  effect: number;
  args: PairArgs;
}

export interface PairPersonYear {
  verdict: ForecastVerdict;
  score: number;
  /** The year brings this person's 用神. */
  useful: boolean;
  /** The year's branch clashes this person's day branch. */
  clashesDay: boolean;
  /** The person's luck decade in force in the year (its pillar), or null. */
  decade: number | null;
}

export interface PairYear {
  /** Gregorian year of its Lichun. */
  year: number;
  index: number;
  stem: number;
  branch: number;
  people: [PairPersonYear, PairPersonYear];
  score: number;
  verdict: PairVerdict;
  reasons: PairReason[];
}

export interface CompatibilityTime {
  asOf: number;
  years: PairYear[];
  /** The good years with the highest scores (at most NAMED_YEARS, earlier first among equals), in time order. */
  best: number[];
  /** The hard years with the lowest scores (at most NAMED_YEARS), in time order. */
  hardest: number[];
}

export const pairVerdictOf = (score: number): PairVerdict =>
  score >= GOOD_FROM ? "good" : score <= HARD_TO ? "hard" : "mixed";

const stemElement = (s: number) => STEM_NAMES[s]!.element;
const branchElement = (b: number) => BRANCH_NAMES[b]!.element;

/** Where `element` comes in a pillar: its stem, its branch's main qi, both, or neither (null). */
function partOf(p: { stem: number; branch: number }, element: Element): PairArgs["part"] | null {
  const s = stemElement(p.stem) === element;
  const b = branchElement(p.branch) === element;
  return s && b ? "both" : s ? "stem" : b ? "branch" : null;
}

/** The decade in force at a year: the forecast's own, or (a year the forecast does not list) early February's. */
function decadeAt(f: Forecast, year: number, listed: number | null | undefined): ForecastDecade | null {
  if (listed !== undefined)
    return listed === null ? null : (f.decades.find((d) => d.number === listed) ?? null);
  const t = Date.UTC(year, 1, 5);
  return f.decades.find((d) => t >= d.startsAt && t < d.endsAt) ?? null;
}

/** One person's judgement of a year: their forecast's, or the same judgement made here when it is not listed. */
function personYear(person: PairPerson, year: number, index: number): PairPersonYear {
  const listed = person.forecast.years.find((y) => y.year === year);
  const decade = decadeAt(person.forecast, year, listed ? listed.decade : undefined);
  const j =
    listed ??
    judgePeriod("year", index, forecastContext(person.chart, person.favourable), decade?.index ?? null);
  const p = pillarOf(index);
  return {
    verdict: j.verdict,
    score: j.score,
    useful: partOf(p, person.favourable.favourable[0]) !== null,
    clashesDay: clashes(p.branch, person.chart.pillars.day.branch),
    decade: decade?.index ?? null,
  };
}

/** The pair's ten years from `asOf`'s Bazi year (epoch ms). */
export function compatibilityOverTime(
  first: PairPerson,
  second: PairPerson,
  asOf: number,
): CompatibilityTime {
  const from = baziYearMonth(asOf).year;
  const people = [first, second] as const;
  const sides = ["first", "second"] as const;
  const years: PairYear[] = [];
  for (let year = from; year < from + PAIR_YEARS; year++) {
    const index = mod(year - 4, 60);
    const p = pillarOf(index);
    const each = people.map((x) => personYear(x, year, index)) as [PairPersonYear, PairPersonYear];
    const reasons: PairReason[] = [];
    sides.forEach((side, i) => {
      const me = each[i]!;
      const person = people[i]!;
      const useful = person.favourable.favourable[0];
      const v = PERSON_VERDICT_POINTS[me.verdict];
      reasons.push({
        factor: "person.verdict",
        effect: v,
        args: { side, pillar: index, verdict: me.verdict },
      });
      const part = partOf(p, useful);
      if (part)
        reasons.push({
          factor: "year.useful",
          effect: YEAR_USEFUL_POINTS,
          args: { side, pillar: index, element: useful, part },
        });
      if (me.clashesDay)
        reasons.push({
          factor: "clash.day",
          effect: DAY_CLASH_POINTS,
          args: { side, pillar: index, natalBranch: person.chart.pillars.day.branch },
        });
    });
    sides.forEach((side, i) => {
      const other = each[1 - i]!.decade;
      if (other === null) return;
      const useful = people[i]!.favourable.favourable[0];
      const part = partOf(pillarOf(other), useful);
      if (part)
        reasons.push({
          factor: "decade.useful",
          effect: DECADE_USEFUL_POINTS,
          args: { side, pillar: index, element: useful, part, decadePillar: other },
        });
    });
    const score = reasons.reduce((s, r) => s + r.effect, 0);
    years.push({
      year,
      index,
      stem: p.stem,
      branch: p.branch,
      people: each,
      score,
      verdict: pairVerdictOf(score),
      reasons,
    });
  }
  const pick = (verdict: PairVerdict, sign: 1 | -1) =>
    years
      .filter((y) => y.verdict === verdict)
      .sort((a, b) => sign * (b.score - a.score) || a.year - b.year)
      .slice(0, NAMED_YEARS)
      .map((y) => y.year)
      .sort((a, b) => a - b);
  return { asOf, years, best: pick("good", 1), hardest: pick("hard", -1) };
}
