/**
 * The day almanac (通书) for a civil date at a place (docs/domain.md §5): pillars, day hieroglyph, officer,
 * yellow/black path spirit, 28 mansion, yi/ji, day gods, clash and sha, general stars, solar term, Chinese
 * lunar date and the day's rating; on demand (computed once per day object) the 12 double hours
 * (dayHours) and the ratings of every activity of the day (dayActivities) and of every theme (dayThemes).
 *
 * Convention (docs/domain.md §5.1, product decision): the whole LOCAL civil day on which a jie falls belongs to
 * the new month (and the Lichun day to the new year); option `jieDayRule: "beijingDate"` applies the same
 * rule to the civil date in UTC+8 instead, as Chinese almanacs print it.
 */

import { BoundedCache } from "./cache.ts";
import {
  type CivilDate,
  checkDate,
  civilFromJdn,
  dayPillarIndex,
  formatDate,
  jdn,
  mod,
  weekdayOfJdn,
} from "./cycle.ts";
import {
  type DayDirections,
  dayDirections,
  dayStar,
  monthStar,
  type NineStar,
  type PeriodDirections,
  periodDirections,
  threeShaDirection,
  yearStar,
} from "./directions.ts";
import { failWith } from "./errors.ts";
import { type LunarDate, lunarDateOfJdn } from "./lunar-calendar.ts";
import { majorActivitiesAvoided } from "./major-activities.ts";
import {
  ACTIVITIES,
  type ActivityName,
  NOTHING_ELSE,
  NOTHING_SUITABLE,
  THEMES,
  type ThemeName,
} from "./names/activities.ts";
import {
  BRANCH_NAMES,
  type BranchName,
  LUMINARY_NAMES,
  type LuminaryName,
  MANSION_NAMES,
  type MansionName,
  OFFICER_NAMES,
  type OfficerName,
  pillarName,
  SOLAR_TERM_NAMES,
  SPIRIT_NAMES,
  type SpiritName,
  STEM_NAMES,
  type StemName,
} from "./names/core.ts";
import { DIRECTION_NAMES } from "./names/directions.ts";
import { GENERAL_STAR_NAMES } from "./names/stars.ts";
import type { Name } from "./names/types.ts";
import { type Cap, type Rating, type Reason, type ReasonArgs, rate, reason, scaled } from "./rating.ts";
import { RATING } from "./rating-config.ts";
import { clashes, NOBLEMAN } from "./relations.ts";
import {
  baziYearMonth,
  EQUINOX_SOLSTICE_TERMS,
  SEASON_START_TERMS,
  termAfter,
  termAtOrBefore,
} from "./solar-terms.ts";
import { type GeneralStarKey, generalStars } from "./stars.ts";
import { dayGods, dayYiJi, hourYiJi } from "./taboo.ts";
import { ianaZone, offsetMinutes, wallToUtc } from "./time.ts";

export type JieDayRule = "localDate" | "beijingDate";

export interface DayOptions {
  jieDayRule?: JieDayRule;
}

export interface PillarInfo {
  index: number;
  zh: string;
  stem: number;
  branch: number;
  name: Name;
}

export interface DayHieroglyph {
  zh: string;
  stem: StemName & { index: number };
  branch: BranchName & { index: number };
}

export interface HourBlock {
  branch: number;
  pillar: PillarInfo;
  /** Local wall-clock start and end, "HH:MM" (子 starts at 23:00 of the previous evening). */
  from: string;
  to: string;
  startsAt: number;
  endsAt: number;
  spirit: SpiritName & { index: number };
  yi: readonly number[];
  ji: readonly number[];
  rating: Rating;
}

export interface ActivityRating {
  activity: ActivityName;
  kind: "yi" | "ji" | "none";
  rating: Rating;
}

export interface ThemeRating {
  theme: ThemeName;
  rating: Rating;
}

export interface GeneralDay {
  date: string;
  jdn: number;
  /** 0 = Sunday. */
  weekday: number;
  tz: string;
  options: { jieDayRule: JieDayRule };
  pillars: { year: PillarInfo; month: PillarInfo; day: PillarInfo };
  hieroglyph: DayHieroglyph;
  officer: OfficerName & { index: number; score: number };
  spirit: SpiritName & { index: number };
  mansion: MansionName & { index: number; luminaryName: LuminaryName };
  lunarDate: LunarDate;
  solarTerm: {
    index: number;
    zh: string;
    name: Name;
    kind: "jie" | "qi";
    longitude: number;
    startsAt: number;
    dayOfTerm: number;
    /** Set when a term begins on this local date. */
    beginsToday: boolean;
    next: { index: number; zh: string; name: Name; startsAt: number };
  };
  clash: { branch: number; animal: Name; direction: Name };
  /** The day's spirits' directions, and the year's and month's Tai Sui, Breaker, three sha and Five Yellow. */
  directions: DayDirections & { year: PeriodDirections; month: PeriodDirections };
  /** The flying stars 九星 in the centre for the year, the month and the day. */
  nineStars: { year: NineStar; month: NineStar; day: NineStar };
  yi: readonly number[];
  ji: readonly number[];
  gods: { auspicious: readonly number[]; inauspicious: readonly number[] };
  stars: GeneralStarKey[];
  /**
   * Score reasons of the general day and the caps in force (used by activity, theme and personal ratings);
   * `dayCaps` hold down the day as a whole (its general and personal rating), not its activities and themes.
   */
  basis: { reasons: Reason[]; caps: Cap[]; dayCaps: Cap[] };
  rating: Rating;
}

const HOUR = 3_600_000;
const DAY = 86_400_000;

const PILLARS: readonly PillarInfo[] = Array.from({ length: 60 }, (_, i) => {
  const name = pillarName(i);
  return { index: i, zh: name.zh, stem: i % 10, branch: i % 12, name };
});

/** The sexagenary pillar with this index (shared, do not mutate). */
export function pillarInfo(index: number): PillarInfo {
  return PILLARS[mod(index, 60)]!;
}

function localJdnOf(utc: number, tz: string | null): number {
  const off = tz === null ? 8 * 60 : offsetMinutes(tz, utc);
  return Math.floor((utc + off * 60_000) / DAY) + 2_440_588;
}

const ZERO_WALL_JDN = 2_440_588;
const wallOfJdn = (n: number) => (n - ZERO_WALL_JDN) * DAY;
const hhmm = (h: number) => `${String(mod(h, 24)).padStart(2, "0")}:00`;

/** The clock span of a double hour: 子 (0) 23:00–01:00 … 亥 (11) 21:00–23:00. */
export const doubleHourSpan = (branch: number) => ({
  from: hhmm(branch === 0 ? 23 : 2 * branch - 1),
  to: hhmm(2 * branch + 1),
});

/**
 * What a general day costs on the heap at most, with the ratings of its themes, activities and hours that are
 * worked out later and kept with it (a test measures it).
 */
export const GENERAL_DAY_BYTES = 32 * 1024;
/** The days computed, per zone, rule and JDN: at most 24 MB of them (about 770 days), whatever their zones. */
const cache = new BoundedCache<string, GeneralDay>({
  maxBytes: 24 * 1024 * 1024,
  weigh: () => GENERAL_DAY_BYTES,
});
/** Zones and rules already checked. */
const known = new Set<string>();

/** The general day almanac (no moon): a function of the civil date, the zone and the options. Cached. */
export function generalDay(date: CivilDate, tz: string, options: DayOptions = {}): GeneralDay {
  checkDate(date);
  const rule = options.jieDayRule ?? "localDate";
  const zoneKey = rule === "localDate" ? tz : `${tz}|${rule}`;
  if (!known.has(zoneKey)) {
    ianaZone(tz);
    if (rule !== "localDate" && rule !== "beijingDate") {
      failWith("jieDayRule", "invalidOption", "jieDayRule", { got: String(rule) });
    }
    if (known.size >= 1024) known.clear();
    known.add(zoneKey);
  }
  const n = jdn(date.year, date.month, date.day);
  const key = `${zoneKey}#${n}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const day = buildGeneralDay(n, tz, rule);
  cache.set(key, day);
  return day;
}

// Reasons and names that depend on one index only, built once.
const OFFICER_REASONS = OFFICER_NAMES.map((_, i) => reason("officer", RATING.officer[i]!, { officer: i }));
const PATH_REASONS = SPIRIT_NAMES.map((sp, i) => reason("path", RATING.path[sp.path], { spirit: i }));
const MANSION_REASONS = MANSION_NAMES.map((m, i) =>
  reason("mansion", RATING.mansion[m.luck], { mansion: i }),
);
const starReason = (s: GeneralStarKey, effect: number): Reason => reason(`star.${s}`, effect, { star: s });
const VIRTUES = new Set<GeneralStarKey>(["tianDe", "yueDe", "tianDeHe", "yueDeHe"]);
const STAR_REASONS = new Map<GeneralStarKey, Reason>();
for (const k of Object.keys(GENERAL_STAR_NAMES) as GeneralStarKey[]) {
  if (VIRTUES.has(k)) STAR_REASONS.set(k, starReason(k, RATING.virtues.each));
  else if (k === "tianShe") STAR_REASONS.set(k, starReason(k, RATING.virtues.tianShe));
  else if (k in RATING.badStars)
    STAR_REASONS.set(k, starReason(k, RATING.badStars[k as keyof typeof RATING.badStars]));
}
const CAP_NOTHING_SUITABLE: Cap = { factor: "cap.nothingSuitable", max: RATING.caps.nothingSuitable };
const seasonCap = (s: "siLi" | "siJue"): Cap => ({
  factor: `cap.${s}`,
  max: RATING.caps.nothingSuitable,
  args: { star: s },
});
const CAP_SI_LI = seasonCap("siLi");
const CAP_SI_JUE = seasonCap("siJue");
const MONTH_BREAKER = 6; // the officer 破 is the day that clashes with the month branch, 月破
// the breakers fold the reason about the same fact: the officer 破, the star 岁破 (listed once)
const CAP_MONTH_BREAKER: Cap = {
  factor: "cap.monthBreaker",
  max: RATING.caps.monthBreaker,
  args: OFFICER_REASONS[MONTH_BREAKER]!.args!,
  folds: "officer",
};
const CAP_YEAR_BREAKER: Cap = {
  factor: "cap.yearBreaker",
  max: RATING.caps.yearBreaker,
  args: STAR_REASONS.get("suiPo")!.args!,
  folds: "star.suiPo",
};
const CAP_NOTHING_ELSE_DAY: Cap = { factor: "cap.nothingElseDay", max: RATING.caps.nothingElseDay };
const MAJOR = RATING.caps.majorActivitiesAvoided;
/** By how many of the eight major activities are to avoid (from MAJOR.from). */
const CAP_MAJOR_AVOIDED: readonly Cap[] = Array.from({ length: 9 }, (_, count) => ({
  factor: "cap.majorActivitiesAvoided",
  max: MAJOR.max,
  args: { count },
}));
const OFFICERS = OFFICER_NAMES.map((o, index) => ({ ...o, index, score: RATING.officer[index]! }));
const SPIRITS = SPIRIT_NAMES.map((sp, index) => ({ ...sp, index }));
const MANSIONS = MANSION_NAMES.map((m, index) => ({ ...m, index }));
const STEMS_I = STEM_NAMES.map((x, index) => ({ ...x, index }));
const BRANCHES_I = BRANCH_NAMES.map((x, index) => ({ ...x, index }));

function buildGeneralDay(n: number, tz: string, rule: JieDayRule): GeneralDay {
  const ruleTz = rule === "beijingDate" ? null : tz;
  // The last instant of the civil day in the rule's zone: whatever jie falls on this date is in force.
  const endUtc =
    (ruleTz === null ? wallOfJdn(n + 1) - 8 * HOUR : wallToUtc(wallOfJdn(n + 1), ruleTz).utc) - 1;
  const ym = baziYearMonth(endUtc);
  const yearIdx = mod(ym.year - 4, 60);
  const monthBranch = mod(2 + ym.monthIndex, 12);
  const monthStem = mod((yearIdx % 5) * 2 + 2 + ym.monthIndex, 10);
  const monthIdx = mod(6 * monthStem - 5 * monthBranch, 60);
  const dayIdx = dayPillarIndex(n);
  const dayStem = dayIdx % 10;
  const dayBranch = dayIdx % 12;

  const officerIdx = mod(dayBranch - monthBranch, 12);
  const spiritIdx = mod(dayBranch + (8 - (monthBranch % 6)) * 2, 12);
  const mansionIdx = mod(n + 11, 28);
  const weekday = weekdayOfJdn(n);

  const term = termAtOrBefore(endUtc);
  const termJdn = localJdnOf(term.at, ruleTz);
  const next = termAfter(endUtc);
  const nextJdn = localJdnOf(next.at, ruleTz);
  const lunarDate = lunarDateOfJdn(n);

  const { yi, ji } = dayYiJi(monthBranch, dayIdx);
  const gods = dayGods(monthBranch, dayIdx);
  const stars = generalStars({
    monthBranch,
    yearBranch: yearIdx % 12,
    dayPillar: dayIdx,
    beforeEquinoxOrSolstice: nextJdn === n + 1 && EQUINOX_SOLSTICE_TERMS.has(next.index),
    beforeSeasonStart: nextJdn === n + 1 && SEASON_START_TERMS.has(next.index),
    lunarMonth: lunarDate.month,
    lunarDay: lunarDate.day,
  });

  const reasons: Reason[] = [
    OFFICER_REASONS[officerIdx]!,
    PATH_REASONS[spiritIdx]!,
    MANSION_REASONS[mansionIdx]!,
  ];
  let virtue = 0;
  for (const s of stars) {
    const r = STAR_REASONS.get(s);
    if (!r) continue;
    if (VIRTUES.has(s)) {
      // virtues add up to RATING.virtues.max
      const e = Math.min(RATING.virtues.each, RATING.virtues.max - virtue);
      virtue += e;
      if (e !== r.effect) reasons.push({ ...r, effect: e });
      else reasons.push(r);
    } else reasons.push(r);
  }
  const caps: Cap[] = [];
  // the table lists 诸事不宜 in Ji, and on a few days (9 of its 720 cells) in Yi: nothing is suitable either way
  if (ji.includes(NOTHING_SUITABLE) || yi.includes(NOTHING_SUITABLE)) caps.push(CAP_NOTHING_SUITABLE);
  if (stars.includes("siLi")) caps.push(CAP_SI_LI);
  if (stars.includes("siJue")) caps.push(CAP_SI_JUE);
  if (officerIdx === MONTH_BREAKER) caps.push(CAP_MONTH_BREAKER);
  if (stars.includes("suiPo")) caps.push(CAP_YEAR_BREAKER);
  // the day as a whole: only a few narrow activities suit it (馀事勿取), or most of the major ones are to avoid
  const dayCaps: Cap[] = [];
  if (yi.includes(NOTHING_ELSE)) dayCaps.push(CAP_NOTHING_ELSE_DAY);
  const avoided = majorActivitiesAvoided(yi, ji);
  if (avoided >= MAJOR.from) dayCaps.push(CAP_MAJOR_AVOIDED[avoided]!);
  const rating = rate(reasons, [...caps, ...dayCaps]);

  const civil = civilFromJdn(n);
  const nineStars = {
    year: yearStar(ym.year),
    month: monthStar(yearIdx % 12, ym.monthIndex),
    day: dayStar(civil),
  };
  return {
    date: formatDate(civil),
    jdn: n,
    weekday,
    tz,
    options: { jieDayRule: rule },
    pillars: { year: pillarInfo(yearIdx), month: pillarInfo(monthIdx), day: pillarInfo(dayIdx) },
    hieroglyph: { zh: PILLARS[dayIdx]!.zh, stem: STEMS_I[dayStem]!, branch: BRANCHES_I[dayBranch]! },
    officer: OFFICERS[officerIdx]!,
    spirit: SPIRITS[spiritIdx]!,
    mansion: { ...MANSIONS[mansionIdx]!, luminaryName: LUMINARY_NAMES[weekday]! },
    lunarDate,
    solarTerm: {
      index: term.index,
      zh: term.zh,
      name: SOLAR_TERM_NAMES[term.index]!,
      kind: term.kind,
      longitude: term.longitude,
      startsAt: term.at,
      dayOfTerm: n - termJdn + 1,
      beginsToday: termJdn === n,
      next: { index: next.index, zh: next.zh, name: SOLAR_TERM_NAMES[next.index]!, startsAt: next.at },
    },
    clash: {
      branch: mod(dayBranch + 6, 12),
      animal: BRANCH_NAMES[mod(dayBranch + 6, 12)]!.animal,
      // the day's sha stands opposite its triad, where the year's and month's three sha would
      direction: DIRECTION_NAMES[threeShaDirection(dayBranch)],
    },
    directions: {
      ...dayDirections(dayIdx),
      year: periodDirections(yearIdx % 12, nineStars.year),
      month: periodDirections(monthBranch, nineStars.month),
    },
    nineStars,
    yi,
    ji,
    gods,
    stars,
    basis: { reasons, caps, dayCaps },
    rating,
  };
}

/** Rating of every activity the almanac lists for the day (yi and ji, without the two day-level flags). */
export function dayActivities(day: GeneralDay): ActivityRating[] {
  return lazily(activityCache, day, () => {
    const seen = new Set<number>();
    const out: ActivityRating[] = [];
    for (const a of [...day.yi, ...day.ji]) {
      if (a === NOTHING_SUITABLE || a === NOTHING_ELSE || seen.has(a)) continue;
      seen.add(a);
      out.push(rateActivity(a, day.yi, day.ji, day.basis.reasons, day.basis.caps));
    }
    return out;
  });
}

/** Rating of each of the 11 themes on the day. */
export function dayThemes(day: GeneralDay): ThemeRating[] {
  return lazily(themeCache, day, () =>
    THEMES.map((t) => rateTheme(t, day.yi, day.ji, day.basis.reasons, day.basis.caps)),
  );
}

/** The 12 double hours of the day in its zone: 子 from 23:00 the evening before, … 亥 21:00–23:00. */
export function dayHours(day: GeneralDay): HourBlock[] {
  return lazily(hourCache, day, () => {
    const wall0 = wallOfJdn(day.jdn);
    return hourTemplates(day.pillars.day.index).map((h) => {
      const startWall = wall0 + (h.branch === 0 ? -1 : 2 * h.branch - 1) * HOUR;
      return {
        ...h,
        startsAt: wallToUtc(startWall, day.tz).utc,
        endsAt: wallToUtc(startWall + 2 * HOUR, day.tz).utc,
      };
    });
  });
}

const activityCache = new WeakMap<GeneralDay, ActivityRating[]>();
const themeCache = new WeakMap<GeneralDay, ThemeRating[]>();
const hourCache = new WeakMap<GeneralDay, HourBlock[]>();

function lazily<T>(cache: WeakMap<GeneralDay, T>, day: GeneralDay, make: () => T): T {
  let v = cache.get(day);
  if (v === undefined) {
    v = make();
    cache.set(day, v);
  }
  return v;
}

type HourTemplate = Omit<HourBlock, "startsAt" | "endsAt">;
const hourTemplateCache: HourTemplate[][] = [];

/** Everything about the double hours of a day that depends only on its pillar (cached for the 60 pillars). */
function hourTemplates(dayIdx: number): HourTemplate[] {
  const hit = hourTemplateCache[dayIdx];
  if (hit) return hit;
  const dayStem = dayIdx % 10;
  const dayBranch = dayIdx % 12;
  const hours: HourTemplate[] = [];
  for (let b = 0; b < 12; b++) {
    const hourStem = mod((dayStem % 5) * 2 + b, 10);
    const pillar = pillarInfo(mod(6 * hourStem - 5 * b, 60));
    const hs = mod(b + (8 - (dayBranch % 6)) * 2, 12);
    const hSpirit = SPIRIT_NAMES[hs]!;
    const h = hourYiJi(dayIdx, pillar.index);
    const hr: Reason[] = [reason("hour.path", RATING.hour[hSpirit.path], { spirit: hs })];
    if (clashes(b, dayBranch)) hr.push(reason("hour.clashDay", RATING.hour.clashDay));
    if (NOBLEMAN[dayStem]!.includes(b)) hr.push(reason("hour.nobleman", RATING.hour.nobleman));
    if (h.yi.length > h.ji.length) hr.push(reason("hour.yi", RATING.hour.yi));
    else if (h.yi.length < h.ji.length) hr.push(reason("hour.ji", RATING.hour.ji));
    hours.push({
      branch: b,
      pillar,
      ...doubleHourSpan(b),
      spirit: { ...hSpirit, index: hs },
      yi: h.yi,
      ji: h.ji,
      rating: rate(hr),
    });
  }
  hourTemplateCache[dayIdx] = hours;
  return hours;
}

/** Rating of one activity on a day (docs/domain.md §8): base ±2 from Yi/Ji plus half the general score, then caps. */
export function rateActivity(
  a: number,
  yi: readonly number[],
  ji: readonly number[],
  general: readonly Reason[],
  caps: readonly Cap[],
  extra: readonly Reason[] = [],
): ActivityRating {
  const act = ACTIVITIES[a]!;
  const kind = yi.includes(a) ? "yi" : ji.includes(a) ? "ji" : "none";
  return {
    activity: act,
    kind,
    rating: rateBase(kind, { activity: a }, yi, general, caps, extra),
  };
}

/** A rating from the almanac's yi/ji for `subject` (an activity or a theme), the general share and the caps. */
function rateBase(
  kind: "yi" | "ji" | "none",
  subject: ReasonArgs,
  yi: readonly number[],
  general: readonly Reason[],
  caps: readonly Cap[],
  extra: readonly Reason[],
): Rating {
  const r: Reason[] = [];
  if (kind === "yi") r.push(reason("yi", RATING.activity.yi, subject));
  if (kind === "ji") r.push(reason("ji", RATING.activity.ji, subject));
  r.push(...scaled(general, RATING.activity.generalShare), ...extra);
  const allCaps = [...caps];
  if (kind !== "yi" && yi.includes(NOTHING_ELSE)) {
    allCaps.push({ factor: "cap.nothingElse", max: RATING.caps.nothingElse });
  }
  const floor = kind === "yi" ? { min: 1, reason: reason("yi.floor", 0) } : undefined;
  const ceiling = kind === "ji" ? { max: -1, reason: reason("ji.ceiling", 0) } : undefined;
  return rate(r, allCaps, floor, ceiling);
}

/**
 * Rating of a theme: over its key activities, +2 when some are Yi and none Ji, −2 when some Ji and none Yi,
 * 0 when mixed or none; then as an activity. `extra` adds personal factors.
 */
export function rateTheme(
  theme: ThemeName,
  yi: readonly number[],
  ji: readonly number[],
  general: readonly Reason[],
  caps: readonly Cap[],
  extra: readonly Reason[] = [],
): ThemeRating {
  const anyYi = theme.activities.some((a) => yi.includes(a));
  const anyJi = theme.activities.some((a) => ji.includes(a));
  const kind = anyYi && !anyJi ? "yi" : anyJi && !anyYi ? "ji" : "none";
  return {
    theme,
    rating: rateBase(kind, { theme: theme.id }, yi, general, caps, extra),
  };
}
